import type { DeviceRecord } from '../../../src/contract/profile';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import { upsertDevice } from './devices.repository';

/** Records (or refreshes) the device a user signed in on (spec 7, 'Device'); one row per user and device id. */
export async function recordDeviceFor(ctx: AppContext, callerId: string, userId: string | undefined, device: DeviceRecord): Promise<void> {
  const id = await requireAccess(ctx.db, callerId, { self: userId });
  await upsertDevice(ctx.db, {
    id: `${id}:${device.deviceId}`,
    user_id: id,
    device_id: device.deviceId,
    model: device.model,
    brand: device.brand,
    type: device.type,
    manufacturer: device.manufacturer,
    base_os: device.baseOS,
    tablet: device.tablet ? 1 : 0,
    updated_at: Date.now(),
  });
}
