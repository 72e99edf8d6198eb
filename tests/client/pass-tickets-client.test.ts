import { afterEach, describe, expect, it } from 'vitest';
import type { GatePass } from '../../src/contract/invites';
import { createInvite } from '../../src/app/create-invite';
import { topUpTickets } from '../../src/app/pass-tickets';
import { db } from '../../src/db/db';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { parseBoundPass } from '../../src/domain/qr/ticket';
import { guardKeys, loadGuardState } from '../../src/features/guard/guard.api';
import { scanPass } from '../../src/features/guard/guard-passes';
import { configureTransport } from '../../src/sync/transport';
import { GUARD, insertCast, RESIDENT } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';

/**
 * Passes issued with no signal on a real Dexie (fake-indexeddb) against the real server: the
 * resident's device tops up its tickets online, binds one offline (the pass row with its QR text
 * at once), and the guard's offline console allows the bound pass once and refuses a revoked one.
 */
const h = useClientHarness({ setUp: (t) => insertCast(t, [RESIDENT, GUARD]) });

function setBrowserOnline(online: boolean): void {
  Object.defineProperty(globalThis.navigator, 'onLine', { value: online, configurable: true });
}
afterEach(() => setBrowserOnline(true));

const invite = (inviteId: string, visitorName: string) => ({
  inviteId,
  estateId: 91,
  unitNo: '12',
  pkivisitorInviteTypeID: 1,
  visitorName,
  visitorPhoneNumber: '0831112222',
  visitorEmail: '',
  invitedDateStart: `${estateDate()} 00:01`,
  invitedDateEnd: `${estateDate()} 23:59`,
  dayCount: 1,
  multiEntry: false,
  accessZoneIDList: [1],
  regularVisitorId: '',
});

describe('pass tickets on the device', () => {
  it('binds a ticket offline, shows the pass at once, and the offline console allows it once; a revoked ticket is refused', async () => {
    await signInClient(RESIDENT);
    await topUpTickets();
    // Three for each unit the resident may invite for: unit 12 at Willow Creek, B4 at Baobab Ridge.
    const held = await db.passTickets.toArray();
    expect(held.map((row) => `${row.estateId}:${row.unitNo}`).sort()).toEqual(['91:12', '91:12', '91:12', '92:B4', '92:B4', '92:B4']);

    configureTransport({ baseUrl: CLOSED });
    setBrowserOnline(false);
    expect(await createInvite(invite('invite-offline-0001', 'Sipho Ndlovu'), { kind: 'visitor', inviteTypeName: 'Visitor' })).toBe('bound');
    expect(await createInvite(invite('invite-offline-0002', 'Naledi Zwane'), { kind: 'visitor', inviteTypeName: 'Visitor' })).toBe('bound');
    const [first, second] = await Promise.all(['invite-offline-0001', 'invite-offline-0002'].map((id) => db.passes.where('subjectId').equals(id).first()));
    expect(first?.code).toMatch(/^EVT/);
    expect(first).toMatchObject({ holderName: 'Sipho Ndlovu', linkToken: '', maxEntries: 1, status: 'ACTIVE' });
    const firstTicket = parseBoundPass(first?.code ?? '')?.ticket.ticketId;
    const secondTicket = parseBoundPass(second?.code ?? '')?.ticket.ticketId;
    expect(firstTicket).toBe(first?.id);
    expect(secondTicket).not.toBe(firstTicket);
    expect((await db.passTickets.get(firstTicket ?? ''))?.spentOn).toBe('invite-offline-0001');
    // The outbox carries the bound text to the server.
    expect((await db.outbox.toArray()).map((e) => (e.args as { boundPass?: string }).boundPass)).toEqual([first?.code, second?.code]);
    // A visit the day after tomorrow is past every ticket's window: it waits for the server, the third ticket unspent.
    const onDay = (id: string, name: string, day: string, from: string, to: string) => ({
      ...invite(id, name),
      invitedDateStart: `${day} ${from}`,
      invitedDateEnd: `${day} ${to}`,
      dayCount: 0,
    });
    const dayAfter = addDays(estateDate(), 2);
    expect(await createInvite(onDay('invite-later-0001', 'Later Visitor', dayAfter, '09:00', '10:00'), { kind: 'visitor', inviteTypeName: 'Visitor' })).toBe(
      'waits',
    );
    // The third binds tomorrow's first hour (the invite form's default from 23:00): a ticket holds today and tomorrow.
    const tomorrow = addDays(estateDate(), 1);
    expect(await createInvite(onDay('invite-offline-0003', 'Third Visitor', tomorrow, '00:00', '01:00'), { kind: 'visitor', inviteTypeName: 'Visitor' })).toBe(
      'bound',
    );
    // A fourth invite finds none left and waits for the server.
    expect(await createInvite(invite('invite-offline-0004', 'Fourth Visitor'), { kind: 'visitor', inviteTypeName: 'Visitor' })).toBe('waits');
    expect(await db.passes.where('subjectId').equals('invite-offline-0004').count()).toBe(0);

    // The guard's console, synced once, offline.
    setBrowserOnline(true);
    configureTransport({ baseUrl: h.base });
    const guardId = await signInClient(GUARD);
    configureTransport({ baseUrl: CLOSED });
    const keys = guardKeys(await loadGuardState(guardId));
    if (!keys) throw new Error('the console did not sync its keys');
    expect(await scanPass(guardId, first?.code ?? '', keys)).toMatchObject({
      decision: 'ALLOW',
      reason: 'ok',
      row: { holderName: 'Sipho Ndlovu', unitNo: '12' },
    });
    expect(await scanPass(guardId, first?.code ?? '', keys)).toMatchObject({ decision: 'DENY', reason: 'used-up' });
    // A revoked ticket (its gate row as a pull writes it) is refused.
    const revoked: GatePass = {
      id: secondTicket ?? '',
      estateId: 91,
      kind: 'visitor',
      unitNo: '12',
      holderName: '',
      photoURL: '',
      validFrom: 0,
      validTo: Math.floor(Date.now() / 1000) + 3600,
      maxEntries: 1,
      accessZoneIDList: '',
      weeklyTimes: '',
      status: 'REVOKED',
      pinHash: '',
    };
    await db.gatePasses.put(revoked);
    expect(await scanPass(guardId, second?.code ?? '', keys)).toMatchObject({ decision: 'DENY', reason: 'revoked' });
    // A bound pass whose device signature is broken is refused, its name not trusted.
    const tampered = `${(first?.code ?? '').slice(0, -2)}${(first?.code ?? '').slice(-2) === '00' ? '11' : '00'}`;
    expect((await scanPass(guardId, tampered, keys)).decision).toBe('DENY');
  });
});
