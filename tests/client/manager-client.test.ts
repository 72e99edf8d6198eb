import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/db';
import { loadManagerState, revokeMember, sendFormError, sendNotification, setMemberAccess, type SendForm } from '../../src/features/manager/manager.api';
import { recordGateEvent } from '../../server/modules/access/gate-events.service';
import { writeTransaction } from '../../server/sync/change-log';
import { pullOnce } from '../../src/sync/pull';
import { ApiError, configureTransport, OfflineError } from '../../src/sync/transport';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { GUARD, insertCast, MANAGER, NEIGHBOUR, RESIDENT } from '../helpers/cast';

/** The console's device half: real Dexie (fake-indexeddb), the real client API calls, the real server. */
const h = useClientHarness({ setUp: (t) => insertCast(t, [RESIDENT, NEIGHBOUR, GUARD, MANAGER]) });

const form = (patch: Partial<SendForm> = {}): SendForm => ({
  title: 'Gate closed',
  description: 'The north gate is closed today.',
  url: '',
  type: 'Estate Manager',
  userId: '',
  ...patch,
});

describe('estate manager console on the device', () => {
  it('lists the members from Dexie, works offline for reading, and the actions reach the cards through sync', async () => {
    const managerId = await signInClient(MANAGER);
    const state = await loadManagerState(managerId);
    expect(state).toMatchObject({ isManager: true, estateId: 91, estateName: 'Willow Creek Estate' });
    expect(state.members.map((m) => m.displayName)).toEqual(['Lerato Khumalo', 'Pieter van Wyk', 'Sipho Dlamini', 'Thandi Mokoena']);
    const neighbour = state.members.find((m) => m.email === 'neighbour@example.com')!;

    // Reading needs no network; the calls do, and say so.
    configureTransport({ baseUrl: CLOSED });
    expect((await loadManagerState(managerId)).members).toHaveLength(4);
    await expect(setMemberAccess(91, neighbour.userId, false)).rejects.toBeInstanceOf(OfflineError);
    await expect(sendNotification(91, form())).rejects.toBeInstanceOf(OfflineError);
    configureTransport({ baseUrl: h.base });

    // The contract's messages before anything is sent.
    expect(sendFormError(91, form({ title: ' ' }))).toBe('Please enter a title');
    expect(sendFormError(91, form({ description: '' }))).toBe('Please enter a message');
    expect(sendFormError(91, form({ url: 'ftp:/x' }))).toBe('Please enter a valid url');
    expect(sendFormError(91, form({ url: 'https://willowcreek.example/notice' }))).toBeNull();

    expect(await sendNotification(91, form())).toBe(4);
    expect(await sendNotification(91, form({ userId: neighbour.userId, type: 'Newsletter' }))).toBe(1);
    const refused = await sendNotification(91, form({ userId: 'nobody' })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('The recipient is not a member of this estate');

    await setMemberAccess(91, neighbour.userId, false);
    // No hand edit: the row changes only when sync brings the new card.
    expect((await db.managerMembers.get(neighbour.id))?.accessControl).toBe(true);
    await pullOnce();
    expect((await db.managerMembers.get(neighbour.id))?.accessControl).toBe(false);
    await revokeMember(91, neighbour.userId);
    await pullOnce();
    expect(await db.managerMembers.get(neighbour.id)).toMatchObject({ accessControl: false, banned: true });
    const unknown = await setMemberAccess(91, 'nobody', true).catch((e: unknown) => e);
    expect((unknown as ApiError).message).toBe('This user holds no role at the estate.');

    // The estate's gate decisions reach the manager's device as the visitor log, with the member's name.
    const guardId = (await h.t.ctx.db.selectFrom('users').select('id').where('email', '=', GUARD.email).executeTakeFirstOrThrow()).id;
    const base = { estateId: 91, reason: 'ok', credId: '', residentUserId: neighbour.userId, t: 1 };
    // Decided a moment ago: the device keeps the log as long as the server does (a year by default).
    const now = Date.now();
    await writeTransaction(h.t.ctx.db, async (trx) => {
      await recordGateEvent(trx, guardId, { ...base, id: 'evt-00000001', decision: 'ALLOW', scannedAt: now - 2_000 });
      await recordGateEvent(trx, guardId, { ...base, id: 'evt-00000002', decision: 'DENY', reason: 'revoked', scannedAt: now - 1_000 });
    });
    await pullOnce();
    const log = await db.gateLog.where('estateId').equals(91).sortBy('decidedAt');
    expect(log.filter((e) => e.id.startsWith('evt-')).map((e) => [e.id, e.decision, e.person])).toEqual([
      ['evt-00000001', 'ALLOW', 'Pieter van Wyk'],
      ['evt-00000002', 'DENY', 'Pieter van Wyk'],
    ]);
  });

  it('shows nothing to a member who is not a manager (and their device holds no cards)', async () => {
    const neighbourId = await signInClient(NEIGHBOUR);
    const state = await loadManagerState(neighbourId);
    expect(state).toMatchObject({ isManager: false, members: [] });
    expect(await db.managerMembers.count()).toBe(0);
    await expect(setMemberAccess(91, neighbourId, false)).rejects.toThrow('Only the estate manager may revoke gate access.');
  });
});
