import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/db';
import { answerRequest, askResident } from '../../src/features/access-requests/access-requests.api';
import { ACCESS_REQUEST_MESSAGES } from '../../src/i18n/en/access-requests';
import { syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { dismissRefusedWrite } from '../../src/sync/outbox';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { GUARD, insertCast, RESIDENT, WILLOW_CREEK } from '../helpers/cast';
import { makePeopleConfig, makeUser, signInAs } from '../helpers/factories';
import { ROLES } from '../../src/domain/roles';
import { push } from '../sync/sync-helpers';
import { peopleConfig, rowId } from '../server/people-helpers';

/** Visitor access requests written by the real client code on fake-indexeddb against the real server. */
const h = useClientHarness({ setUp: (t) => insertCast(t, [RESIDENT, GUARD]) });
const WC = WILLOW_CREEK.id;
const serverRow = (id: string) => h.t.ctx.db.selectFrom('access_requests').selectAll().where('id', '=', id).executeTakeFirst();
const notesFor = (requestId: string) => h.t.ctx.db.selectFrom('notifications').select('user_id').where('approval_uid', '=', requestId).execute();
const reload = async () => {
  db.close();
  await db.open();
};

describe('visitor access requests through the outbox', () => {
  it("the guard's request made offline waits on the console, survives a reload and reaches the server exactly once", async () => {
    await signInClient(GUARD);
    configureTransport({ baseUrl: CLOSED });
    const answer = await askResident({ estateId: WC, unitNo: '12', visitorName: 'Ayanda Zulu', note: '' });
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.outcome.kind).toBe('pending');
    await syncIdle();
    expect(await db.accessRequests.get(answer.id)).toMatchObject({ state: 'PENDING', visitorName: 'Ayanda Zulu', unitNo: '12' });

    await reload();
    expect(await db.accessRequests.get(answer.id)).toMatchObject({ state: 'PENDING' });
    expect((await db.outbox.toArray()).map((e) => [e.name, e.status])).toEqual([['accessRequests.create', 'pending']]);
    expect(await serverRow(answer.id)).toBeUndefined();

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    expect(await serverRow(answer.id)).toMatchObject({ state: 'PENDING', visitor_name: 'Ayanda Zulu' });
    expect(await notesFor(answer.id)).toHaveLength(1);
    await pullOnce();
    expect(await db.accessRequests.get(answer.id)).toMatchObject({ state: 'PENDING', guardName: 'Sipho Dlamini' });
  });

  it("names the console's gate: the zone's name on the console at once (offline) and on the server's row", async () => {
    await makePeopleConfig(h.t, WC, peopleConfig());
    await signInClient(GUARD);
    configureTransport({ baseUrl: CLOSED });
    const answer = await askResident({ estateId: WC, unitNo: '12', visitorName: 'Zola Gate', note: '', zoneId: 2 });
    if (!answer.ok) throw new Error(answer.message);
    await syncIdle();
    expect(await db.accessRequests.get(answer.id)).toMatchObject({ state: 'PENDING', gateName: 'Clubhouse' });
    const none = await askResident({ estateId: WC, unitNo: '12', visitorName: 'Zola Nogate', note: '', zoneId: null });
    if (!none.ok) throw new Error(none.message);
    expect(await db.accessRequests.get(none.id)).toMatchObject({ gateName: '' });

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    expect(await serverRow(answer.id)).toMatchObject({ gate_name: 'Clubhouse' });
    expect(await serverRow(none.id)).toMatchObject({ gate_name: '' });
  });

  it('bad input names its field and keeps nothing; an unknown unit is refused and stays until dismissed', async () => {
    await signInClient(GUARD);
    const synced = await db.accessRequests.count();
    expect(await askResident({ estateId: WC, unitNo: '12', visitorName: ' ', note: '' })).toEqual({
      ok: false,
      field: 'visitorName',
      message: ACCESS_REQUEST_MESSAGES.visitorNameRequired,
    });
    expect(await askResident({ estateId: WC, unitNo: '', visitorName: 'Sam', note: '' })).toEqual({
      ok: false,
      field: 'unitNo',
      message: ACCESS_REQUEST_MESSAGES.unitRequired,
    });
    expect(await db.outbox.count()).toBe(0);
    const refused = await askResident({ estateId: WC, unitNo: '99', visitorName: 'Sam', note: '' });
    if (!refused.ok) throw new Error(refused.message);
    expect(refused.outcome).toMatchObject({ kind: 'refused', message: ACCESS_REQUEST_MESSAGES.unknownUnit });
    expect(await db.accessRequests.count()).toBe(synced);
    const [failed] = await db.outbox.toArray();
    await dismissRefusedWrite(failed?.id ?? 0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("the resident's answer made offline shows at once, survives a reload and reaches the server exactly once", async () => {
    const guard = await signInAs(h.t.app, GUARD);
    const id = rowId('ar');
    const pushed = await push(h.t.app, guard, rowId('cl'), [
      { id: 1, name: 'accessRequests.create', args: { id, estateId: WC, unitNo: '12', visitorName: 'Lindiwe Zulu' } },
    ]);
    expect(pushed.body.results[0]?.ok).toBe(true);

    await signInClient(RESIDENT);
    expect(await db.accessRequests.get(id)).toMatchObject({ state: 'PENDING', visitorName: 'Lindiwe Zulu' });
    configureTransport({ baseUrl: CLOSED });
    expect(await answerRequest(id, 'APPROVED')).toEqual({ kind: 'pending' });
    await syncIdle();
    expect(await db.accessRequests.get(id)).toMatchObject({ state: 'APPROVED', answeredByName: 'Thandi Mokoena' });
    // A second tap (the notification's action on another screen) changes nothing on the device either.
    await answerRequest(id, 'DECLINED');
    await syncIdle();
    expect(await db.accessRequests.get(id)).toMatchObject({ state: 'APPROVED' });

    await reload();
    expect(await db.accessRequests.get(id)).toMatchObject({ state: 'APPROVED' });
    expect(await serverRow(id)).toMatchObject({ state: 'PENDING' });

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    const stored = await serverRow(id);
    expect(stored).toMatchObject({ state: 'APPROVED', answered_by_name: 'Thandi Mokoena' });
    await pullOnce();
    expect(await db.accessRequests.get(id)).toMatchObject({ state: 'APPROVED', answeredAt: Number(stored?.answered_at) });
  });
  it('an answer another resident beat to the server is refused with who answered, and the device shows theirs', async () => {
    const guard = await signInAs(h.t.app, GUARD);
    const id = rowId('ar');
    await push(h.t.app, guard, rowId('cl'), [{ id: 1, name: 'accessRequests.create', args: { id, estateId: WC, unitNo: '12', visitorName: 'Themba Nkosi' } }]);
    const mate = await makeUser(h.t, { firstName: 'Nomsa', lastName: 'Mokoena', roles: [{ estateId: WC, role: ROLES.resident, unitNo: '12' }] });

    await signInClient(RESIDENT);
    configureTransport({ baseUrl: CLOSED });
    expect(await answerRequest(id, 'APPROVED')).toEqual({ kind: 'pending' });
    expect(await db.accessRequests.get(id)).toMatchObject({ state: 'APPROVED' });
    // Meanwhile the housemate denies from their phone: theirs stands.
    const first = await push(h.t.app, mate, rowId('cl'), [{ id: 1, name: 'accessRequests.answer', args: { id, answer: 'DECLINED' } }]);
    expect(first.body.results[0]?.ok).toBe(true);

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    const [refused] = await db.outbox.toArray();
    expect(refused).toMatchObject({ status: 'failed', error: 'Nomsa Mokoena already denied this visitor.' });
    await pullOnce();
    expect(await db.accessRequests.get(id)).toMatchObject({ state: 'DECLINED', answeredByName: 'Nomsa Mokoena' });
    expect(await serverRow(id)).toMatchObject({ state: 'DECLINED', answered_by: mate.userId });
    await dismissRefusedWrite(refused?.id ?? 0);
    expect(await db.outbox.count()).toBe(0);
  });
});
