import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { VisitPage } from '../../src/contract/invites';
import { db } from '../../src/db/db';
import { addDays, estateClock } from '../../src/domain/invites';
import { INVITE_MESSAGES } from '../../src/i18n/en/invites';
import { format } from '../../src/i18n/format';
import { draftToInvite, newInviteDraft, type InviteDraft } from '../../src/app/invite-draft';
import { createInvite, resendInvite } from '../../src/app/visitors.api';
import { awaitWrite } from '../../src/sync/hooks';
import { flushOutbox } from '../../src/sync/flush';
import { dismissRefusedWrite } from '../../src/sync/outbox';
import { pullOnce } from '../../src/sync/pull';
import { apiFetch, configureTransport } from '../../src/sync/transport';
import { createAssociate } from '../../src/app/associates.api';
import { DEMO_PEOPLE_CONFIG } from '../../server/seed/demo-people-config';
import { insertCast, NEIGHBOUR, RESIDENT, WILLOW_CREEK } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { makePeopleConfig } from '../helpers/factories';
import { spouseArgs } from '../server/people-helpers';

/**
 * The visitor invite screens' writes (src/features/invite-form, src/app/visitors.api.ts) on real Dexie (fake-indexeddb) against
 * the real server: an invite made offline survives a reload, reaches the server exactly once and
 * its pass (code, link) arrives with the next pull; over the unit's daily limit the server refuses,
 * the row rolls back and the refusal stays until dismissed. Willow Creek allows one visitor
 * invite per unit a day here.
 */
const CONFIG = { ...DEMO_PEOPLE_CONFIG[91]!, limits: { ...DEMO_PEOPLE_CONFIG[91]!.limits, visitorsPerDay: 2 } };
const h = useClientHarness({
  setUp: async (t) => {
    await insertCast(t, [RESIDENT, NEIGHBOUR]);
    await makePeopleConfig(t, WILLOW_CREEK.id, CONFIG);
  },
});

/** A visitor for the whole of tomorrow (validity 1) at the Main Gate, as the screens leave the draft. */
function visitorDraft(unitNo: string, visitorName: string, visitorPhoneNumber: string): InviteDraft {
  const draft = newInviteDraft(WILLOW_CREEK.id, unitNo);
  return {
    ...draft,
    visitorName,
    visitorPhoneNumber,
    date: addDays(estateClock(new Date()).date, 1),
    validity: 1,
    zoneIds: [1],
    typeId: 1,
    typeName: 'Visitor',
  };
}

async function create(draft: InviteDraft): Promise<string> {
  const made = draftToInvite(draft);
  if (!made) throw new Error('the draft makes no invite');
  await createInvite(made.input, made.names);
  return made.input.inviteId;
}

const serverInvites = (inviteId: string) => h.t.ctx.db.selectFrom('invites').selectAll().where('id', '=', inviteId).execute();

describe('visitor invites from the device', () => {
  it('an invite made offline survives a reload, reaches the server once, and its pass arrives after sync', async () => {
    await signInClient(RESIDENT);
    configureTransport({ baseUrl: CLOSED });
    const inviteId = await create(visitorDraft('12', 'ayanda zulu', '083 111 2222'));

    // On the device at once, pending: the name's first letter upper-cased, the phone's digits kept.
    expect(await db.invites.get(inviteId)).toMatchObject({
      visitorName: 'Ayanda zulu',
      visitorPhoneNumber: '0831112222',
      status: 'ACTIVE',
      unitNo: '12',
      kind: 'visitor',
    });
    expect(await awaitWrite('invites', inviteId, 500)).toEqual({ kind: 'pending' });
    expect(await db.passes.where('subjectId').equals(inviteId).count()).toBe(0);

    // A reload: the row and its outbox entry are still there.
    db.close();
    await db.open();
    expect(await db.invites.get(inviteId)).toBeDefined();
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1);

    // Back online: sent once (a second flush sends nothing more), the pass with the next pull.
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    expect(await serverInvites(inviteId)).toHaveLength(1);
    await pullOnce();
    const pass = await db.passes.where('subjectId').equals(inviteId).first();
    expect(pass).toMatchObject({ kind: 'visitor', unitNo: '12', status: 'ACTIVE', holderName: 'Ayanda zulu', pin: '' });
    expect(pass?.code.startsWith('EVP')).toBe(true);
    const unit = await db.units.get(`${WILLOW_CREEK.id}:12`);
    expect(unit?.visitorInvitesUsed).toBe(1);

    // The link the share step sends opens the visitor's page without an account.
    const response = await fetch(`${h.base}${API.visitPage(pass?.linkToken ?? '')}`);
    expect(response.status).toBe(200);
    const page = ((await response.json()) as { details: VisitPage[] }).details[0];
    expect(page).toMatchObject({ holderName: 'Ayanda zulu', estateName: WILLOW_CREEK.name, code: pass?.code, status: 'ACTIVE', multiEntry: false });

    // A delivery: its pass has the PIN the share message carries, and so has the visitor's page.
    const delivery = await create({ ...visitorDraft('12', 'Courier', '0861112222'), typeId: 2, typeName: 'Delivery', isDelivery: true });
    expect(await db.invites.get(delivery)).toMatchObject({ kind: 'delivery', inviteTypeName: 'Delivery' });
    expect(await awaitWrite('invites', delivery)).toEqual({ kind: 'synced' });
    await pullOnce();
    const pinPass = await db.passes.where('subjectId').equals(delivery).first();
    expect(pinPass?.kind).toBe('delivery');
    expect(pinPass?.pin).toMatch(/^\d{10}$/);
    const pinPage = ((await (await fetch(`${h.base}${API.visitPage(pinPass?.linkToken ?? '')}`)).json()) as { details: VisitPage[] }).details[0];
    expect(pinPage).toMatchObject({ kind: 'delivery', pin: pinPass?.pin });
  });

  it('over the daily limit the server refuses: the row rolls back and the refusal stays until dismissed', async () => {
    await signInClient(NEIGHBOUR);
    for (const [name, phone] of [
      ['Lindiwe', '0841112222'],
      ['Bongani', '0841113333'],
    ] as const) {
      const made = await create(visitorDraft('14', name, phone));
      expect(await awaitWrite('invites', made)).toEqual({ kind: 'synced' });
    }
    const first = (await db.invites.toArray())[0]?.inviteId ?? '';

    const second = await create(visitorDraft('14', 'Sipho', '0851112222'));
    const outcome = await awaitWrite('invites', second);
    const message = format(INVITE_MESSAGES.dailyLimit, { n: 2 });
    expect(outcome).toMatchObject({ kind: 'refused', message });
    expect(await db.invites.get(second)).toBeUndefined();
    expect(await serverInvites(second)).toHaveLength(0);

    // Still there after a reload and another flush, until dismissed.
    db.close();
    await db.open();
    await flushOutbox();
    const refused = await db.outbox.where('status').equals('failed').toArray();
    expect(refused.map((e) => [e.rowId, e.error])).toEqual([[second, message]]);
    if (outcome.kind !== 'refused') throw new Error('not refused');
    await dismissRefusedWrite(outcome.outboxId);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.invites.get(first)).toBeDefined();
  });

  it('resending a code too often is refused with the message the screen shows, and sends no more mail', async () => {
    // The earlier test used unit 12's invites of today.
    await h.t.ctx.db.updateTable('units').set({ visitor_invites_used: 0 }).where('estate_id', '=', WILLOW_CREEK.id).where('unit_no', '=', '12').execute();
    await signInClient(RESIDENT);
    const inviteId = await create({ ...visitorDraft('12', 'Thabo', '0861113333'), visitorEmail: 'thabo@example.com' });
    expect(await awaitWrite('invites', inviteId)).toEqual({ kind: 'synced' });
    for (let i = 0; i < 3; i++) expect(await resendInvite(inviteId)).toEqual({ kind: 'synced' });
    const outcome = await resendInvite(inviteId);
    // UpcomingInvites shows a refused outcome's message in its toast.
    expect(outcome).toMatchObject({ kind: 'refused', message: format(INVITE_MESSAGES.resendInviteLimit, { n: 3 }) });
    // The visitor row stays (a resend changes nothing on the device).
    expect(await db.invites.get(inviteId)).toMatchObject({ status: 'ACTIVE' });
  });

  it("an associate's gate pass, asked for online (as /associates/details does), arrives through sync and opens the pass page", async () => {
    await signInClient(NEIGHBOUR);
    const args = spouseArgs(WILLOW_CREEK.id, '14');
    expect(await createAssociate(args, { associateType: 'Family Member', relationship: 'Spouse' })).toEqual({ kind: 'synced' });
    await apiFetch(API.associatePass(args.associateId), { method: 'POST', body: {} });
    await pullOnce();
    const pass = await db.passes.where('subjectId').equals(args.associateId).first();
    expect(pass).toMatchObject({ kind: 'associate', unitNo: '14', holderName: 'Sizwe Mokoena', status: 'ACTIVE', maxEntries: 0, accessZoneIDList: '1' });
    const page = ((await (await fetch(`${h.base}${API.visitPage(pass?.linkToken ?? '')}`)).json()) as { details: VisitPage[] }).details[0];
    expect(page).toMatchObject({ kind: 'associate', holderName: 'Sizwe Mokoena', code: pass?.code, multiEntry: true });
    // Asking again answers the same pass.
    await apiFetch(API.associatePass(args.associateId), { method: 'POST', body: {} });
    await pullOnce();
    expect(await db.passes.where('subjectId').equals(args.associateId).count()).toBe(1);
  });
});
