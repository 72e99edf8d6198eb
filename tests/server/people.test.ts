import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Associate, Unit } from '../../src/contract/people';
import { ASSOCIATE_MESSAGES } from '../../src/i18n/en/people';
import { FILE_MESSAGES } from '../../src/i18n/en/files';
import { availableDialects } from '../helpers/test-app';
import { GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makePeopleConfig, makeUser, type Caller } from '../helpers/factories';
import { pullAll, push } from '../sync/sync-helpers';
import { backfillUnits } from '../../server/modules/people/units.service';
import { associatesUrl, call, JPEG, minorArgs, peopleConfig, rowId, SA_IDS, spouseArgs, staffArgs, upload } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;

describe.each(dialects)('people at a unit on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, guard, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER], { setUp: (app) => makePeopleConfig(app, WC, peopleConfig(5)) });

  const associateCount = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('associates')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const consentCount = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('consents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const create = (who: Caller, args: object) => call<Associate>(t.app, 'POST', API.associates, who, args);

  it('answers the unit tiles, the estate maximum, the associate and document types', async () => {
    const stands = await call<{ unitNo: string; noOfAssociatesPerUnit: number; allowedVisitors: number; availableVisitorInvites: number }>(
      t.app,
      'GET',
      `${API.standNumbers}?estateID=${WC}&uid=${resident.userId}&isBooking=0`,
      resident,
    );
    expect(stands.status).toBe(200);
    expect(stands.body.details).toEqual([
      {
        unitNo: '12',
        standNo: '12',
        noOfAssociatesPerUnit: 5,
        allowedVisitors: 10,
        availableVisitorInvites: 10,
        noOfVisitorInvitesPerUnit: 10,
        isLettingUnit: false,
      },
    ]);
    const properties = await call(t.app, 'GET', `${API.unitProperties}?estateID=${WC}&userID=${resident.userId}`, resident);
    expect(properties.body.details).toEqual(stands.body.details);
    // Another user's tiles: 403.
    expect((await call(t.app, 'GET', `${API.standNumbers}?estateID=${WC}&uid=${resident.userId}`, neighbour)).status).toBe(403);

    const max = await call(t.app, 'GET', `${API.associatesEstateMax}?estateID=${WC}&unitNo=12`, resident);
    expect(max.body.details).toEqual([{ estateMax: 5 }]);
    const types = await call<{ associateTypeId: number; associateType: string; associateRelationship: string }>(
      t.app,
      'GET',
      `${API.associateTypes}?estateID=${WC}&name=Staff`,
      resident,
    );
    expect(types.body.details?.map((x) => x.associateRelationship)).toContain('Domestic Worker');
    expect(types.body.details?.every((x) => x.associateType === 'Staff')).toBe(true);
    const documents = await call<{ DocumentType: string }>(t.app, 'GET', `${API.documentTypes}?estateID=${WC}`, resident);
    expect(documents.body.details?.map((d) => d.DocumentType)).toContain('Smart ID Card');
    // Not a member of Baobab Ridge.
    expect((await call(t.app, 'GET', `${API.documentTypes}?estateID=92`, neighbour)).status).toBe(403);
  });

  it('creates a family member, a staff member and a minor over REST, lists them, and keeps the ID number out of the row', async () => {
    const spouse = await create(resident, spouseArgs(WC, '12'));
    expect(spouse.status).toBe(200);
    expect(spouse.body.details?.[0]).toMatchObject({
      firstName: 'Sizwe',
      associateType: 'Family Member',
      associateRelationship: 'Spouse',
      idNumberMasked: '*********9087',
      resident_userId: resident.userId,
    });
    expect(JSON.stringify(spouse.body)).not.toContain(SA_IDS[0]);
    expect((await create(resident, staffArgs(WC, '12'))).status).toBe(200);
    const minor = await create(resident, minorArgs(WC, '12'));
    expect(minor.status).toBe(200);
    expect(minor.body.details?.[0]).toMatchObject({ isMinor: true, guardianFirstName: 'Thandi' });

    const list = await call<Associate>(t.app, 'GET', associatesUrl(resident, WC, '12'), resident);
    expect(list.body.details?.map((a) => a.firstName)).toEqual(['Sizwe', 'Nomsa', 'Lwazi']);
    // The unit's row counts them, synced to the unit's people and the managers.
    const { changes } = await pullAll(t.app, resident);
    const unit = changes.filter((c) => c.table === 'units' && c.id === `${WC}:12`).at(-1)?.data as Unit | undefined;
    expect(unit?.associatesCount).toBe(3);
    expect((await pullAll(t.app, manager)).changes.some((c) => c.table === 'units' && c.id === `${WC}:12`)).toBe(true);
    expect((await pullAll(t.app, neighbour)).changes.some((c) => c.table === 'associates')).toBe(false);
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const before = await associateCount();
    const consentsBefore = await consentCount();
    const refusals: [object, string][] = [
      [spouseArgs(WC, '12', { firstName: ' ' }), ASSOCIATE_MESSAGES.firstNameRequired],
      [spouseArgs(WC, '12', { lastName: '' }), ASSOCIATE_MESSAGES.lastNameRequired],
      [spouseArgs(WC, '12', { phoneNumber: '' }), ASSOCIATE_MESSAGES.mobileInvalid],
      [spouseArgs(WC, '12', { phoneNumber: '12ab' }), ASSOCIATE_MESSAGES.mobileInvalid],
      [spouseArgs(WC, '12', { associateTypeId: 99 }), ASSOCIATE_MESSAGES.relationshipRequired],
      [spouseArgs(WC, '12', { passportOrIDNumber: '8001015009088' }), ASSOCIATE_MESSAGES.idNumberInvalid],
      [spouseArgs(WC, '12', { passportOrIDNumber: '' }), ASSOCIATE_MESSAGES.idNumberInvalid],
      [spouseArgs(WC, '12', { accessZoneIDList: [] }), ASSOCIATE_MESSAGES.zoneRequired],
      // Zone 5 is a regular-visitor zone, not an estate zone.
      [spouseArgs(WC, '12', { accessZoneIDList: [5] }), ASSOCIATE_MESSAGES.zoneUnknown],
      // A document type the estate does not have.
      [spouseArgs(WC, '12', { documentType: 9 }), ASSOCIATE_MESSAGES.documentTypeUnknown],
      [staffArgs(WC, '12', { street1: '' }), ASSOCIATE_MESSAGES.addressRequired],
      [minorArgs(WC, '12', { guardianMobile: '' }), ASSOCIATE_MESSAGES.guardianRequired],
      [minorArgs(WC, '12', { termsAccepted: false }), ASSOCIATE_MESSAGES.termsRequired],
      [spouseArgs(WC, '12', { consent: null }), ASSOCIATE_MESSAGES.consentRequired],
      [spouseArgs(WC, '12', { validFrom: '2020-01-01', validTo: '2020-06-01' }), ASSOCIATE_MESSAGES.validity],
      [spouseArgs(WC, '12', { validTo: '2099-01-01' }), ASSOCIATE_MESSAGES.validity],
      [staffArgs(WC, '12', { MondayStartTime: '16:00', MondayEndTime: '07:00' }), ASSOCIATE_MESSAGES.accessTimes],
      [
        staffArgs(WC, '12', { MondayStartTime: '', WednesdayStartTime: '', FridayStartTime: '', MondayEndTime: '', WednesdayEndTime: '', FridayEndTime: '' }),
        ASSOCIATE_MESSAGES.accessTimes,
      ],
      [staffArgs(WC, '12', { TuesdayStartTime: '07:00' }), ASSOCIATE_MESSAGES.accessTimes],
      [spouseArgs(WC, 'x;drop'), ASSOCIATE_MESSAGES.unitNotHeld],
    ];
    for (const [args, message] of refusals) {
      const res = await create(resident, args);
      expect([res.status, res.body.errorDetails?.detail]).toEqual([400, message]);
    }
    // A forged unit number (one the resident does not hold), and the neighbour at the resident's unit: 403.
    for (const [who, unitNo] of [
      [resident, '99'],
      [neighbour, '12'],
      [guard, '12'],
      [manager, '12'],
    ] as const) {
      const res = await create(who, spouseArgs(WC, unitNo));
      expect([res.status, res.body.errorDetails?.detail]).toEqual([403, ASSOCIATE_MESSAGES.unitNotHeld]);
    }
    // The resident's unit at the other estate's number does not count here.
    expect((await create(resident, spouseArgs(WC, 'B4'))).status).toBe(403);
    expect(await associateCount()).toBe(before);
    expect(await t.ctx.db.selectFrom('units').select('unit_no').where('unit_no', 'in', ['99', 'B4']).where('estate_id', '=', WC).execute()).toEqual([]);
    expect(await consentCount()).toBe(consentsBefore);
  });

  it("refuses oversized and non-image uploads, images without consent or not the caller's, and keeps the files private", async () => {
    const tooBig = await upload(t.app, resident, Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]));
    expect([tooBig.status, tooBig.detail]).toEqual([413, FILE_MESSAGES.tooLarge]);
    const notImage = await upload(t.app, resident, Buffer.from('%PDF-1.4 not an image'));
    expect([notImage.status, notImage.detail]).toEqual([415, FILE_MESSAGES.badType]);

    const minor = minorArgs(WC, '12');
    const spouse = spouseArgs(WC, '12');
    const clientId = rowId('cl');
    expect(
      (
        await push(t.app, resident, clientId, [
          { id: 1, name: 'associates.create', args: minor },
          { id: 2, name: 'associates.create', args: spouse },
        ])
      ).body.results,
    ).toEqual([
      { id: 1, ok: true },
      { id: 2, ok: true },
    ]);

    const mine = await upload(t.app, resident);
    const theirs = await upload(t.app, neighbour);
    const results = (
      await push(t.app, resident, clientId, [
        // No consent on record for the minor.
        { id: 3, name: 'associates.setImage', args: { associateId: minor.associateId, field: 'face', url: mine.url } },
        // A file the resident did not upload, and one that does not exist.
        { id: 4, name: 'associates.setImage', args: { associateId: spouse.associateId, field: 'face', url: theirs.url } },
        { id: 5, name: 'associates.setImage', args: { associateId: spouse.associateId, field: 'face', url: '/sdk/files/nosuchfile1' } },
        // The neighbour's associate id is not the resident's to change.
        { id: 6, name: 'associates.setImage', args: { associateId: 'nosuchassociate', field: 'face', url: mine.url } },
      ])
    ).body.results;
    expect(results).toEqual([
      { id: 3, ok: false, error: ASSOCIATE_MESSAGES.consentRequired },
      { id: 4, ok: false, error: ASSOCIATE_MESSAGES.imageNotYours },
      { id: 5, ok: false, error: ASSOCIATE_MESSAGES.imageNotYours },
      { id: 6, ok: false, error: ASSOCIATE_MESSAGES.notFound },
    ]);
    const stored = await t.ctx.db.selectFrom('associates').select(['face_file_id']).where('id', 'in', [minor.associateId, spouse.associateId]).execute();
    expect(stored.every((r) => r.face_file_id === '')).toBe(true);
    // The neighbour cannot put a photo on the resident's associate either.
    const neighbourPhoto = await upload(t.app, neighbour);
    expect(
      (
        await push(t.app, neighbour, rowId('cl'), [
          { id: 1, name: 'associates.setImage', args: { associateId: spouse.associateId, field: 'face', url: neighbourPhoto.url } },
        ])
      ).body.results,
    ).toEqual([{ id: 1, ok: false, error: ASSOCIATE_MESSAGES.notFound }]);

    // With consent: the face is the associate's; its /sdk/files URL answers 404 to everyone, its image URL to the unit and the gate.
    expect(
      (
        await push(t.app, resident, clientId, [
          { id: 7, name: 'associates.setImage', args: { associateId: spouse.associateId, field: 'face', url: mine.url } },
          { id: 8, name: 'associates.setImage', args: { associateId: spouse.associateId, field: 'documentFront', url: (await upload(t.app, resident)).url } },
        ])
      ).body.results,
    ).toEqual([
      { id: 7, ok: true },
      { id: 8, ok: true },
    ]);
    const row = (await call<Associate>(t.app, 'GET', associatesUrl(resident, WC, '12'), resident)).body.details?.find(
      (a) => a.pkiAssociateID === spouse.associateId,
    );
    expect(row).toMatchObject({
      associateImage: API.associateImage(spouse.associateId, 'face'),
      faceOnboardingComplete: true,
      hasDocumentFront: true,
      hasDocumentBack: false,
    });
    expect((await call(t.app, 'GET', mine.url, resident)).status).toBe(404);

    const otherEstate = await makeUser(t, { roles: [{ estateId: 92, role: 'resident', unitNo: 'C1' }] });
    const otherGuard = await makeUser(t, { roles: [{ estateId: 92, role: 'guard' }] });
    const face = API.associateImage(spouse.associateId, 'face');
    for (const who of [resident, guard, manager]) {
      const res = await call(t.app, 'GET', face, who);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.raw.equals(JPEG)).toBe(true);
    }
    for (const who of [neighbour, otherEstate, otherGuard]) expect((await call(t.app, 'GET', face, who)).status).toBe(404);

    const views = async () =>
      (await t.ctx.db.selectFrom('identity_views').selectAll().where('associate_id', '=', spouse.associateId).execute()).map((v) => [v.user_id, v.what]);
    const document = API.associateImage(spouse.associateId, 'documentFront');
    const seen = await call(t.app, 'GET', document, resident);
    expect(seen.status).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect((await call(t.app, 'GET', document, guard)).status).toBe(200);
    for (const who of [neighbour, otherEstate, otherGuard]) expect((await call(t.app, 'GET', document, who)).status).toBe(404);
    expect((await call(t.app, 'GET', API.associateImage(spouse.associateId, 'documentBack'), resident)).status).toBe(404);
    expect(await views()).toEqual([
      [resident.userId, 'documentFront'],
      [guard.userId, 'documentFront'],
    ]);

    // The full ID number: the owner and the gate staff, each view logged; nobody else.
    const identity = await call<{ passportOrIDNumber: string }>(t.app, 'GET', API.associateIdentity(spouse.associateId), resident);
    expect(identity.body.details).toEqual([{ passportOrIDNumber: SA_IDS[0] }]);
    expect((await call(t.app, 'GET', API.associateIdentity(spouse.associateId), manager)).status).toBe(200);
    for (const who of [neighbour, otherEstate, otherGuard]) expect((await call(t.app, 'GET', API.associateIdentity(spouse.associateId), who)).status).toBe(404);
    expect((await views()).filter(([, what]) => what === 'identity')).toEqual([
      [resident.userId, 'identity'],
      [manager.userId, 'identity'],
    ]);

    // Neither the neighbour nor another estate's resident can list the unit's associates.
    expect((await call(t.app, 'GET', associatesUrl(neighbour, WC, '12'), neighbour)).status).toBe(403);
    expect((await call(t.app, 'GET', associatesUrl(otherEstate, WC, '12'), otherEstate)).status).toBe(403);
    expect((await call(t.app, 'GET', associatesUrl(resident, WC, '12'), neighbour)).status).toBe(403);
    // The guard matches faces and reads IDs at the gate, but does not list or change a unit's associates.
    expect((await call(t.app, 'GET', associatesUrl(guard, WC, '12'), guard)).status).toBe(403);
    expect(
      (await push(t.app, guard, rowId('cl'), [{ id: 1, name: 'associates.setDelegate', args: { associateId: spouse.associateId } }])).body.results,
    ).toEqual([{ id: 1, ok: false, error: ASSOCIATE_MESSAGES.notFound }]);
    expect(
      (
        await push(t.app, otherEstate, rowId('cl'), [
          { id: 1, name: 'people.request', args: { requestId: rowId('rq'), kind: 'removal', estateId: WC, unitNo: '12', associateId: spouse.associateId } },
        ])
      ).body.results,
    ).toEqual([{ id: 1, ok: false, error: ASSOCIATE_MESSAGES.unitNotHeld }]);
  });

  it('makes the row of every held unit (the boot job), so it reaches the unit picker through sync', async () => {
    const holder = await makeUser(t, { roles: [{ estateId: WC, role: 'resident', unitNo: '40' }] });
    expect((await pullAll(t.app, holder)).changes.some((c) => c.table === 'units')).toBe(false);
    expect(await backfillUnits(t.ctx.db)).toBeGreaterThanOrEqual(1);
    const unit = (await pullAll(t.app, holder)).changes.find((c) => c.table === 'units' && c.id === `${WC}:40`)?.data as Unit | undefined;
    expect(unit).toMatchObject({ unitNo: '40', noOfAssociatesPerUnit: 5, allowedVisitors: 10, associatesCount: 0 });
    expect(await backfillUnits(t.ctx.db)).toBe(0);
  });

  it('applies associates.create pushed through sync once, and a REST create with a stored id makes no second row', async () => {
    const args = staffArgs(WC, '14');
    const clientId = rowId('cl');
    const first = await push(t.app, neighbour, clientId, [{ id: 1, name: 'associates.create', args }]);
    expect(first.body.results).toEqual([{ id: 1, ok: true }]);
    // The same mutation again (a lost answer), and the same associate under a new mutation id.
    const again = await push(t.app, neighbour, clientId, [
      { id: 1, name: 'associates.create', args },
      { id: 2, name: 'associates.create', args },
    ]);
    expect(again.body.results).toEqual([
      { id: 1, ok: true },
      { id: 2, ok: true },
    ]);
    const rest = await create(neighbour, args);
    expect(rest.status).toBe(200);
    expect(rest.body.details?.[0]?.pkiAssociateID).toBe(args.associateId);
    expect(await t.ctx.db.selectFrom('associates').select('id').where('id', '=', args.associateId).execute()).toHaveLength(1);
    // Another user sending that id is refused.
    const stolen = await create(resident, { ...staffArgs(WC, '12'), associateId: args.associateId });
    expect([stolen.status, stolen.body.errorDetails?.detail]).toEqual([400, ASSOCIATE_MESSAGES.failed]);
    // A refusal pushed is recorded with the spec's message.
    const refused = await push(t.app, neighbour, clientId, [{ id: 3, name: 'associates.create', args: spouseArgs(WC, '14', { firstName: '' }) }]);
    expect(refused.body.results).toEqual([{ id: 3, ok: false, error: ASSOCIATE_MESSAGES.firstNameRequired }]);
  });

  it("lets the estate managers (only) set the people configuration and a unit's limits", async () => {
    const config = peopleConfig(3);
    expect((await call(t.app, 'PUT', `${API.peopleConfig}?estateID=${WC}`, resident, config)).status).toBe(403);
    expect((await call(t.app, 'PUT', `${API.peopleConfig}?estateID=92`, manager, config)).status).toBe(403);
    const saved = await call<{ estateId: number; limits: { associatesPerUnit: number } }>(t.app, 'PUT', `${API.peopleConfig}?estateID=${WC}`, manager, config);
    expect(saved.status).toBe(200);
    expect(saved.body.details?.[0]).toMatchObject({ estateId: WC, limits: { associatesPerUnit: 3 } });
    const published = (await pullAll(t.app, neighbour)).changes.filter((c) => c.table === 'peopleConfig' && c.id === String(WC));
    expect(published.at(-1)?.data).toMatchObject({ limits: { associatesPerUnit: 3 } });
    // Relationship ids must be unique.
    const doubled = { ...config, documentTypes: [...config.documentTypes, ...config.documentTypes] };
    expect((await call(t.app, 'PUT', `${API.peopleConfig}?estateID=${WC}`, manager, doubled)).status).toBe(400);
    // Back to the block's configuration.
    expect((await call(t.app, 'PUT', `${API.peopleConfig}?estateID=${WC}`, manager, peopleConfig(5))).status).toBe(200);

    const limits = { unitNo: '14', standNo: 'S14', isLettingUnit: true, noOfAssociatesPerUnit: 7, allowedVisitors: 4, maxGuests: 2 };
    expect((await call(t.app, 'PUT', `${API.unitLimits}?estateID=${WC}`, neighbour, limits)).status).toBe(403);
    const unit = await call<Unit>(t.app, 'PUT', `${API.unitLimits}?estateID=${WC}`, manager, limits);
    expect(unit.body.details?.[0]).toMatchObject({
      id: `${WC}:14`,
      standNo: 'S14',
      isLettingUnit: true,
      noOfAssociatesPerUnit: 7,
      allowedVisitors: 4,
      maxGuests: 2,
    });
    const tiles = await call(t.app, 'GET', `${API.standNumbers}?estateID=${WC}&uid=${neighbour.userId}`, neighbour);
    expect(tiles.body.details).toEqual([
      {
        unitNo: '14',
        standNo: 'S14',
        noOfAssociatesPerUnit: 7,
        allowedVisitors: 4,
        availableVisitorInvites: 4,
        noOfVisitorInvitesPerUnit: 4,
        isLettingUnit: true,
      },
    ]);
    expect((await pullAll(t.app, neighbour)).changes.some((c) => c.table === 'units' && c.id === `${WC}:14`)).toBe(true);
    expect((await pullAll(t.app, resident)).changes.some((c) => c.table === 'units' && c.id === `${WC}:14`)).toBe(false);
  });
});
