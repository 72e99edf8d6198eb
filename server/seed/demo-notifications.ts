import { notify, type NotifyInput } from '../modules/notifications/notifications.service';
import type { Trx } from '../sync/change-log';
import { demoUserIds } from './demo-user-ids';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type DemoNotification = Omit<NotifyInput, 'userId' | 'createdAt'> & { ago: number };

/**
 * Demo notifications of every type (spec 1 section 2.17) for the resident, relative to the
 * time of seeding (her 'Visitor Access Request' is made by the access-requests module's seed,
 * from a real request she can answer): some unread, some read, and three that the inbox must hide (older than
 * 30 days, expired, DELETED).
 */
export function demoNotifications(now: number): DemoNotification[] {
  return [
    {
      type: 'Estate Manager',
      title: 'Water outage on Tuesday',
      description: 'Johannesburg Water will repair the main line on Tuesday from 09:00 to 13:00.',
      url: 'https://example.com/notices/water-outage',
      ago: 20 * MINUTE,
    },
    { type: 'alert', title: 'Gate motor fault', description: 'The north gate is on manual. Please use the main gate.', ago: 3 * HOUR },
    {
      type: 'Developer',
      title: 'Phase 3 show house open',
      description: 'The Phase 3 show house opens this weekend from 10:00.',
      ago: 30 * HOUR,
      status: 'READ',
    },
    { type: 'Events', title: 'Spring market', description: 'Join the spring market at the clubhouse on Saturday.', ago: 2 * DAY },
    { type: 'Newsletter', title: 'November newsletter', description: 'Levies, landscaping and the year-end function.', ago: 3 * DAY, status: 'READ' },
    { type: 'Visitor Access', title: 'Visitor arrived', description: 'Your visitor John Smith entered at the main gate.', ago: 4 * HOUR },
    { type: 'visitor', title: 'Visitor invite used', description: 'Your invite for Mary Jones was used at 14:02.', ago: 5 * DAY, status: 'READ' },
    { type: 'Resident Access', title: 'Resident access granted', description: 'Your access card for unit 12 is active.', ago: 6 * DAY, status: 'READ' },
    { type: 'HOA', title: 'HOA meeting', description: 'The annual general meeting is on 30 November at 18:00.', ago: 7 * DAY },
    {
      type: 'Payments',
      title: 'Levy payment received',
      description: 'We received your levy payment of R 2 450.00.',
      paymentDetails: { amount: 2450, currency: 'ZAR', reference: 'LEV-000123', paidAt: now - 8 * DAY },
      ago: 8 * DAY,
    },
    { type: 'snag', title: 'Snag 1042 updated', description: 'Your snag about the leaking gutter is now in progress.', ago: 9 * DAY, status: 'READ' },
    { type: 'booking', title: 'Clubhouse booking confirmed', description: 'Your clubhouse booking for Saturday 10:00 is confirmed.', ago: 10 * DAY },
    { type: 'access', title: 'Access alert', description: 'Your access code was used at the north gate.', ago: 11 * DAY, status: 'READ' },
    { type: 'Messages', title: 'Welcome to the estate app', description: 'Read how to get started.', url: 'https://example.com/welcome', ago: 12 * DAY },
    // Hidden by the inbox:
    { type: 'Estate Manager', title: 'Old notice', description: 'Older than 30 days.', ago: 31 * DAY },
    { type: 'Events', title: 'Expired event', description: 'Past its expiry.', expiresAt: now - HOUR, ago: 2 * HOUR },
    { type: 'HOA', title: 'Deleted notice', description: 'Deleted by the resident.', status: 'DELETED', ago: HOUR },
  ];
}

export async function seedDemoNotifications(trx: Trx, userIdsByEmail: ReadonlyMap<string, string>, now = Date.now()): Promise<void> {
  const resident = userIdsByEmail.get('resident@example.com');
  if (resident) {
    for (const { ago, ...n } of demoNotifications(now)) await notify(trx, { ...n, userId: resident, estateId: 91, createdAt: now - ago });
  }
  const neighbour = userIdsByEmail.get('neighbour@example.com');
  if (neighbour) {
    await notify(trx, {
      userId: neighbour,
      estateId: 91,
      type: 'Estate Manager',
      title: 'Welcome, neighbour',
      description: 'Welcome to Willow Creek Estate.',
      createdAt: now - 2 * HOUR,
    });
  }
}

/** The notifications module's demo seed: the demo notifications of the seeded accounts. */
export async function seedDemoNotificationRows(trx: Trx): Promise<void> {
  await seedDemoNotifications(trx, await demoUserIds(trx));
}
