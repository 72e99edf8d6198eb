import { describe, expect, it } from 'vitest';
import type { AccessRequest } from '../../src/contract/access-requests';
import type { Notification } from '../../src/contract/notifications';
import type { Change } from '../../src/contract/sync';
import { ACCESS_REQUEST_ANSWER_MS, ACCESS_REQUEST_KEEP_DAYS } from '../../src/domain/access-requests';
import { answerableRequestId } from '../../src/domain/push';
import { ROLES } from '../../src/domain/roles';
import { ACCESS_REQUEST_MESSAGES } from '../../src/i18n/en/access-requests';
import { REFUSAL_TYPE } from '../../server/modules/invites/pass-uses.service';
import { purgeOldAccessRequests } from '../../server/modules/access-requests/access-requests.service';
import { deleteAccount } from '../../server/modules/account-deletion/account-deletion.service';
import { writeTransaction } from '../../server/sync/change-log';
import { BAOBAB_RIDGE, GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast, WILLOW_CREEK } from '../helpers/cast';
import { makePeopleConfig, makeUser, type Caller } from '../helpers/factories';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { peopleConfig, rowId, upload } from './people-helpers';

const dialects = await availableDialects();
const WC = WILLOW_CREEK.id;

const latest = <T>(changes: Change[], table: Change['table'], id: string): T | null | undefined => {
  const last = changes.filter((c) => c.table === table && c.id === id).at(-1);
  return last === undefined ? undefined : last.op === 'del' ? null : (last.data as T);
};

describe.each(dialects)('visitor access requests on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, guard, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER]);

  const ask = (overrides: Record<string, unknown> = {}) => ({
    id: rowId('ar'),
    estateId: WC,
    unitNo: '12',
    visitorName: 'Ayanda Zulu',
    note: 'Delivery from the pharmacy',
    ...overrides,
  });
  const send = async (who: Caller, name: string, args: object) => (await push(t.app, who, rowId('cl'), [{ id: 1, name, args }])).body.results[0];
  const row = (id: string) => t.ctx.db.selectFrom('access_requests').selectAll().where('id', '=', id).executeTakeFirst();
  // The describe block shares one database: counts are taken before and after.
  const requestNotes = (userId: string, requestId?: string) => {
    const query = t.ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('type', '=', REFUSAL_TYPE);
    return (requestId === undefined ? query : query.where('approval_uid', '=', requestId)).execute();
  };
  const count = async () => (await t.ctx.db.selectFrom('access_requests').select('id').execute()).length;
  const housemate = () => makeUser(t, { firstName: 'Nomsa', lastName: 'Mokoena', roles: [{ estateId: WC, role: ROLES.resident, unitNo: '12' }] });

  it('gate staff ask once (a replayed id changes nothing) and every person of the unit is notified once, answerable', async () => {
    const mate = await housemate();
    const args = ask();
    const clientId = rowId('cl');
    const pushed = await push(t.app, guard, clientId, [
      { id: 1, name: 'accessRequests.create', args },
      { id: 2, name: 'accessRequests.create', args: { ...args, visitorName: 'Replayed' } },
    ]);
    expect(pushed.body.results.map((r) => r.ok)).toEqual([true, true]);
    // The same mutation id again (a console's retry after a lost answer) is applied once.
    expect((await push(t.app, guard, clientId, [{ id: 1, name: 'accessRequests.create', args }])).body.results[0]?.ok).toBe(true);
    const stored = await row(args.id);
    expect(stored).toMatchObject({
      visitor_name: 'Ayanda Zulu',
      unit_no: '12',
      state: 'PENDING',
      guard_user_id: guard.userId,
      guard_name: 'Sipho Dlamini',
      answered_by: '',
    });
    for (const person of [resident, mate]) {
      const notes = await requestNotes(person.userId, args.id);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        type: 'Visitor Access Request',
        title: ACCESS_REQUEST_MESSAGES.notificationTitle,
        description: 'Ayanda Zulu is at the gate for unit 12. Let them in?',
        action_id: args.id,
        action_type: 'request',
        approval_uid: args.id,
        estate_id: WC,
      });
    }
    expect(await requestNotes(neighbour.userId, args.id)).toHaveLength(0);
    expect(await requestNotes(guard.userId, args.id)).toHaveLength(0);
    // The resident's device reads it as a request to answer.
    const pulled = await pullAll(t.app, resident);
    const note = pulled.changes
      .filter((c) => c.table === 'notifications')
      .map((c) => c.data as Notification)
      .find((n) => n.approvalUID === args.id);
    expect(note && answerableRequestId(note)).toBe(args.id);
  });

  it("records the console's gate by its zone's name (093), for the unit's people and the gate; none chosen or unknown: none", async () => {
    await makePeopleConfig(t, WC, peopleConfig());
    const atClubhouse = ask({ zoneId: 2 });
    const noZone = ask();
    const unknownZone = ask({ zoneId: 77 });
    for (const args of [atClubhouse, noZone, unknownZone]) expect(await send(guard, 'accessRequests.create', args)).toEqual({ id: 1, ok: true });
    expect((await row(atClubhouse.id))?.gate_name).toBe('Clubhouse');
    expect((await row(noZone.id))?.gate_name).toBe('');
    expect((await row(unknownZone.id))?.gate_name).toBe('');
    for (const who of [resident, guard]) {
      const { changes } = await pullAll(t.app, who);
      expect(latest<AccessRequest>(changes, 'accessRequests', atClubhouse.id)).toMatchObject({ gateName: 'Clubhouse', unitNo: '12' });
      expect(latest<AccessRequest>(changes, 'accessRequests', noZone.id)).toMatchObject({ gateName: '' });
    }
    expect(await send(guard, 'accessRequests.create', ask({ zoneId: -1 }))).toMatchObject({ ok: false });
  });

  it('refuses a caller who is not gate staff of the estate, an unknown unit and bad input; nothing is written', async () => {
    const otherGuard = await makeUser(t, { roles: [{ estateId: BAOBAB_RIDGE.id, role: ROLES.guard }] });
    const before = { requests: await count(), notes: (await requestNotes(resident.userId)).length };
    expect(await send(resident, 'accessRequests.create', ask())).toEqual({ id: 1, ok: false, error: ACCESS_REQUEST_MESSAGES.notGuard });
    expect(await send(otherGuard, 'accessRequests.create', ask())).toEqual({ id: 1, ok: false, error: ACCESS_REQUEST_MESSAGES.notGuard });
    expect(await send(guard, 'accessRequests.create', ask({ unitNo: '99' }))).toEqual({ id: 1, ok: false, error: ACCESS_REQUEST_MESSAGES.unknownUnit });
    expect(await send(guard, 'accessRequests.create', ask({ visitorName: '  ' }))).toMatchObject({
      ok: false,
      error: ACCESS_REQUEST_MESSAGES.visitorNameRequired,
    });
    expect(await send(guard, 'accessRequests.create', ask({ estateId: 2 ** 40 }))).toMatchObject({ ok: false });
    // Another guard's id is not taken over.
    const args = ask();
    expect(await send(manager, 'accessRequests.create', args)).toEqual({ id: 1, ok: true });
    expect(await send(guard, 'accessRequests.create', args)).toEqual({ id: 1, ok: false, error: ACCESS_REQUEST_MESSAGES.exists });
    expect(await count()).toBe(before.requests + 1);
    expect(await requestNotes(resident.userId)).toHaveLength(before.notes + 1);
  });

  it("the first answer stands: another resident's later one is refused with who answered, the same person's changes nothing; others are refused", async () => {
    const mate = await housemate();
    const args = ask();
    expect(await send(guard, 'accessRequests.create', args)).toEqual({ id: 1, ok: true });
    // Not a person of the unit: a neighbour (403), a guard of the estate (403), a stranger to the estate (404, as for none).
    const stranger = await makeUser(t, { roles: [{ estateId: BAOBAB_RIDGE.id, role: ROLES.resident, unitNo: '12' }] });
    expect(await send(neighbour, 'accessRequests.answer', { id: args.id, answer: 'APPROVED' })).toEqual({
      id: 1,
      ok: false,
      error: ACCESS_REQUEST_MESSAGES.notYourUnit,
    });
    expect(await send(guard, 'accessRequests.answer', { id: args.id, answer: 'APPROVED' })).toEqual({
      id: 1,
      ok: false,
      error: ACCESS_REQUEST_MESSAGES.notYourUnit,
    });
    expect(await send(stranger, 'accessRequests.answer', { id: args.id, answer: 'APPROVED' })).toEqual({
      id: 1,
      ok: false,
      error: ACCESS_REQUEST_MESSAGES.notFound,
    });
    expect(await send(resident, 'accessRequests.answer', { id: rowId('ar'), answer: 'APPROVED' })).toEqual({
      id: 1,
      ok: false,
      error: ACCESS_REQUEST_MESSAGES.notFound,
    });
    expect((await row(args.id))?.state).toBe('PENDING');

    expect(await send(resident, 'accessRequests.answer', { id: args.id, answer: 'APPROVED' })).toEqual({ id: 1, ok: true });
    const answered = await row(args.id);
    expect(answered).toMatchObject({ state: 'APPROVED', answered_by: resident.userId, answered_by_name: 'Thandi Mokoena' });
    // A second answer from the housemate is refused with who answered what (their device rolls it back);
    // the resident's own other device: no error, no change.
    expect(await send(mate, 'accessRequests.answer', { id: args.id, answer: 'DECLINED' })).toEqual({
      id: 1,
      ok: false,
      error: 'Thandi Mokoena already approved this visitor.',
    });
    expect(await send(resident, 'accessRequests.answer', { id: args.id, answer: 'DECLINED' })).toEqual({ id: 1, ok: true });
    expect(await row(args.id)).toEqual(answered);

    // Both scopes receive the answered row: the guard's console and the unit's people; not the neighbour.
    for (const who of [guard, manager, resident, mate]) {
      expect(latest<AccessRequest>((await pullAll(t.app, who)).changes, 'accessRequests', args.id)).toMatchObject({
        id: args.id,
        state: 'APPROVED',
        answeredBy: resident.userId,
        answeredByName: 'Thandi Mokoena',
        visitorName: 'Ayanda Zulu',
        note: 'Delivery from the pharmacy',
      });
    }
    expect(latest((await pullAll(t.app, neighbour)).changes, 'accessRequests', args.id)).toBeUndefined();
  });

  it('refuses an answer after the answer window and records none (the request shows as not answered on both sides)', async () => {
    const args = ask();
    expect(await send(guard, 'accessRequests.create', args)).toEqual({ id: 1, ok: true });
    await t.ctx.db
      .updateTable('access_requests')
      .set({ created_at: Date.now() - ACCESS_REQUEST_ANSWER_MS - 1000 })
      .where('id', '=', args.id)
      .execute();
    expect(await send(resident, 'accessRequests.answer', { id: args.id, answer: 'APPROVED' })).toEqual({
      id: 1,
      ok: false,
      error: ACCESS_REQUEST_MESSAGES.notAnsweredInTime,
    });
    expect((await row(args.id))?.state).toBe('PENDING');
  });

  it('purges requests past their keeping time with their change-log entries, no tombstone; newer ones stay', async () => {
    const old = ask();
    const fresh = ask();
    expect(await send(guard, 'accessRequests.create', old)).toEqual({ id: 1, ok: true });
    expect(await send(guard, 'accessRequests.create', fresh)).toEqual({ id: 1, ok: true });
    const longAgo = Date.now() - (ACCESS_REQUEST_KEEP_DAYS + 1) * 86_400_000;
    await t.ctx.db.updateTable('access_requests').set({ created_at: longAgo }).where('id', '=', old.id).execute();
    const purged = await purgeOldAccessRequests(t.ctx, Date.now(), 1);
    expect(purged.access_requests).toBe(1);
    expect(await row(old.id)).toBeUndefined();
    expect(await row(fresh.id)).toBeDefined();
    const logged = await t.ctx.db.selectFrom('change_log').select('row_id').where('tbl', '=', 'accessRequests').execute();
    const ids = new Set(logged.map((r) => r.row_id));
    expect([ids.has(old.id), ids.has(fresh.id)]).toEqual([false, true]);
  });

  it("the guard's photo of the visitor joins their request; the unit's people and gate staff may read it, nobody else", async () => {
    const args = ask();
    expect(await send(guard, 'accessRequests.create', args)).toEqual({ id: 1, ok: true });
    const photo = await upload(t.app, guard);
    expect(photo.status).toBe(200);
    const theirs = await upload(t.app, resident);
    // Only the guard who asked, and only with their own upload; nothing is written otherwise.
    expect(await send(resident, 'accessRequests.setPhoto', { id: args.id, url: theirs.url })).toEqual({
      id: 1,
      ok: false,
      error: ACCESS_REQUEST_MESSAGES.notFound,
    });
    expect(await send(guard, 'accessRequests.setPhoto', { id: args.id, url: theirs.url })).toEqual({
      id: 1,
      ok: false,
      error: ACCESS_REQUEST_MESSAGES.photoFailed,
    });
    expect(await send(guard, 'accessRequests.setPhoto', { id: rowId('ar'), url: photo.url })).toEqual({
      id: 1,
      ok: false,
      error: ACCESS_REQUEST_MESSAGES.notFound,
    });
    const read = async (who: Caller) => (await t.app.inject({ method: 'GET', url: photo.url, headers: { authorization: `Bearer ${who.token}` } })).statusCode;
    expect(await read(resident)).toBe(404);
    expect((await row(args.id))?.photo_url).toBe('');

    expect(await send(guard, 'accessRequests.setPhoto', { id: args.id, url: photo.url })).toEqual({ id: 1, ok: true });
    expect((await row(args.id))?.photo_url).toBe(photo.url);
    expect(latest<AccessRequest>((await pullAll(t.app, resident)).changes, 'accessRequests', args.id)).toMatchObject({ photoUrl: photo.url });
    // The unit's people, the guard and the estate manager may read it; a neighbour (another unit) may not.
    expect([await read(resident), await read(guard), await read(manager), await read(neighbour)]).toEqual([200, 200, 200, 404]);
    // The unused-upload purge keeps it while the request names it.
    const used = await Promise.all(t.ctx.hooks.fileReferences.map((check) => check(t.ctx.db, [photo.url.slice(photo.url.lastIndexOf('/') + 1)])));
    expect(used.flat()).toHaveLength(1);
  });

  it("a deleted account's name leaves the requests it asked or answered; the request stays", async () => {
    const args = ask();
    expect(await send(guard, 'accessRequests.create', args)).toEqual({ id: 1, ok: true });
    expect(await send(resident, 'accessRequests.answer', { id: args.id, answer: 'DECLINED' })).toEqual({ id: 1, ok: true });
    await writeTransaction(t.ctx.db, (trx) => deleteAccount(trx, t.ctx, resident.userId));
    expect(await row(args.id)).toMatchObject({ state: 'DECLINED', answered_by: '', answered_by_name: '', guard_name: 'Sipho Dlamini' });
    expect(latest<AccessRequest>((await pullAll(t.app, guard)).changes, 'accessRequests', args.id)).toMatchObject({ answeredBy: '', answeredByName: '' });
  });
});
