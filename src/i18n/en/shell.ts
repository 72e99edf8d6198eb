import type { Area } from './catalogue';

/** The app shell: loading, offline bar, install and update prompts, sync status, tabs, the embedded page. */
export const shellEntries = {
  'app.loading': 'Loading',
  'app.offlineBar': 'No internet. Functionality limited and some data outdated.',
  'app.install.prompt': 'Install the app on your device?',
  'app.install.install': 'Install',
  'app.install.dismiss': 'Dismiss',
  'app.update.prompt': 'Application Updated! There is an update available, would you like to download the update?',
  'app.update.yes': 'Yes',
  'app.update.no': 'Not now',
  'app.update.updating': 'Updating...',
  /** Spec 1 section 8 'Update': 'Update Available. A new version is available for download. Please update app in order to proceed.' */
  'app.forcedUpdate.title': 'Update Available',
  'app.forcedUpdate.body': 'A new version is available for download. Please update app in order to proceed.',
  'app.forcedUpdate.button': 'Update',
  'app.offlineReady': 'Ready to work offline',
  'app.maintenance.title': 'Under maintenance',
  'app.maintenance.body': 'The app is being updated. Please try again later.',
  'app.sync.pending': '{count} waiting to sync',
  'app.sync.failed': '{count} failed to sync',
  'app.sync.synced': 'Synced',
  'app.notFound': 'This feature is not currently available for your estate.',
  'app.goHome': 'Go to Home',
  'app.back': 'Back',
  'app.close': 'Close',
  'app.ok': 'Ok',
  /** A stored picture not on this device, offline (src/app/StoredImage.tsx). */
  'app.imageOffline': 'This picture is not saved on this device yet. It will show when you are back online.',
  'app.cancel': 'Cancel',
  'app.continue': 'Continue',

  'table.search': 'Search',
  'table.all': 'All',
  'table.empty': 'Nothing matches.',
  'table.count': '{shown} of {total}',
  'table.page': 'Page {page} of {pages}',
  'table.previous': 'Previous page',
  'table.next': 'Next page',
  'table.sortBy': 'Sort by {column}',

  'tab.emergency': 'Emergency',
  'tab.access': 'Access',
  'tab.home': 'Home',
  'tab.profile': 'Profile',
  'tab.notifications': 'Notifications',
  'tab.console': 'Console',
  'tab.label': 'Main navigation',
  'tab.unread': '{count} unread',

  'iframe.share': 'Share',
  'iframe.noUrl': 'This page could not be opened.',
  /** /DynamicIFrame with an address none of the estate's own content names (src/app/frame-sources.ts). */
  'iframe.notEstatePage': "This page is not one of your estate's pages, so it is not shown here. Open links only from messages you trust.",
  /** The heading and frame title of an embedded page opened without a heading. */
  'iframe.untitled': 'Embedded page',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof shellEntries> {}
}

export default shellEntries;
