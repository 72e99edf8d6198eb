import * as v from 'valibot';
import { API } from '../../contract/api-paths';
import { DeviceRecordSchema, type DeviceRecord } from '../../contract/profile';
import { db } from '../../db/db';
import { deviceId as ensureDeviceId } from '../../sync/device-id';
import { apiFetch } from '../../sync/transport';

const postedKey = (userId: string) => `deviceRecordPosted:${userId}`;

type UaData = { brands?: { brand: string; version: string }[]; mobile?: boolean; platform?: string };

/** What a browser can tell about itself (spec 3 device record: model, brand, type, manufacturer, baseOS, tablet, deviceId). */
function describeDevice(deviceId: string): DeviceRecord {
  const ua = navigator.userAgent;
  const data = (navigator as Navigator & { userAgentData?: UaData }).userAgentData;
  const brand =
    data?.brands?.find((b) => !/not.a.brand/i.test(b.brand) && b.brand !== 'Chromium')?.brand ??
    data?.brands?.[0]?.brand ??
    (/Firefox\//.test(ua) ? 'Firefox' : /Safari\//.test(ua) ? 'Safari' : '');
  const baseOS =
    data?.platform ||
    (/Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(ua)
        ? 'iOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X/.test(ua)
            ? 'macOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : '');
  const tablet = /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua));
  const model = /\(([^;)]+);/.exec(ua)?.[1]?.trim() ?? '';
  return v.parse(DeviceRecordSchema, {
    model: model.slice(0, 100),
    brand: brand.slice(0, 100),
    type: 'web',
    manufacturer: /iPhone|iPad|Mac OS X/.test(ua) ? 'Apple' : '',
    baseOS: baseOS.slice(0, 100),
    tablet,
    deviceId,
  });
}

/**
 * Posts the device record once per signed-in user on this device (spec 7, 'Device'), after
 * sign-in. Best effort: offline or refused, it is tried again on the next app start.
 */
export async function postDeviceRecordOnce(): Promise<void> {
  const session = await db.session.get('current');
  if (!session) return;
  if ((await db.meta.get(postedKey(session.userId)))?.value === true) return;
  const deviceId = await ensureDeviceId();
  await apiFetch(`${API.device}?userID=${encodeURIComponent(session.userId)}`, { method: 'POST', body: describeDevice(deviceId) });
  await db.meta.put({ key: postedKey(session.userId), value: true });
}
