import type { Area } from './catalogue';

/**
 * Web Push's keyed entries (issue 29): the notification settings screen, the home screen's card
 * and the service worker's fallback words. The spec has no push: the product's own plain words.
 * The constants shared with the contract, the server and the service worker are in
 * ./push.messages, re-exported here.
 */
export * from './push.messages';

/** What the service worker shows for a push it cannot read (Chrome requires a notification for every push). */
export const PUSH_WORKER_MESSAGES = {
  genericTitle: 'New notification',
  genericBody: 'Open the app to read it.',
} as const;

export const pushEntries = {
  // the profile's row and /notificationSettings
  'push.profileRow': 'Push notifications',
  'push.title': 'Push notifications',
  'push.device': 'This device',
  'push.state.on': 'On',
  'push.state.off': 'Off',
  'push.state.blocked': 'Blocked in browser settings',
  'push.state.unsupported': 'Not supported',
  'push.state.install': 'On iPhone: add to Home Screen first',
  'push.explain.on': 'This device shows your notifications even when the app is closed.',
  'push.explain.off': 'Turn on to get your notifications on this device even when the app is closed.',
  'push.explain.blocked':
    'This browser was told not to show notifications from this app, so it will not ask again. To allow them: open the site settings (the icon beside the web address, or the browser’s settings for this site), set Notifications to Allow, then come back here.',
  'push.explain.unsupported': 'This browser cannot show notifications while the app is closed. You still find them all in the Notifications tab.',
  'push.explain.install':
    'On an iPhone or iPad, notifications need the app on your Home Screen: tap Share, then Add to Home Screen, and open the app from there.',
  'push.turnOn': 'Turn on',
  'push.turnOff': 'Turn off',
  'push.turningOn': 'Turning on…',
  'push.turningOff': 'Turning off…',
  'push.failed.noService': 'Notifications could not be turned on: this browser could not reach its push service. Try again later.',
  'push.failed.offline': 'You are offline. Connect to the internet to turn notifications on.',
  'push.failed.notAllowed': 'Notifications stay off: the browser was not allowed to show them.',
  'push.failed.server': 'Notifications could not be turned on. Try again later.',
  'push.turnedOn': 'Notifications are on for this device.',
  'push.turnedOff': 'Notifications are off for this device.',
  'push.categories': 'What to notify',
  'push.categoriesHint': 'Choose what reaches this and your other devices as a notification. Everything still shows in the Notifications tab.',
  'push.waiting': 'Waiting to send',
  'push.dismiss': 'Dismiss',
  'push.category.estateManager': 'Estate Manager',
  'push.category.developer': 'Developer',
  'push.category.events': 'Events',
  'push.category.newsletter': 'Newsletter',
  'push.category.visitorAccess': 'Visitor Access',
  'push.category.residentAccess': 'Resident Access',
  'push.category.hoa': 'HOA',
  'push.category.payments': 'Payments',
  // the home screen's card
  'push.card.title': 'Know when a visitor is at the gate',
  'push.card.body':
    'Turn on notifications and this phone tells you when a visitor asks to come in, even with the app closed. You can approve or deny straight from the notification.',
  'push.card.notNow': 'Not now',
  'push.card.settings': 'Notification settings',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof pushEntries> {}
}

export default pushEntries;
