import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/db';
import { approveRequest, checkApproval, checkDecline, declineRequest } from '../../src/features/membership/membership.api';
import { MEMBERSHIP_MESSAGES } from '../../src/i18n/en/membership';
import { flushOutbox } from '../../src/sync/flush';
import { dismissRefusedWrite } from '../../src/sync/outbox';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import * as core from '../../server/modules/core/core.service';
import { writeTransaction } from '../../server/sync/change-log';
import { insertCast, MANAGER, WILLOW_CREEK } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { insertUser } from '../helpers/factories';

const WC = WILLOW_CREEK.id;

/** Requests to join, decided in the manager console's code on the real client (Dexie on fake-indexeddb) against the real server. */
const h = useClientHarness({
  setUp: async (t) => {
    await insertCast(t, [MANAGER]);
    await writeTransaction(t.ctx.db, (trx) =>
      core.insertUnit(trx, {
        estate_id: WC,
        unit_no: '15',
        stand_no: '',
        is_letting: 0,
        max_associates: 5,
        max_visitors: 5,
        max_guests: 0,
        updated_at: Date.now(),
      }),
    );
  },
});

/** A verified person's pending request to join Willow Creek (the sign-up's hook, then the verification's steps). */
async function pendingRequest(): Promise<{ requestId: string; userId: string }> {
  const { ctx } = h.t;
  const person = await insertUser(h.t, { defaultEstateId: WC });
  const hook = ctx.hooks.joinRequested;
  if (!hook) throw new Error('no module records membership requests');
  await writeTransaction(ctx.db, async (trx) => {
    await hook(trx, ctx, { userId: person.userId, estateId: WC, userType: 'resident', unitNo: '15' });
    for (const step of ctx.hooks.emailVerified) await step(trx, { id: person.userId, email: person.email }, ctx);
  });
  const row = await ctx.db.selectFrom('membership_requests').select('id').where('user_id', '=', person.userId).executeTakeFirstOrThrow();
  return { requestId: row.id, userId: person.userId };
}

const serverRoles = (userId: string) => h.t.ctx.db.selectFrom('user_roles').select(['role_name', 'unit_no']).where('user_id', '=', userId).execute();

describe('requests to join through the outbox', () => {
  it('an approval made offline shows at once, survives a reload, and reaches the server exactly once', async () => {
    const { requestId, userId } = await pendingRequest();
    await signInClient(MANAGER);
    expect(await db.membershipRequests.get(requestId)).toMatchObject({ status: 'pending', unitClaimed: '15' });

    configureTransport({ baseUrl: CLOSED });
    const checked = checkApproval(requestId, 'tenant', '15');
    if (!checked.ok) throw new Error(checked.message);
    expect((await approveRequest(checked.args)).kind).toBe('pending');
    expect(await db.membershipRequests.get(requestId)).toMatchObject({ status: 'approved', grantedRole: 'tenant', grantedUnitNo: '15' });

    db.close();
    await db.open();
    expect((await db.outbox.toArray()).map((e) => [e.name, e.status])).toEqual([['membership.approve', 'pending']]);
    expect(await serverRoles(userId)).toEqual([]);

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    expect(await serverRoles(userId)).toEqual([{ role_name: 'tenant', unit_no: '15' }]);
    await pullOnce();
    expect(await db.membershipRequests.get(requestId)).toMatchObject({ status: 'approved', grantedRole: 'tenant', decidedByName: 'Lerato Khumalo' });
  });

  it('a refused decision rolls back and stays until dismissed; bad input is refused before anything is queued', async () => {
    const { requestId } = await pendingRequest();
    await signInClient(MANAGER);
    expect(checkDecline(requestId, '  ')).toEqual({ ok: false, message: MEMBERSHIP_MESSAGES.reasonRequired });
    expect(checkApproval(requestId, 'owner', '')).toEqual({ ok: false, message: MEMBERSHIP_MESSAGES.unitRequired });
    expect(await db.outbox.count()).toBe(0);

    // Decided elsewhere first: this device's decline is refused.
    await writeTransaction(h.t.ctx.db, (trx) =>
      trx.updateTable('membership_requests').set({ status: 'declined', reason: 'Already handled' }).where('id', '=', requestId).execute(),
    );
    const outcome = await declineRequest({ id: requestId, reason: 'Not known here' });
    expect(outcome).toMatchObject({ kind: 'refused', message: MEMBERSHIP_MESSAGES.alreadyDecided });
    expect(await db.membershipRequests.get(requestId)).toMatchObject({ status: 'pending', reason: '' });
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({ name: 'membership.decline', status: 'failed', error: MEMBERSHIP_MESSAGES.alreadyDecided });
    await dismissRefusedWrite(failed?.id ?? 0);
    expect(await db.outbox.count()).toBe(0);
  });
});
