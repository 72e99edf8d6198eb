import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { db } from '../../src/db/db';
import { allDayAccess } from '../../src/domain/associates';
import { draftToCreate, newDraft, type AssociateDraft } from '../../src/features/associate-form/associate-draft';
import { uploadPendingAssociateImages } from '../../src/app/associate-uploads';
import { createAssociate, makeDelegate, requestForUnit } from '../../src/app/associates.api';
import { syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { dismissRefusedWrite } from '../../src/sync/outbox';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import { DEMO_PEOPLE_CONFIG } from '../../server/seed/demo-people-config';
import { insertCast, NEIGHBOUR, RESIDENT, WILLOW_CREEK } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { makePeopleConfig } from '../helpers/factories';

/**
 * The associate screens' writes (src/features/associate-form, src/app/associates.api.ts) on real Dexie (fake-indexeddb) against
 * the real server: created offline, they survive a reload and reach the server exactly once with
 * their pictures; over the unit's limit the server refuses, the row rolls back and the refusal
 * stays until dismissed. Willow Creek allows one associate per unit here.
 */
const CONFIG = { ...DEMO_PEOPLE_CONFIG[91]!, limits: { ...DEMO_PEOPLE_CONFIG[91]!.limits, associatesPerUnit: 1 } };
const h = useClientHarness({
  setUp: async (t) => {
    await insertCast(t, [RESIDENT, NEIGHBOUR]);
    await makePeopleConfig(t, WILLOW_CREEK.id, CONFIG);
  },
});

/** A JPEG's bytes as far as the server's file check reads them (signature, a segment, end marker). */
const JPEG = new Blob(
  [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9])],
  { type: 'image/jpeg' },
);

/** A spouse (family: 24-hour access, no address) as the add-associate form would leave it, with consent, face and document. */
function spouseDraft(unitNo: string, firstName: string): AssociateDraft {
  const family = CONFIG.associateTypes.find((g) => g.associateType === 'Family Member');
  const draft = newDraft(WILLOW_CREEK.id, unitNo, family, { ...CONFIG, estateId: WILLOW_CREEK.id });
  return {
    ...draft,
    fields: {
      ...draft.fields,
      associateTypeId: 1,
      relationship: 'Spouse',
      documentTypeId: 3,
      idNumber: '8001015009087',
      mobile: '0821112222',
      email: `${firstName.toLowerCase()}@example.com`,
      firstName,
      lastName: 'Mokoena',
      zoneIds: [1],
    },
    consent: { consentId: crypto.randomUUID().replace(/-/g, ''), version: '2026-11', acceptedAt: Date.now() },
    face: JPEG,
    documentFront: JPEG,
  };
}

function create(draft: AssociateDraft, associateId = crypto.randomUUID().replace(/-/g, '')) {
  const { input, images } = draftToCreate(draft, associateId, allDayAccess());
  return { associateId, outcome: createAssociate(input, { associateType: draft.associateType, relationship: draft.fields.relationship }, images) };
}

const serverAssociates = (unitNo: string) =>
  h.t.ctx.db.selectFrom('associates').selectAll().where('estate_id', '=', WILLOW_CREEK.id).where('unit_no', '=', unitNo).execute();

describe('the form to associates.create', () => {
  it('a minor goes without mobile, e-mail, ID, document and address; the guardian and terms go along', () => {
    const family = CONFIG.associateTypes.find((g) => g.associateType === 'Family Member');
    const draft = newDraft(WILLOW_CREEK.id, '12', family, { ...CONFIG, estateId: WILLOW_CREEK.id });
    const minor: AssociateDraft = {
      ...draft,
      fields: {
        ...draft.fields,
        associateTypeId: 4,
        relationship: 'Owner - Minor Child (Under 16)',
        // Typed before the relationship changed to a minor: not sent.
        idNumber: '8001015009087',
        mobile: '0821112222',
        email: 'child@example.com',
        street1: '1 Main Road',
        firstName: 'Lwazi',
        lastName: 'Zulu',
        guardianFirstName: 'Thandi',
        guardianLastName: 'Mokoena',
        guardianMobile: '082 123 4567',
        guardianEmail: 'thandi@example.com',
        termsAccepted: true,
        zoneIds: [1],
        faceDeferred: true,
      },
      face: JPEG,
      documentFront: JPEG,
    };
    const { input, images } = draftToCreate(minor, 'a1b2c3d4e5f6', allDayAccess(), new Date(2026, 5, 15));
    expect(input).toMatchObject({
      isMinor: true,
      phoneNumber: '',
      email: '',
      passportOrIDNumber: '',
      documentType: 0,
      street1: '',
      guardianMobile: '0821234567',
      termsAccepted: true,
      faceDeferred: true,
      validFrom: '2026-06-15',
      validTo: '2027-06-15',
      MondayStartTime: '00:01',
      SundayEndTime: '23:59',
      accessZoneIDList: [1],
    });
    // Deferred face, and no document for a minor: nothing to upload.
    expect(images).toEqual({});
  });
});

describe('associates through the outbox', () => {
  it('offline: the new associate and its pictures wait on the device, survive a reload, and reach the server once', async () => {
    await signInClient(RESIDENT);
    configureTransport({ baseUrl: CLOSED });
    const made = create(spouseDraft('12', 'Sizwe'));
    expect((await made.outcome).kind).toBe('pending');
    await syncIdle();
    const row = await db.associates.get(made.associateId);
    expect(row).toMatchObject({
      firstName: 'Sizwe',
      associateType: 'Family Member',
      associateRelationship: 'Spouse',
      idNumberMasked: '*********9087',
      isMinor: false,
      MondayStartTime: '00:01',
      SundayEndTime: '23:59',
      accessZoneIDList: '1',
    });
    expect((await db.associateUploads.toArray()).map((p) => p.field).sort()).toEqual(['documentFront', 'face']);
    // Offline the pictures wait for the associate to exist on the server.
    await uploadPendingAssociateImages();
    expect(await db.associateUploads.count()).toBe(2);

    // A reload: the database is closed and opened again.
    db.close();
    await db.open();
    expect(await db.associates.get(made.associateId)).toMatchObject({ firstName: 'Sizwe' });
    expect((await db.outbox.toArray()).map((e) => [e.name, e.status])).toEqual([['associates.create', 'pending']]);
    expect(await serverAssociates('12')).toEqual([]);

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await flushOutbox();
    expect((await serverAssociates('12')).map((a) => [a.id, a.first_name, a.id_number])).toEqual([[made.associateId, 'Sizwe', '8001015009087']]);
    expect(await db.outbox.count()).toBe(0);

    // Confirmed: the pictures go up and become the associate's images through the outbox.
    await uploadPendingAssociateImages();
    expect(await db.associateUploads.count()).toBe(0);
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    const [stored] = await serverAssociates('12');
    expect(stored?.face_file_id).not.toBe('');
    expect(stored?.document_front_file_id).not.toBe('');
    await pullOnce();
    const synced = await db.associates.get(made.associateId);
    const faceUrl = API.associateImage(made.associateId, 'face');
    expect(synced).toMatchObject({ associateImage: faceUrl, faceOnboardingComplete: true, hasDocumentFront: true, hasDocumentBack: false });
    // The face shows offline from the bytes kept on the device.
    expect((await db.fileCache.get(faceUrl))?.blob.size).toBe(JPEG.size);
    expect(await serverAssociates('12')).toHaveLength(1);
  });

  it('over the limit: the server refuses with the spec message, the row rolls back, and the refusal stays until dismissed', async () => {
    await signInClient(NEIGHBOUR);
    const first = create(spouseDraft('14', 'Anna'));
    expect((await first.outcome).kind).toBe('synced');
    await pullOnce();
    expect((await db.units.get(`${WILLOW_CREEK.id}:14`))?.associatesCount).toBe(1);

    const second = create(spouseDraft('14', 'Karel'));
    const outcome = await second.outcome;
    expect(outcome).toMatchObject({ kind: 'refused', message: 'You have 1/1 associates. Book an appointment with Estate Management to add more associates' });
    expect(await db.associates.get(second.associateId)).toBeUndefined();
    expect((await db.associates.toArray()).map((a) => a.firstName)).toEqual(['Anna']);
    // Its pictures have nothing to go to: the uploader drops them (Anna's go up).
    await uploadPendingAssociateImages();
    expect(await db.associateUploads.where('associateId').equals(second.associateId).count()).toBe(0);

    // The refusal stays (a pull does not clear it) until the user dismisses it.
    await pullOnce();
    const failed = (await db.outbox.toArray()).filter((e) => e.status === 'failed');
    expect(failed.map((e) => [e.name, e.rowId, e.error])).toEqual([
      ['associates.create', second.associateId, 'You have 1/1 associates. Book an appointment with Estate Management to add more associates'],
    ]);
    if (outcome.kind !== 'refused') throw new Error('not refused');
    await dismissRefusedWrite(outcome.outboxId);
    expect((await db.outbox.toArray()).filter((e) => e.status === 'failed')).toEqual([]);
    expect((await serverAssociates('14')).map((a) => a.first_name)).toEqual(['Anna']);
  });

  it('requests to the estate manager: queued offline, pending once sent, a second of the same kind refused', async () => {
    await signInClient(NEIGHBOUR);
    configureTransport({ baseUrl: CLOSED });
    expect((await requestForUnit('moreAssociates', WILLOW_CREEK.id, '14')).kind).toBe('pending');
    await syncIdle();
    expect((await db.unitRequests.toArray()).map((r) => [r.kind, r.status])).toEqual([['moreAssociates', 'PENDING']]);

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    const requests = await h.t.ctx.db.selectFrom('unit_requests').selectAll().where('unit_no', '=', '14').execute();
    expect(requests.map((r) => [r.kind, r.status])).toEqual([['moreAssociates', 'PENDING']]);

    const again = await requestForUnit('moreAssociates', WILLOW_CREEK.id, '14');
    expect(again).toMatchObject({ kind: 'refused', message: 'A request for this is already waiting for the Estate Management.' });
    await pullOnce();
    expect((await db.unitRequests.toArray()).map((r) => r.kind)).toEqual(['moreAssociates']);
  });

  it('delegate: an adult associate with an e-mail becomes the delegate through the outbox', async () => {
    await signInClient(RESIDENT);
    const [sizwe] = await db.associates.toArray();
    if (!sizwe) throw new Error('the first test made Sizwe');
    configureTransport({ baseUrl: CLOSED });
    expect((await makeDelegate(sizwe.pkiAssociateID)).kind).toBe('pending');
    expect((await db.associates.get(sizwe.pkiAssociateID))?.delegateAssociate).toBe(1);
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    const [stored] = await serverAssociates('12');
    expect(Number(stored?.is_delegate)).toBe(1);
    await pullOnce();
    expect((await db.associates.get(sizwe.pkiAssociateID))?.delegateAssociate).toBe(1);
  });
});
