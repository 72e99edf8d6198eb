/**
 * Notification rules (spec 1 sections 2.17, 3, 4 and 9). Pure: no DOM, no Node APIs.
 * Types and category names are matched case-insensitively with collapsed whitespace.
 */

/** Firestore-style timestamp as stored by the original backend. */
export interface NotificationTimestamp {
  seconds: number;
  nanoseconds?: number;
}

/** createdAt / expiresAt may be epoch milliseconds, `{seconds, nanoseconds}` or an ISO string. */
export type TimestampInput = number | string | NotificationTimestamp | null | undefined;

export interface AppNotification {
  notificationId?: string;
  notificationID?: string;
  id?: string;
  title?: string;
  description?: string;
  image?: string;
  /** SENT (or 'sent') unread, READ, DELETED hidden. */
  status?: string;
  type?: string;
  createdAt?: TimestampInput;
  expiresAt?: TimestampInput;
  url?: string;
  paymentDetails?: unknown;
  actionID?: string;
  actionType?: string;
  approvalUID?: string;
}

export const NOTIFICATION_LIST_LIMIT = 40;
export const NOTIFICATION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export const NOTIFICATION_CATEGORIES = [
  'All',
  'Estate Manager',
  'Developer',
  'Events',
  'Newsletter',
  'Visitor Access',
  'Resident Access',
  'HOA',
  'Payments',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** The fixed path section every developer-branded category name maps to. */
export const DEVELOPER_SECTION = 'developer';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function norm(text: string | undefined | null): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Notification types (normalised) that belong to each category besides its own name. */
const TYPE_TO_CATEGORY: Readonly<Record<string, Exclude<NotificationCategory, 'All'>>> = {
  'estate manager': 'Estate Manager',
  alert: 'Estate Manager',
  developer: 'Developer',
  events: 'Events',
  event: 'Events',
  newsletter: 'Newsletter',
  newsletters: 'Newsletter',
  'visitor access': 'Visitor Access',
  visitor: 'Visitor Access',
  'visitor access request': 'Visitor Access',
  'resident access': 'Resident Access',
  hoa: 'HOA',
  payments: 'Payments',
  payment: 'Payments',
};

/** The id under any of its three spellings, or '' when missing. */
export function notificationIdOf(n: AppNotification): string {
  return n.notificationId ?? n.notificationID ?? n.id ?? '';
}

/** Normalises a timestamp to epoch ms; null when missing or unreadable. */
export function toEpochMs(ts: TimestampInput): number | null {
  if (ts === null || ts === undefined) return null;
  if (typeof ts === 'number') return Number.isFinite(ts) ? ts : null;
  if (typeof ts === 'string') {
    if (ts.trim() === '') return null;
    const asNumber = Number(ts);
    if (Number.isFinite(asNumber)) return asNumber;
    const parsed = Date.parse(ts);
    return Number.isNaN(parsed) ? null : parsed;
  }
  if (typeof ts.seconds !== 'number' || !Number.isFinite(ts.seconds)) return null;
  const nanos = typeof ts.nanoseconds === 'number' && Number.isFinite(ts.nanoseconds) ? ts.nanoseconds : 0;
  return ts.seconds * 1000 + Math.floor(nanos / 1_000_000);
}

/** The category a notification type belongs to, or null when it is shown only under All. */
export function categoryOf(type: string | undefined): Exclude<NotificationCategory, 'All'> | null {
  const t = norm(type);
  const known = TYPE_TO_CATEGORY[t];
  if (known) return known;
  if (t.includes(DEVELOPER_SECTION)) return 'Developer';
  return null;
}

/**
 * Whether a notification is listed under a category. 'All' holds everything; a known category
 * holds its types (Estate Manager also 'alert', Visitor Access also 'visitor' and 'visitor access
 * request'); an unknown (server-defined) category name matches a type of the same name.
 */
export function inCategory(n: AppNotification, category: string): boolean {
  const c = norm(category);
  if (c === 'all' || c === '') return true;
  const canonical = categoryOf(category);
  if (canonical) return categoryOf(n.type) === canonical;
  return norm(n.type) === c;
}

/**
 * Path section under /notifications for a category name: the name lowercased, except that a
 * name containing 'developer' or the developer brand (when given) becomes 'developer'.
 * The router encodes spaces (e.g. 'estate manager').
 */
export function categoryPath(name: string, developerBrand?: string): string {
  const n = norm(name);
  const brand = norm(developerBrand);
  if (n.includes(DEVELOPER_SECTION) || (brand !== '' && n.includes(brand))) return DEVELOPER_SECTION;
  return n;
}

/** Title of a category list. */
export function categoryTitle(category: string): string {
  return norm(category) === 'all' || category.trim() === '' ? 'All Notification' : `From "${category}"`;
}

/** Unread: status SENT, also the lowercase 'sent'. */
export function isUnread(status: string | undefined): boolean {
  return status === 'SENT' || status === 'sent';
}

/**
 * Visible: not DELETED (any case), not older than 30 days (exactly 30 days still shows), and
 * not past expiresAt. A notification without a readable createdAt is kept (its age is unknown).
 */
export function isVisible(n: AppNotification, now: number): boolean {
  if ((n.status ?? '').toUpperCase() === 'DELETED') return false;
  const created = toEpochMs(n.createdAt);
  if (created !== null && now - created > NOTIFICATION_MAX_AGE_MS) return false;
  const expires = toEpochMs(n.expiresAt);
  if (expires !== null && now > expires) return false;
  return true;
}

/** Newest first; missing createdAt sorts last; ties keep their input order. Returns a copy. */
export function sortNewestFirst<T extends AppNotification>(list: readonly T[]): T[] {
  return list
    .map((item, index) => ({ item, index, at: toEpochMs(item.createdAt) ?? Number.NEGATIVE_INFINITY }))
    .sort((a, b) => (b.at === a.at ? a.index - b.index : b.at > a.at ? 1 : -1))
    .map((x) => x.item);
}

/** The list the screens show: visible items, newest first, at most 40 (filter before the cap). */
export function visibleList<T extends AppNotification>(list: readonly T[], now: number): T[] {
  return sortNewestFirst(list.filter((n) => isVisible(n, now))).slice(0, NOTIFICATION_LIST_LIMIT);
}

/** Unread counts per category of NOTIFICATION_CATEGORIES over the visible list. */
export function unreadCounts(list: readonly AppNotification[], now: number): Record<NotificationCategory, number> {
  const counts = Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, 0])) as Record<NotificationCategory, number>;
  for (const n of visibleList(list, now)) {
    if (!isUnread(n.status)) continue;
    counts.All += 1;
    const c = categoryOf(n.type);
    if (c) counts[c] += 1;
  }
  return counts;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * Relative time (spec 2.17), whole units rounded down:
 * under 1 hour 'N minutes ago' ('1 minute ago', '0 minutes ago' for under a minute or a future
 * time); 1 to 24 hours 'N hours ago' ('1 hour ago'); 24 to 48 hours 'yesterday'; otherwise
 * 'N days ago' (always 2 or more). Based on elapsed time, not calendar days.
 */
export function relativeTime(createdAtMs: number, nowMs: number): string {
  const diff = Math.max(0, nowMs - createdAtMs);
  if (diff < HOUR) return plural(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return plural(Math.floor(diff / HOUR), 'hour');
  if (diff < 2 * DAY) return 'yesterday';
  return plural(Math.floor(diff / DAY), 'day');
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** 'YYYY-MM-DD HH:mm' in local time. */
export function absoluteTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** Where tapping a notification goes. `search` values are strings; `state` carries the list item. */
export interface NotificationRoute {
  to: string;
  search: Record<string, string>;
  state: { notification: AppNotification; paymentDetails?: unknown };
  /** Screen heading where the spec names one ('Notifications' for the iframe, 'Messages'). */
  title?: string;
  /** The iframe screen offers sharing. */
  shareable?: boolean;
}

export const NOTIFICATION_DETAIL_BASE = '/notifications/detail';

/** Case number of a snag notification: the second word of its title ('' when missing). */
export function snagCaseNumber(title: string | undefined): string {
  return (title ?? '').trim().split(/\s+/)[1] ?? '';
}

/**
 * Route for a tapped notification (spec 2.17), or null when the type has no screen and no url.
 * Every route carries the id in `search` so the detail screen can read the item from the store,
 * and the item itself in `state` as the fallback.
 */
export function routeFor(n: AppNotification): NotificationRoute | null {
  const id = notificationIdOf(n);
  const type = norm(n.type);
  const url = (n.url ?? '').trim();
  const state = { notification: n };
  switch (type) {
    case 'snag':
      return { to: `${NOTIFICATION_DETAIL_BASE}/snagDetail`, search: { id, caseNumber: snagCaseNumber(n.title) }, state };
    case 'visitor':
    case 'visitor access':
    case 'resident access':
      return { to: `${NOTIFICATION_DETAIL_BASE}/visitorDetail`, search: { id }, state };
    case 'payments':
      return {
        to: `${NOTIFICATION_DETAIL_BASE}/paymentdetail`,
        search: { id },
        state: { notification: n, paymentDetails: n.paymentDetails },
      };
    case 'booking':
      return { to: `${NOTIFICATION_DETAIL_BASE}/bookingDetail`, search: { id }, state };
    case 'membership':
      return { to: `${NOTIFICATION_DETAIL_BASE}/membershipDetail`, search: { id }, state };
    case 'visitor access request':
    case 'access':
      return {
        to: `${NOTIFICATION_DETAIL_BASE}/accessAlert`,
        search: {
          id,
          actionID: n.actionID ?? '',
          actionType: n.actionType ?? '',
          image: n.image ?? '',
          title: n.title ?? '',
          message: n.description ?? '',
          approvalUID: n.approvalUID ?? '',
        },
        state,
      };
    case 'estate manager':
      if (url === '') return null;
      return { to: '/DynamicIFrame', search: { url, heading: 'Notifications' }, state, title: 'Notifications', shareable: true };
    case 'newsletter':
      return { to: `${NOTIFICATION_DETAIL_BASE}/newsletterdetail`, search: { id }, state };
    default:
      if (url === '') return null;
      return { to: '/notification', search: { id }, state, title: 'Messages' };
  }
}

/** Badge text: '' at 0 (or below / not a number), the count up to 99, '99+' above 99. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}
