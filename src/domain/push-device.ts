/**
 * What this device can do with Web Push (issue 29), derived from what the browser says. Pure: the
 * app reads the browser (src/app/push-client.ts) and the settings screen and the home card show
 * the answer.
 */

/**
 * - `on`: permission granted and this browser holds a subscription
 * - `off`: push works here, but this device is not subscribed
 * - `blocked`: the user refused permission; only the browser's site settings can allow it again
 * - `unsupported`: this browser has no Web Push
 * - `install`: iPhone or iPad Safari outside the installed app: push needs the app on the Home Screen
 */
export type PushDeviceState = 'on' | 'off' | 'blocked' | 'unsupported' | 'install';

export type PushPermission = 'default' | 'granted' | 'denied';

export type PushDeviceFacts = {
  /** Service worker, PushManager and Notification are all there. */
  supported: boolean;
  permission: PushPermission;
  /** iPhone, iPod or iPad (iPadOS says Macintosh, with touch). */
  ios: boolean;
  /** Running as the installed app (display-mode standalone, or Safari's navigator.standalone). */
  standalone: boolean;
  /** The browser holds a push subscription for this app. */
  subscribed: boolean;
};

/** iPhone, iPod or iPad, iPadOS's desktop-class Safari included (it says Macintosh, but has a touch screen). */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** This device's push state. An iPhone's Safari tab has no PushManager: it must say "add to Home Screen", not "not supported". */
export function pushDeviceState(facts: PushDeviceFacts): PushDeviceState {
  if (facts.ios && !facts.standalone) return 'install';
  if (!facts.supported) return 'unsupported';
  if (facts.permission === 'denied') return 'blocked';
  return facts.subscribed && facts.permission === 'granted' ? 'on' : 'off';
}

/**
 * Whether the home screen's card explains push and offers to turn it on: only while the browser
 * has not been asked (permission 'default'), push works here, the user is signed in and has not
 * dismissed the card on this device. A refused permission is never asked again.
 */
export function offerPush(facts: PushDeviceFacts, signedIn: boolean, dismissed: boolean): boolean {
  return signedIn && !dismissed && facts.permission === 'default' && pushDeviceState(facts) === 'off';
}
