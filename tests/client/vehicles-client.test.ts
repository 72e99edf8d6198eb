import { describe, expect, it } from 'vitest';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { API } from '../../src/contract/api-paths';
import { db } from '../../src/db/db';
import { addAccount, editAccount } from '../../src/features/records/accounts.api';
import { addVehicle, deleteVehicle, editVehicle } from '../../src/features/records/vehicles.api';
import { syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import { insertCast, NEIGHBOUR } from '../helpers/cast';
import { signInAs } from '../helpers/factories';

/** The client write functions of the account-and-profile screens, on real Dexie (fake-indexeddb) against the real server. */
const h = useClientHarness({ setUp: (t) => insertCast(t, [NEIGHBOUR]) });
const car = { make: 'Toyota', model: 'Corolla', registrationNumber: 'CA 1', colour: '', year: '', vinNumber: '', licenseDiscPhotoURL: '', carPhotoURL: '' };

const serverVehicles = (userId: string) => h.t.ctx.db.selectFrom('vehicles').selectAll().where('user_id', '=', userId).orderBy('make').execute();

describe('vehicle and account writes through the outbox', () => {
  it('offline: add, edit and delete stay pending on the device; online the server ends with exactly the final state', async () => {
    const userId = await signInClient(NEIGHBOUR);
    configureTransport({ baseUrl: CLOSED });
    expect((await addVehicle(car)).kind).toBe('pending');
    expect((await addVehicle({ ...car, make: 'Ford', model: 'Ranger' })).kind).toBe('pending');
    await syncIdle();
    const [ford, toyota] = (await db.vehicles.toArray()).sort((a, b) => a.make.localeCompare(b.make));
    if (!ford || !toyota) throw new Error('rows missing');
    expect((await editVehicle(toyota.vehicleId, { ...car, colour: 'Silver' })).kind).toBe('pending');
    expect((await deleteVehicle(ford.vehicleId)).kind).toBe('pending');
    await syncIdle();
    expect((await db.outbox.toArray()).map((e) => [e.name, e.status])).toEqual([
      ['vehicles.add', 'pending'],
      ['vehicles.add', 'pending'],
      ['vehicles.edit', 'pending'],
      ['vehicles.delete', 'pending'],
    ]);
    expect((await db.vehicles.toArray()).map((v) => [v.make, v.colour])).toEqual([['Toyota', 'Silver']]);
    expect(await serverVehicles(userId)).toEqual([]);

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    expect((await serverVehicles(userId)).map((v) => [v.id, v.make, v.colour])).toEqual([[toyota.vehicleId, 'Toyota', 'Silver']]);
    await pullOnce();
    expect((await db.vehicles.toArray()).map((v) => v.vehicleId)).toEqual([toyota.vehicleId]);
  });

  it('online: a save answers synced; a refusal answers the server message and rolls the row back', async () => {
    const userId = await signInClient(NEIGHBOUR);
    const added = await addVehicle(car);
    expect(added.kind).toBe('synced');
    const [row] = await db.vehicles.toArray();
    if (!row) throw new Error('row missing');

    // Another device deletes it on the server while this device is offline and edits it.
    configureTransport({ baseUrl: CLOSED });
    await editVehicle(row.vehicleId, { ...car, model: 'Hilux' });
    await syncIdle();
    const other = await signInAs(h.t.app, NEIGHBOUR);
    const del = await h.t.app.inject({
      method: 'DELETE',
      url: `${API.vehicles}?userID=${userId}&vehicleId=${row.vehicleId}`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(del.statusCode).toBe(200);

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({ name: 'vehicles.edit', status: 'failed', error: 'Vehicle details could not be changed' });
    expect((await db.vehicles.get(row.vehicleId))?.model).toBe('Corolla');
    await pullOnce();
    expect(await db.vehicles.get(row.vehicleId)).toBeUndefined();
  });

  it('accounts: add and edit answer synced; a refused add (estate without a role) answers the server message', async () => {
    await signInClient(NEIGHBOUR);
    expect((await addAccount({ estateId: 91, accountType: 'Levies', unitNumber: '14', accountNumber: 'N-1' })).kind).toBe('synced');
    const [account] = await db.accounts.toArray();
    expect(account).toMatchObject({ context: 'Willow Creek Estate', accountType: 'Levies', accountNumber: 'N-1' });
    expect((await editAccount(account?.accountID ?? '', 'N-2')).kind).toBe('synced');
    expect(await db.accounts.count()).toBe(1);
    const refused = await addAccount({ estateId: 92, accountType: 'Levies', unitNumber: '14', accountNumber: 'N-3' });
    expect(refused).toEqual({ kind: 'refused', message: 'Account could not be added' });
    expect((await db.accounts.toArray()).map((a) => a.accountNumber)).toEqual(['N-2']);
    expect(await db.outbox.count()).toBe(0);
  });
});
