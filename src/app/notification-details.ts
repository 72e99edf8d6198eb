import type { ComponentType } from 'react';
import type { Notification } from '../contract/notifications';

/**
 * How a notification's page (/notifications/detail/{kind}) shows one detail kind beyond the common
 * card (title, time, image, description, link). An area declares its kinds in
 * `src/features/<area>/<area>.notifications.tsx` as `export const notificationDetails`.
 */
export type NotificationDetailRenderer = {
  /** The route's detail kind, e.g. 'bookingDetail'. */
  kind: string;
  /** Label and value rows under the description. */
  fields?: (notification: Notification) => Array<[string, string]>;
  /** Shown after those rows inside the card: what the area's own data on this device says. */
  Body?: ComponentType<{ notification: Notification }>;
  /** The whole page instead of the common card. */
  Page?: ComponentType<{ notification: Notification }>;
};

/** Every area's declarations, found by file name: the notifications feature imports no other feature. */
const declared = import.meta.glob<readonly NotificationDetailRenderer[]>('../features/*/*.notifications.{ts,tsx}', {
  eager: true,
  import: 'notificationDetails',
});

/** Each detail kind's renderer; a kind declared twice is a mistake that stops the app at load. */
export const notificationDetailRenderers: ReadonlyMap<string, NotificationDetailRenderer> = (() => {
  const byKind = new Map<string, NotificationDetailRenderer>();
  for (const [file, renderers] of Object.entries(declared)) {
    for (const renderer of renderers) {
      if (byKind.has(renderer.kind)) throw new Error(`Notification detail ${renderer.kind} is declared twice (${file})`);
      byKind.set(renderer.kind, renderer);
    }
  }
  return byKind;
})();
