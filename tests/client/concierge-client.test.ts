import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/db';
import { addDays, estateClock } from '../../src/domain/invites';
import { ROLES } from '../../src/domain/roles';
import { CONCIERGE_MESSAGES } from '../../src/i18n/en/concierge';
import { draftToInvite, newInviteDraft, type InviteDraft } from '../../src/app/invite-draft';
import { searchResidents } from '../../src/app/concierge';
import { createInvite } from '../../src/app/visitors.api';
import { awaitWrite } from '../../src/sync/hooks';
import { flushOutbox } from '../../src/sync/flush';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import { backfillConciergeUnits, backfillUnits } from '../../server/modules/people/units.service';
import { DEMO_PEOPLE_CONFIG } from '../../server/seed/demo-people-config';
import { GUARD, insertCast, NEIGHBOUR, RESIDENT, WILLOW_CREEK } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { makePeopleConfig, type InsertedUser } from '../helpers/factories';

/**
 * Concierge mode on the device (real Dexie on fake-indexeddb, the real server): the concierge's
 * residents list arrives with sync and is searched offline; an invite made offline for a resident
 * survives a reload, lands once as the resident's and is recorded as the concierge's; a
 * non-concierge's `userID` is refused and rolled back.
 */
const CONCIERGE = { ...GUARD, roles: [...GUARD.roles, { estateId: WILLOW_CREEK.id, role: ROLES.concierge, accessControl: false }] };
let cast: InsertedUser[] = [];
const h = useClientHarness({
  setUp: async (t) => {
    cast = await insertCast(t, [RESIDENT, NEIGHBOUR, CONCIERGE]);
    await makePeopleConfig(t, WILLOW_CREEK.id, DEMO_PEOPLE_CONFIG[91]!);
  },
});

function visitorDraft(unitNo: string, userID = ''): InviteDraft {
  return {
    ...newInviteDraft(WILLOW_CREEK.id, unitNo, new Date(), userID),
    visitorName: 'Ayanda Zulu',
    visitorPhoneNumber: '0831112222',
    date: addDays(estateClock(new Date()).date, 1),
    validity: 1,
    zoneIds: [1],
    typeId: 1,
    typeName: 'Visitor',
  };
}

/** The invite screen's way: the draft started for the resident carries their `userID` into `invites.create`. */
async function createFor(unitNo: string, userID: string): Promise<string> {
  const made = draftToInvite(visitorDraft(unitNo, userID));
  if (!made) throw new Error('the draft makes no invite');
  expect(made.input.userID).toBe(userID);
  await createInvite(made.input, made.names);
  return made.input.inviteId;
}

const residentId = () => cast[0]?.userId ?? '';

describe('concierge mode on the device', () => {
  it('an invite made offline for a resident survives a reload, lands once as theirs, and is recorded as the concierge’s', async () => {
    await signInClient(CONCIERGE);
    const residents = await db.conciergeResidents.where('estateId').equals(WILLOW_CREEK.id).toArray();
    expect(residents.map((r) => `${r.unitNo} ${r.displayName}`).sort()).toEqual(['12 Thandi Mokoena', '14 Pieter van Wyk']);
    // The units' allowance reaches the concierge's device for the invite screen offline (the boot jobs make the held units' rows and publish them).
    await backfillUnits(h.t.ctx.db);
    await backfillConciergeUnits(h.t.ctx.db);
    await pullOnce();
    expect(await db.units.get(`${WILLOW_CREEK.id}:12`)).toMatchObject({ unitNo: '12', visitorInvitesUsed: 0 });

    configureTransport({ baseUrl: CLOSED });
    // Picking works offline: by name or by unit.
    expect(searchResidents(residents, 'thandi').map((r) => r.unitNo)).toEqual(['12']);
    expect(searchResidents(residents, '14').map((r) => r.displayName)).toEqual(['Pieter van Wyk']);
    const inviteId = await createFor('12', residentId());
    expect(await awaitWrite('invites', inviteId, 500)).toEqual({ kind: 'pending' });

    db.close();
    await db.open();
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1);

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    const stored = await h.t.ctx.db.selectFrom('invites').select(['id', 'owner_id', 'unit_no']).execute();
    expect(stored).toEqual([{ id: inviteId, owner_id: residentId(), unit_no: '12' }]);
    const recorded = await h.t.ctx.db.selectFrom('concierge_actions').select(['subject_id', 'resident_id']).execute();
    expect(recorded).toEqual([{ subject_id: inviteId, resident_id: residentId() }]);
    await pullOnce();
    expect(await db.conciergeActions.where('subjectId').equals(inviteId).toArray()).toEqual([
      expect.objectContaining({ kind: 'invite', residentName: 'Thandi Mokoena', conciergeName: 'Sipho Dlamini', unitNo: '12' }),
    ]);
  });

  it('a non-concierge who names another resident is refused: the row rolls back, the refusal stays', async () => {
    await signInClient(NEIGHBOUR);
    const inviteId = await createFor('12', residentId());
    expect(await awaitWrite('invites', inviteId)).toMatchObject({ kind: 'refused', message: CONCIERGE_MESSAGES.notConcierge });
    expect(await db.invites.get(inviteId)).toBeUndefined();
    const refused = await db.outbox.where('status').equals('failed').toArray();
    expect(refused.map((e) => [e.rowId, e.error])).toEqual([[inviteId, CONCIERGE_MESSAGES.notConcierge]]);
    expect(await h.t.ctx.db.selectFrom('invites').select('id').where('id', '=', inviteId).execute()).toEqual([]);
  });
});
