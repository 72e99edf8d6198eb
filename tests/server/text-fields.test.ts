import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { availableDialects } from '../helpers/test-app';
import { push } from '../sync/sync-helpers';
import { MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import type { Caller } from '../helpers/factories';

const dialects = await availableDialects();
const UNSUPPORTED = 'Please remove unsupported characters.';

/**
 * NUL and lone surrogates never reach the database: the contract's text() refuses them on
 * every route and mutation with a message (4xx or a mutation refusal), never a 500, and the
 * profile details follow the screen's length rules.
 */
describe.each(dialects)('text fields on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, MANAGER]);

  type Answer = { status: number; body: { errorCode?: string; errorDescription?: string; errorDetails?: { detail: string } } };
  const send = async (method: 'POST' | 'PUT', url: string, who: Caller | null, payload: object): Promise<Answer> => {
    const res = await t.app.inject({ method, url, headers: who ? { authorization: `Bearer ${who.token}` } : {}, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const snapshot = async () => ({
    user: await t.ctx.db.selectFrom('users').select(['first_name', 'last_name', 'display_name']).where('id', '=', resident.userId).executeTakeFirstOrThrow(),
    changes: Number(
      (
        await t.ctx.db
          .selectFrom('change_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    details: await t.ctx.db.selectFrom('profile_details').selectAll().where('user_id', '=', resident.userId).execute(),
  });
  const putDetails = (body: object) => send('PUT', `${API.userDetail}?userID=${resident.userId}`, resident, body);

  it("refuses a 200,000-character name with a NUL and a lone surrogate with the screen's message; nothing stored or republished", async () => {
    const before = await snapshot();
    const name = `${'a'.repeat(100_000)}\u0000${'b'.repeat(99_998)}\uD800`;
    expect(name).toHaveLength(200_000);
    const res = await putDetails({ firstName: name, lastName: 'Mokoena' });
    expect(res.status).toBe(400);
    expect(res.body.errorDescription).toBe(UNSUPPORTED);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [{ firstName: 'a'.repeat(200_000), lastName: 'Mokoena' }, 'Please enter at most 100 characters.'],
    [{ firstName: 'Thandi', lastName: 'Mo\uDC00koena' }, UNSUPPORTED],
    [{ firstName: 'Thandi', lastName: 'Mokoena', passportNumber: 'A12\u0000' }, UNSUPPORTED],
    [{ firstName: 'Thandi', lastName: 'Mokoena', countryOfBirth: 'x'.repeat(101) }, 'Please enter at most 100 characters.'],
  ])('refuses profile details %# with the screen message and stores nothing', async (body, message) => {
    const before = await snapshot();
    const res = await putDetails(body);
    expect(res.status).toBe(400);
    expect(res.body.errorDescription).toBe(message);
    expect(await snapshot()).toEqual(before);
  });

  it('still saves a name of 100 characters with letters beyond the BMP', async () => {
    const name = `${'𝒜'.repeat(10)}${'a'.repeat(80)}`;
    const res = await putDetails({ firstName: name, lastName: 'Mokoena' });
    expect(res.status).toBe(200);
    expect((await snapshot()).user.first_name).toBe(name);
  });

  it('refuses a NUL vehicle make and a lone-surrogate contact name pushed through sync as refusals, and the next write still applies', async () => {
    const clientId = `text-${dialect}-01`;
    const vehicle = {
      make: 'Toy\u0000ota',
      model: 'Corolla',
      registrationNumber: 'CA 123-456',
      colour: '',
      year: '',
      vinNumber: '',
      licenseDiscPhotoURL: '',
      carPhotoURL: '',
    };
    const res = await push(t.app, neighbour, clientId, [
      { id: 1, name: 'vehicles.add', args: { vehicleId: `v${dialect}text0001`, ...vehicle } },
      {
        id: 2,
        name: 'contacts.save',
        args: { cellNumber: '', homeNumber: '', workNumber: '', emergencyContactName: 'Ma\uD83Dma', emergencyContactNumber: '' },
      },
      { id: 3, name: 'vehicles.add', args: { vehicleId: `v${dialect}text0002`, ...vehicle, make: 'Toyota' } },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: 1, ok: false, error: UNSUPPORTED },
      { id: 2, ok: false, error: UNSUPPORTED },
      { id: 3, ok: true },
    ]);
    expect(res.body.lastMutationId).toBe(3);
    const makes = await t.ctx.db.selectFrom('vehicles').select('make').where('user_id', '=', neighbour.userId).execute();
    expect(makes).toEqual([{ make: 'Toyota' }]);
  });

  it('refuses NUL in a mutation name, a push client id and an online-only body with a 4xx, never a 500', async () => {
    const badName = await send('POST', API.syncPush, neighbour, {
      clientId: `text-${dialect}-02`,
      mutations: [{ id: 1, name: 'vehicles.add\u0000', args: {} }],
    });
    expect(badName.status).toBe(400);
    expect(badName.body.errorDescription).toBe(UNSUPPORTED);
    const notify = await send('POST', API.notificationsSend, manager, { estateId: 91, title: 'Water \u0000off', description: 'Tomorrow' });
    expect(notify.status).toBe(400);
    expect(notify.body.errorDescription).toBe(UNSUPPORTED);
    const signIn = await send('POST', API.signIn, null, { userEmail: 'resident@example.com', userPassword: 'Resident#2026\uD800' });
    expect(signIn.status).toBe(400);
  });
});
