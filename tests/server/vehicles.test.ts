import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Vehicle } from '../../src/contract/profile';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import type { Caller } from '../helpers/factories';

const dialects = await availableDialects();

const fields = {
  make: 'Toyota',
  model: 'Corolla',
  registrationNumber: 'CA 123-456',
  colour: 'White',
  year: '2019',
  vinNumber: 'VIN1',
  licenseDiscPhotoURL: '',
  carPhotoURL: '',
};

describe.each(dialects)('vehicles on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR]);

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Caller, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${who.token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json<{ status: string; details?: Vehicle[]; errorDetails?: { detail: string }; message?: string }>() };
  };
  const count = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('vehicles')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("answers 'No associated Vehicles found' with 404 for an empty list", async () => {
    const res = await call('GET', `${API.vehicles}?userID=${resident.userId}`, resident);
    expect(res.status).toBe(404);
    expect(res.body.errorDetails?.detail).toBe('No associated Vehicles found');
  });

  it('adds, edits and deletes a vehicle over REST, and refuses a second user each time', async () => {
    const added = await call('POST', `${API.vehicles}?userID=${resident.userId}`, resident, fields);
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Vehicle successfully added');
    const vehicle = added.body.details?.[0] as Vehicle;
    expect(vehicle).toMatchObject({ ...fields, userId: resident.userId });

    // The neighbour may not list, add for, edit or delete the resident's vehicles.
    expect((await call('GET', `${API.vehicles}?userID=${resident.userId}`, neighbour)).status).toBe(403);
    expect((await call('POST', `${API.vehicles}?userID=${resident.userId}`, neighbour, fields)).status).toBe(403);
    const foreignEdit = await call('PUT', `${API.vehicles}?userID=${neighbour.userId}&vehicleId=${vehicle.vehicleId}`, neighbour, {
      ...fields,
      make: 'Hacked',
    });
    expect(foreignEdit.status).toBe(404);
    expect(foreignEdit.body.errorDetails?.detail).toBe('Vehicle details could not be changed');
    const foreignDelete = await call('DELETE', `${API.vehicles}?userID=${neighbour.userId}&vehicleId=${vehicle.vehicleId}`, neighbour);
    expect(foreignDelete.status).toBe(404);
    expect(foreignDelete.body.errorDetails?.detail).toBe('Vehicle could not be Deleted');

    const edited = await call('PUT', `${API.vehicles}?userID=${resident.userId}&vehicleId=${vehicle.vehicleId}`, resident, { ...fields, colour: 'Blue' });
    expect(edited.body.message).toBe('Vehicle details successfully changed');
    const list = await call('GET', `${API.vehicles}?userID=${resident.userId}`, resident);
    expect(list.body.details?.map((x) => [x.make, x.colour])).toEqual([['Toyota', 'Blue']]);

    const deleted = await call('DELETE', `${API.vehicles}?userID=${resident.userId}&vehicleId=${vehicle.vehicleId}`, resident);
    expect(deleted.body.message).toBe('Vehicle successfully Deleted');
    expect(await count()).toBe(0);
  });

  it('refuses bad input with the message and writes nothing', async () => {
    const noMake = await call('POST', `${API.vehicles}?userID=${resident.userId}`, resident, { ...fields, make: '  ' });
    expect(noMake.status).toBe(400);
    expect(noMake.body.errorDetails?.detail).toBe('Please enter the Vehicle Make');
    const noReg = await call('POST', `${API.vehicles}?userID=${resident.userId}`, resident, { ...fields, registrationNumber: '' });
    expect(noReg.body.errorDetails?.detail).toBe('Please enter the Registration Number');
    const badYear = await call('POST', `${API.vehicles}?userID=${resident.userId}`, resident, { ...fields, year: 'soon' });
    expect(badYear.body.errorDetails?.detail).toBe('Please enter a valid Year');
    const foreignPhoto = await call('POST', `${API.vehicles}?userID=${resident.userId}`, resident, { ...fields, carPhotoURL: '/sdk/files/notmyfile123' });
    expect(foreignPhoto.status).toBe(400);
    expect(foreignPhoto.body.errorDetails?.detail).toBe('Something went wrong, could not upload Vehicle Photo');
    const noUser = await call('POST', API.vehicles, resident, fields);
    expect(noUser.body.errorDetails?.detail).toBe('User ID is empty');
    expect(await count()).toBe(0);
    const anonymous = await t.app.inject({ method: 'GET', url: `${API.vehicles}?userID=${resident.userId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('applies vehicle mutations exactly once through push and publishes them to the owner only', async () => {
    const clientId = `veh-${dialect}`;
    const vehicleId = `v${dialect}000001`;
    const res = await push(t.app, resident, clientId, [
      { id: 1, name: 'vehicles.add', args: { vehicleId, ...fields } },
      { id: 2, name: 'vehicles.edit', args: { vehicleId, ...fields, model: 'Yaris' } },
      { id: 2, name: 'vehicles.edit', args: { vehicleId, ...fields, model: 'Duplicate' } },
    ]);
    expect(res.body.results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(res.body.lastMutationId).toBe(2);
    const row = await t.ctx.db.selectFrom('vehicles').selectAll().where('id', '=', vehicleId).executeTakeFirstOrThrow();
    expect(row.model).toBe('Yaris');

    const mine = await pullAll(t.app, resident);
    expect(mine.changes.filter((c) => c.table === 'vehicles' && c.id === vehicleId).at(-1)?.data).toMatchObject({ model: 'Yaris' });
    const theirs = await pullAll(t.app, neighbour);
    expect(theirs.changes.some((c) => c.table === 'vehicles')).toBe(false);

    // The neighbour's mutations on the resident's vehicle are refused with the spec's message.
    const refused = await push(t.app, neighbour, `nb-${dialect}`, [
      { id: 1, name: 'vehicles.edit', args: { vehicleId, ...fields, make: 'Stolen' } },
      { id: 2, name: 'vehicles.delete', args: { vehicleId } },
      { id: 3, name: 'vehicles.add', args: { vehicleId, ...fields } },
      { id: 4, name: 'vehicles.add', args: { vehicleId: `x${dialect}000009`, ...fields, model: '' } },
    ]);
    expect(refused.body.results).toEqual([
      { id: 1, ok: false, error: 'Vehicle details could not be changed' },
      { id: 2, ok: false, error: 'Vehicle could not be Deleted' },
      { id: 3, ok: false, error: 'Vehicle could not be added' },
      { id: 4, ok: false, error: 'Please enter the Model' },
    ]);
    const still = await t.ctx.db.selectFrom('vehicles').selectAll().where('id', '=', vehicleId).executeTakeFirstOrThrow();
    expect([still.make, still.user_id]).toEqual(['Toyota', resident.userId]);
    expect(await count()).toBe(1);

    const gone = await push(t.app, resident, clientId, [{ id: 3, name: 'vehicles.delete', args: { vehicleId } }]);
    expect(gone.body.results[0]?.ok).toBe(true);
    const after = await pullAll(t.app, resident);
    expect(after.changes.find((c) => c.table === 'vehicles' && c.id === vehicleId)?.op).toBe('del');
  });
});
