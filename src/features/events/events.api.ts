import { useLiveQuery } from 'dexie-react-hooks';
import { inboxNotification } from '../../app/notification-inbox';
import type { EstateEvent } from '../../contract/content';
import type { Notification } from '../../contract/notifications';
import { db } from '../../db/db';
import { eventIdOfUrl } from '../../domain/content';

/**
 * The events' reads: plain Dexie queries (tests read what the screens render) that the hooks
 * run live, so the screens follow sync and work offline.
 */

/** The events of one estate (any order; the screens sort them). */
export function estateEventsOf(estateId: number): Promise<EstateEvent[]> {
  return db.events.where('estateId').equals(estateId).toArray();
}

export function useEstateEvents(estateId: number | undefined): EstateEvent[] | undefined {
  return useLiveQuery(async () => (estateId === undefined ? undefined : estateEventsOf(estateId)), [estateId]);
}

/**
 * What /notification?id= shows: the event with that id; else, for a notification
 * whose url is `/notification?id=<eventID>` of an event on the device, that event (and the
 * notification, which opening marks read); else the notification's own page ('message'); an
 * id found nowhere is 'missing'.
 */
export type NotificationPage =
  | { kind: 'event'; event: EstateEvent; notification: Notification | null }
  | { kind: 'message'; notification: Notification }
  | { kind: 'missing' };

export async function notificationPageOf(id: string): Promise<NotificationPage> {
  if (!id) return { kind: 'missing' };
  const event = await db.events.get(id);
  if (event) return { kind: 'event', event, notification: null };
  const notification = await inboxNotification(id);
  if (!notification) return { kind: 'missing' };
  const eventId = eventIdOfUrl(notification.url);
  const linked = eventId ? await db.events.get(eventId) : undefined;
  return linked ? { kind: 'event', event: linked, notification } : { kind: 'message', notification };
}

export function useNotificationPage(id: string): NotificationPage | undefined {
  return useLiveQuery(() => notificationPageOf(id), [id]);
}
