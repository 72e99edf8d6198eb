/**
 * Web Push rules (issue 29). Pure: no DOM, no Node APIs; the server decides with them what to
 * push and where the push leads, the app and the service worker read the same answers.
 */
import { PUSH_CATEGORY_KEYS } from '../contract/push';
import { type AppNotification, categoryOf, type NotificationCategory, routeFor } from './notifications';

/** The spec's notification categories (spec 1 §2.17) a user may let push, by a stable key (declared by the contract, which imports no domain code). */
export { PUSH_CATEGORY_KEYS };
export type PushCategoryKey = (typeof PUSH_CATEGORY_KEYS)[number];

const KEY_OF: Readonly<Record<Exclude<NotificationCategory, 'All'>, PushCategoryKey>> = {
  'Estate Manager': 'estateManager',
  Developer: 'developer',
  Events: 'events',
  Newsletter: 'newsletter',
  'Visitor Access': 'visitorAccess',
  'Resident Access': 'residentAccess',
  HOA: 'hoa',
  Payments: 'payments',
};

/**
 * What pushes before the user changes anything. Visitor access is on (the rule: a visitor
 * waits at the boom); so are the others that answer or affect the user's own business (their
 * access, payments, the estate manager's notices, which carry emergencies, and the HOA's). The
 * marketing-like ones (developer news, events, newsletters) stay in the inbox until turned on.
 */
export const DEFAULT_PUSH_CATEGORIES: Readonly<Record<PushCategoryKey, boolean>> = {
  estateManager: true,
  developer: false,
  events: false,
  newsletter: false,
  visitorAccess: true,
  residentAccess: true,
  hoa: true,
  payments: true,
};

/** The category key of a notification type, or null for a type listed under All only (a booking, a snag, a membership decision). */
export function pushCategoryOf(type: string | undefined): PushCategoryKey | null {
  const category = categoryOf(type);
  return category ? KEY_OF[category] : null;
}

/**
 * Whether a notification of `type` is pushed to a user whose stored choices are `chosen`
 * (undefined: none stored). A type outside the eight categories answers something the user did
 * (their booking, their snag, their membership request): it pushes whenever push is on.
 */
export function pushAllowed(chosen: Partial<Record<PushCategoryKey, boolean>> | undefined, type: string | undefined): boolean {
  const key = pushCategoryOf(type);
  if (!key) return true;
  return chosen?.[key] ?? DEFAULT_PUSH_CATEGORIES[key];
}

/** Every category's switch as the user sees it: stored choices over the defaults. */
export function pushChoices(chosen: Partial<Record<PushCategoryKey, boolean>> | undefined): Record<PushCategoryKey, boolean> {
  return Object.fromEntries(PUSH_CATEGORY_KEYS.map((key) => [key, chosen?.[key] ?? DEFAULT_PUSH_CATEGORIES[key]])) as Record<PushCategoryKey, boolean>;
}

/** The notification's `actionType` of a visitor access request a unit's resident may answer (Approve or Decline). */
export const ANSWERABLE_ACTION_TYPE = 'request';

const isAccessRequestType = (n: AppNotification): boolean => (n.type ?? '').trim().toLowerCase() === 'visitor access request';

/** The request a notification lets its reader answer ('' when none): a visitor access request whose approvalUID names it. */
export function answerableRequestId(n: AppNotification): string {
  if (!isAccessRequestType(n) || n.actionType !== ANSWERABLE_ACTION_TYPE) return '';
  return n.approvalUID ?? '';
}

/**
 * The request a visitor access request notification may name whatever its actionType (spec 1
 * §2.17 sends 'approve' and the like): its approvalUID, '' when it has none. The page answers it
 * when the device holds that request; else it shows the notification as a gate decision.
 */
export function accessRequestIdOf(n: AppNotification): string {
  return isAccessRequestType(n) ? (n.approvalUID ?? '') : '';
}

/** The path (with query) tapping the notification opens (spec 1 §2.17), or the inbox when its type has no page. */
export function notificationPath(n: AppNotification): string {
  const route = routeFor(n);
  if (!route) return '/notifications';
  const query = new URLSearchParams(Object.entries(route.search).filter(([, value]) => value !== '')).toString();
  return query === '' ? route.to : `${route.to}?${query}`;
}

/** The push's short text: the notification's description cut at `max` characters on a word. */
export function pushBody(n: AppNotification, max = 200): string {
  const text = (n.description ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
