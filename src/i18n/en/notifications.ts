import { SIGN_UP_MESSAGES } from './auth';
import type { Area } from './catalogue';

/** Notifications: the list, the categories and one notification. */
export const notificationsEntries = {
  'notifications.title': 'Messages',
  'notifications.allTitle': 'All Notification',
  'notifications.fromTitle': 'From "{category}"',
  'notifications.empty': 'No Notifications found.',
  'notifications.unread': '{count} unread',
  'notifications.category.All': 'All',
  'notifications.category.Estate Manager': 'Estate Manager',
  'notifications.category.Developer': 'Developer',
  'notifications.category.Events': 'Events',
  'notifications.category.Newsletter': 'Newsletter',
  'notifications.category.Visitor Access': 'Visitor Access',
  'notifications.category.Resident Access': 'Resident Access',
  'notifications.category.HOA': 'HOA',
  'notifications.category.Payments': 'Payments',
  'notifications.iframeHeading': 'Notifications',
  'notifications.messageTitle': 'Messages',
  'notifications.detailTitle': 'Notification',
  'notifications.idMissing': 'Notification id is required',
  'notifications.notFound': 'This notification is no longer available.',
  'notifications.openLink': 'Open link',
  'notifications.pending': 'waiting to sync',
  'notifications.markFailed': 'Could not mark as read',
  'notifications.amount': 'Amount',
  'notifications.reference': 'Reference',
  'notifications.caseNumber': 'Case number',
  'notifications.actionType': 'Action',
  'notifications.unreadItem': 'Unread',
} as const;

export const NOTIFICATION_ID_REQUIRED = notificationsEntries['notifications.idMissing'];
export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** The estate manager's send form (contract schema) and the server's answers to it. */
export const SEND_NOTIFICATION_MESSAGES = {
  estate: SIGN_UP_MESSAGES.estateRequired,
  title: 'Please enter a title',
  description: 'Please enter a message',
  type: 'Please choose a notification type',
  url: 'Please enter a valid url',
  recipient: 'The recipient is not a member of this estate',
  notManager: 'Only an estate manager of this estate may send notifications',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof notificationsEntries> {}
}

export default notificationsEntries;
