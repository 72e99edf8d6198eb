import { describe, expect, it } from 'vitest';
import { isAppleMobile, offerPush, pushDeviceState, type PushDeviceFacts } from './push-device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

const chrome: PushDeviceFacts = { supported: true, permission: 'default', ios: false, standalone: false, subscribed: false };

describe('push on this device', () => {
  it('knows an iPhone, an iPad that says Macintosh (touch), and not a Mac or an Android phone', () => {
    expect(isAppleMobile(IPHONE, 5)).toBe(true);
    expect(isAppleMobile(IPAD_DESKTOP, 5)).toBe(true);
    expect(isAppleMobile(IPAD_DESKTOP, 0)).toBe(false);
    expect(isAppleMobile(ANDROID, 5)).toBe(false);
  });

  it('an iPhone Safari tab must add the app to the Home Screen first; installed, it works like any browser', () => {
    const tab: PushDeviceFacts = { ...chrome, ios: true, supported: false };
    expect(pushDeviceState(tab)).toBe('install');
    expect(pushDeviceState({ ...tab, standalone: true })).toBe('unsupported');
    expect(pushDeviceState({ ...tab, standalone: true, supported: true })).toBe('off');
    expect(offerPush(tab, true, false)).toBe(false);
  });

  it('refused is blocked (never asked again), granted and subscribed is on, anything else off', () => {
    expect(pushDeviceState({ ...chrome, permission: 'denied' })).toBe('blocked');
    expect(pushDeviceState({ ...chrome, permission: 'denied', subscribed: true })).toBe('blocked');
    expect(pushDeviceState({ ...chrome, permission: 'granted', subscribed: true })).toBe('on');
    expect(pushDeviceState({ ...chrome, permission: 'granted' })).toBe('off');
    expect(pushDeviceState(chrome)).toBe('off');
    expect(pushDeviceState({ ...chrome, supported: false })).toBe('unsupported');
  });

  it('the home card offers push only while the browser was never asked, to a signed-in user who did not dismiss it', () => {
    expect(offerPush(chrome, true, false)).toBe(true);
    expect(offerPush(chrome, false, false)).toBe(false);
    expect(offerPush(chrome, true, true)).toBe(false);
    expect(offerPush({ ...chrome, permission: 'denied' }, true, false)).toBe(false);
    expect(offerPush({ ...chrome, permission: 'granted' }, true, false)).toBe(false);
    expect(offerPush({ ...chrome, supported: false }, true, false)).toBe(false);
  });
});
