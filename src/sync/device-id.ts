import { db } from '../db/db';
import { newClientId } from './outbox';

/** Meta key: this device's id (the device record of spec 7, the push subscription of issue 29). */
const DEVICE_ID = 'deviceId';

/** This device's id, made on first use and kept in Dexie meta (url-safe; a sign-out's wipe makes a new one). */
export async function deviceId(): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = (await db.meta.get(DEVICE_ID))?.value;
    if (typeof existing === 'string' && existing !== '') return existing;
    const made = newClientId();
    await db.meta.put({ key: DEVICE_ID, value: made });
    return made;
  });
}
