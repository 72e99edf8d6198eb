import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PushGapResponseSchema } from '../../src/contract/sync';
import { availableDialects } from '../helpers/test-app';
import { contactArgs, pull, pullAll, push } from './sync-helpers';
import { NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';

const dialects = await availableDialects();

describe.each(dialects)('sync push (%s)', (dialect) => {
  const {
    t,
    people: [resident, neighbour],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR]);
  let n = 0;
  const newClient = () => `client-${dialect}-${Date.now()}-${++n}`;

  const version = async () => Number((await t.ctx.db.selectFrom('sync_state').select('version').executeTakeFirstOrThrow()).version);
  const contactsRow = async (userId: string) => t.ctx.db.selectFrom('contacts').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const lastId = async (clientId: string) =>
    Number((await t.ctx.db.selectFrom('sync_clients').select('last_mutation_id').where('client_id', '=', clientId).executeTakeFirst())?.last_mutation_id ?? 0);

  it('applies a mutation once and skips duplicates, also pushed in parallel', async () => {
    const clientId = newClient();
    const m = [{ id: 1, name: 'contacts.save', args: contactArgs('0820000001') }];
    const first = await push(t.app, resident, clientId, m);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ lastMutationId: 1, results: [{ id: 1, ok: true }] });
    expect((await contactsRow(resident.userId))?.cell).toBe('0820000001');
    const v = await version();

    // Someone else changes the row meanwhile; a replay must not overwrite it.
    await push(t.app, resident, newClient(), [{ id: 1, name: 'contacts.save', args: contactArgs('0820000002') }]);
    const v2 = await version();
    const again = await push(t.app, resident, clientId, m);
    expect(again.status).toBe(200);
    expect(again.body.results).toEqual([{ id: 1, ok: true }]);
    const parallel = await Promise.all(Array.from({ length: 5 }, () => push(t.app, resident, clientId, m)));
    for (const p of parallel) expect(p.body).toEqual({ lastMutationId: 1, results: [{ id: 1, ok: true }] });
    expect(await version()).toBe(v2);
    expect(v2).toBe(v + 1);
    expect((await contactsRow(resident.userId))?.cell).toBe('0820000002');
    expect(await lastId(clientId)).toBe(1);
  });

  it('applies a new mutation exactly once when five identical pushes race', async () => {
    const clientId = newClient();
    const v = await version();
    const m = [{ id: 1, name: 'contacts.save', args: contactArgs('0820000009') }];
    const all = await Promise.all(Array.from({ length: 5 }, () => push(t.app, resident, clientId, m)));
    for (const p of all) expect(p.body).toEqual({ lastMutationId: 1, results: [{ id: 1, ok: true }] });
    expect(await version()).toBe(v + 1);
  });

  it('refuses a gap with 409 and applies nothing', async () => {
    const clientId = newClient();
    await push(t.app, resident, clientId, [{ id: 1, name: 'contacts.save', args: contactArgs('0820000003') }]);
    const v = await version();
    const gap = await push(t.app, resident, clientId, [{ id: 3, name: 'contacts.save', args: contactArgs('0820000004') }]);
    expect(gap.status).toBe(409);
    expect(gap.body).toMatchObject({ status: 'error', errorCode: 'sync/gap', errorDescription: 'Mutation out of order', lastMutationId: 1 });
    expect(await version()).toBe(v);
    expect((await contactsRow(resident.userId))?.cell).toBe('0820000003');
    expect(await lastId(clientId)).toBe(1);
  });

  it('answers a gap after part of the batch with the results committed so far', async () => {
    const clientId = newClient();
    await push(t.app, resident, clientId, [{ id: 1, name: 'contacts.save', args: contactArgs('0820000011') }]);
    const before = await version();
    // [2, 4]: 2 commits, then 4 is a gap ("expected 3").
    const gap = await push(t.app, resident, clientId, [
      { id: 2, name: 'contacts.save', args: contactArgs('0820000012') },
      { id: 4, name: 'contacts.save', args: contactArgs('0820000014') },
    ]);
    expect(gap.status).toBe(409);
    expect(v.safeParse(PushGapResponseSchema, gap.body).success).toBe(true);
    expect(gap.body).toMatchObject({
      errorCode: 'sync/gap',
      lastMutationId: 2,
      results: [{ id: 2, ok: true }],
      errorDetails: { detail: 'Expected mutation 3' },
    });
    expect(await version()).toBe(before + 1);
    expect(await lastId(clientId)).toBe(2);
    // A refusal before the gap is reported too, and a gap at the first mutation has no results.
    const refusedThenGap = await push(t.app, resident, clientId, [
      { id: 3, name: 'contacts.save', args: { ...contactArgs(''), cellNumber: 'abc' } },
      { id: 9, name: 'contacts.save', args: contactArgs('0820000019') },
    ]);
    expect(refusedThenGap.body).toMatchObject({ lastMutationId: 3, results: [{ id: 3, ok: false, error: 'Please enter a valid phone number' }] });
    const first = await push(t.app, resident, clientId, [{ id: 9, name: 'contacts.save', args: contactArgs('0820000019') }]);
    expect(first.body).toMatchObject({ status: 'error', lastMutationId: 3, results: [] });
  });

  it('answers a refused mutation sent again (answer lost) with the same refusal, not ok', async () => {
    const clientId = newClient();
    const refused = [{ id: 1, name: 'contacts.save', args: { ...contactArgs(''), cellNumber: 'abc' } }];
    const first = await push(t.app, resident, clientId, refused);
    expect(first.body.results).toEqual([{ id: 1, ok: false, error: 'Please enter a valid phone number' }]);
    const again = await push(t.app, resident, clientId, refused);
    expect(again.body).toEqual({ lastMutationId: 1, results: [{ id: 1, ok: false, error: 'Please enter a valid phone number' }] });
  });

  it('applies once when the answer was lost and the client pushes again', async () => {
    const clientId = newClient();
    const batch = [
      { id: 1, name: 'contacts.save', args: contactArgs('0820000005') },
      { id: 2, name: 'contacts.save', args: contactArgs('0820000006') },
    ];
    await push(t.app, resident, clientId, batch.slice(0, 1)); // answer dropped
    const v = await version();
    const retry = await push(t.app, resident, clientId, batch);
    expect(retry.body).toEqual({
      lastMutationId: 2,
      results: [
        { id: 1, ok: true },
        { id: 2, ok: true },
      ],
    });
    expect(await version()).toBe(v + 1);
    expect((await contactsRow(resident.userId))?.cell).toBe('0820000006');
  });

  it('rejects invalid args with the message, advances lastMutationId and publishes a mutationErrors row', async () => {
    const clientId = newClient();
    const before = (await contactsRow(resident.userId))?.cell;
    const res = await push(t.app, resident, clientId, [
      { id: 1, name: 'contacts.save', args: { ...contactArgs('not a phone'), cellNumber: 'abc' } },
      { id: 2, name: 'nope.unknown', args: {} },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.lastMutationId).toBe(2);
    expect(res.body.results[0]).toEqual({ id: 1, ok: false, error: 'Please enter a valid phone number' });
    expect(res.body.results[1]?.ok).toBe(false);
    expect((await contactsRow(resident.userId))?.cell).toBe(before);
    const { changes } = await pullAll(t.app, resident);
    const error = changes.find((c) => c.table === 'mutationErrors' && c.id === `${clientId}:1`);
    expect(error?.data).toEqual({ id: `${clientId}:1`, clientId, mutationId: 1, name: 'contacts.save', message: 'Please enter a valid phone number' });
    // The next id continues after the rejected ones.
    const next = await push(t.app, resident, clientId, [{ id: 3, name: 'contacts.save', args: contactArgs('0820000007') }]);
    expect(next.body.results).toEqual([{ id: 3, ok: true }]);
  });

  it("refuses another user's client id with 403", async () => {
    const clientId = newClient();
    await push(t.app, resident, clientId, [{ id: 1, name: 'contacts.save', args: contactArgs('0820000008') }]);
    const res = await push(t.app, neighbour, clientId, [{ id: 2, name: 'contacts.save', args: contactArgs('0830000000') }]);
    expect(res.status).toBe(403);
    expect(res.body.errorDescription).toBe('This client belongs to another user.');
    const p = await pull(t.app, neighbour, { clientId });
    expect(p.status).toBe(403);
    const own = await pull(t.app, resident, { clientId });
    expect(own.body.lastMutationId).toBe(1);
  });

  it("never shows one user's rows to another", async () => {
    const { changes } = await pullAll(t.app, neighbour, 3);
    const residentRows = changes.filter(
      (c) => c.id === resident.userId || c.data?.userId === resident.userId || c.data?.clientId?.toString().includes(resident.userId),
    );
    expect(residentRows).toEqual([]);
    expect(changes.some((c) => c.table === 'contacts' && c.id === resident.userId)).toBe(false);
    expect(changes.some((c) => c.table === 'mutationErrors')).toBe(false);
    const mine = await pullAll(t.app, resident);
    expect(mine.changes.some((c) => c.table === 'contacts' && c.id === resident.userId)).toBe(true);
  });

  it('answers the spec REST contact endpoints', async () => {
    const auth = { authorization: `Bearer ${resident.token}` };
    const put = await t.app.inject({
      method: 'PUT',
      url: `/sdk/userapi/user/contact?userID=${resident.userId}`,
      headers: auth,
      payload: { cell: '0821112222', home: '', work: '', emergencyContactName: 'Sipho', emergencyContactNumber: '0823334444' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ status: 'success', details: [] });
    const get = await t.app.inject({ method: 'GET', url: `/sdk/userapi/user/contact?userID=${resident.userId}`, headers: auth });
    expect(get.json()).toEqual({
      status: 'success',
      details: [{ cellNumber: '0821112222', homeNumber: '', workNumber: '', emergencyContactName: 'Sipho', emergencyContactNumber: '0823334444' }],
    });
    const missing = await t.app.inject({ method: 'GET', url: '/sdk/userapi/user/contact', headers: auth });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorDescription).toBe('User ID is empty');
    const other = await t.app.inject({ method: 'GET', url: `/sdk/userapi/user/contact?userID=${neighbour.userId}`, headers: auth });
    expect(other.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/sdk/userapi/user/contact?userID=${resident.userId}`,
      headers: auth,
      payload: { cell: 'abc', home: '', work: '', emergencyContactName: '', emergencyContactNumber: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorDescription).toBe('Please enter a valid phone number');
  });
});
