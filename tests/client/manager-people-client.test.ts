import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { PeopleConfig, UnitRequest } from '../../src/contract/people';
import { db } from '../../src/db/db';
import {
  configArgs,
  decideRequest,
  decisionArgs,
  emptyPeopleConfig,
  parseConfig,
  parseUnitLimits,
  requestKindText,
  saveUnitLimits,
  savePeopleConfig,
  sortRequests,
} from '../../src/app/people.api';
import { pullOnce } from '../../src/sync/pull';
import { ApiError, configureTransport, OfflineError } from '../../src/sync/transport';
import { signInAs } from '../helpers/factories';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { insertCast, MANAGER, NEIGHBOUR, RESIDENT } from '../helpers/cast';

/** The console's people half on the device: real Dexie (fake-indexeddb), the real client calls, the real server. */
const h = useClientHarness({ setUp: (t) => insertCast(t, [RESIDENT, NEIGHBOUR, MANAGER]) });

const request = (patch: Partial<UnitRequest>): UnitRequest => ({
  id: 'req-00000000',
  estateId: 91,
  unitNo: '12',
  kind: 'removal',
  associateId: 'asc-00000001',
  associateName: 'Nomsa Dube',
  requestedBy: 'u1',
  requestedByName: 'Thandi Mokoena',
  status: 'PENDING',
  reason: '',
  createdAt: 1,
  decidedAt: 0,
  ...patch,
});

/** A small valid configuration: one type with two relationships, a licence, an estate zone. */
function config(): PeopleConfig {
  const empty = emptyPeopleConfig(91);
  return {
    ...empty,
    associateTypes: [
      {
        associateType: 'Family Member',
        description: '',
        priority: 1,
        enabled: true,
        relationships: [
          { associateTypeId: 1, associateRelationship: 'Spouse' },
          { associateTypeId: 2, associateRelationship: 'Owner - Minor Child (Under 16)' },
        ],
      },
    ],
    documentTypes: [{ DocumentTypeId: 1, DocumentType: 'Drivers License', needsBack: true, enabled: true }],
    accessZones: [{ id: 1, accessZoneName: 'Main Gate', kind: 'estate', allowContDelivery: true, active: true }],
  };
}

async function residentRequestsMore(): Promise<UnitRequest> {
  const resident = await signInAs(h.t.app, RESIDENT);
  const res = await h.t.app.inject({
    method: 'PUT',
    url: `${API.associatesRequestIncrease}?userID=${resident.userId}&estateID=91&unitNo=12`,
    headers: { authorization: `Bearer ${resident.token}` },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { details: UnitRequest[] }).details[0]!;
}

describe('people requests, units and settings in the manager console (device side)', () => {
  it('orders requests pending first (oldest first) then decided (newest first), and names them in words', () => {
    const sorted = sortRequests([
      request({ id: 'a', status: 'APPROVED', createdAt: 1, decidedAt: 50 }),
      request({ id: 'b', status: 'PENDING', createdAt: 30 }),
      request({ id: 'c', status: 'DECLINED', createdAt: 2, decidedAt: 90 }),
      request({ id: 'd', status: 'PENDING', createdAt: 10 }),
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(requestKindText(request({}))).toBe('Removal of Nomsa Dube');
    expect(requestKindText(request({ kind: 'moreAssociates', associateName: '' }))).toBe('More associates for unit 12');
    expect(requestKindText(request({ kind: 'delegateChange' }))).toBe('Delegate change to Nomsa Dube');
  });

  it("checks forms with the contract before sending: decline needs a reason, a unit's numbers, the settings' names and slides", () => {
    expect(decisionArgs('decline', '  ')).toEqual({ ok: false, message: 'Please give a reason for declining.' });
    expect(decisionArgs('approve', '')).toEqual({ ok: true, args: { decision: 'approve', reason: '' } });
    expect(decisionArgs('decline', ' Too many ')).toEqual({ ok: true, args: { decision: 'decline', reason: 'Too many' } });

    const unit = { unitNo: '12', standNo: '', isLettingUnit: false, noOfAssociatesPerUnit: 5, allowedVisitors: 10, maxGuests: 0 };
    expect(parseUnitLimits(unit).ok).toBe(true);
    const badNo = parseUnitLimits({ ...unit, unitNo: '' });
    expect(badNo).toMatchObject({ ok: false, issues: { message: 'Please enter a unit number: letters, digits, spaces, / or -, at most 20 characters.' } });
    expect(!badNo.ok && [...badNo.issues.paths]).toEqual(['unitNo']);
    const negative = parseUnitLimits({ ...unit, noOfAssociatesPerUnit: -1, maxGuests: Number.NaN });
    expect(negative).toMatchObject({ ok: false, issues: { message: 'Please check the settings: some values are not valid.' } });
    expect(!negative.ok && [...negative.issues.paths].sort()).toEqual(['maxGuests', 'noOfAssociatesPerUnit']);

    const args = configArgs(config());
    expect(parseConfig(args).ok).toBe(true);
    const unnamed = parseConfig({
      ...args,
      associateTypes: [{ ...args.associateTypes[0]!, relationships: [{ associateTypeId: 1, associateRelationship: ' ' }] }],
    });
    expect(unnamed).toMatchObject({ ok: false, issues: { message: 'Please check the settings: some values are not valid.' } });
    expect(!unnamed.ok && [...unnamed.issues.paths]).toEqual(['associateTypes.0.relationships.0.associateRelationship']);
    const keys = ['stepOne', 'stepTwo', 'stepThree', 'stepFour', 'stepFive', 'stepSix', 'stepOne'] as const;
    const sevenSlides = parseConfig({ ...args, wizard: { ...args.wizard, wizardSlides: keys.map((key) => ({ key, enabled: true, blocks: [] })) } });
    expect(sevenSlides).toMatchObject({ ok: false, issues: { message: 'The onboarding wizard has at most six slides.' } });
  });

  it('saves the configuration and a unit online; the rows come back through sync; offline the calls say so', async () => {
    await signInClient(MANAGER);
    configureTransport({ baseUrl: CLOSED });
    await expect(savePeopleConfig(91, configArgs(config()))).rejects.toBeInstanceOf(OfflineError);
    await expect(
      saveUnitLimits(91, { unitNo: '12', standNo: '', isLettingUnit: false, noOfAssociatesPerUnit: 7, allowedVisitors: 10, maxGuests: 0 }),
    ).rejects.toBeInstanceOf(OfflineError);
    configureTransport({ baseUrl: h.base });

    await savePeopleConfig(91, configArgs(config()));
    // No hand edit: the synced row changes only when sync brings it.
    await pullOnce();
    expect(await db.peopleConfig.get(91)).toEqual(config());

    await saveUnitLimits(91, { unitNo: '12', standNo: 'S12', isLettingUnit: true, noOfAssociatesPerUnit: 7, allowedVisitors: 3, maxGuests: 4 });
    await saveUnitLimits(91, { unitNo: '77', standNo: '', isLettingUnit: false, noOfAssociatesPerUnit: 2, allowedVisitors: 1, maxGuests: 0 });
    await pullOnce();
    expect(await db.units.get('91:12')).toMatchObject({
      standNo: 'S12',
      isLettingUnit: true,
      noOfAssociatesPerUnit: 7,
      allowedVisitors: 3,
      maxGuests: 4,
      associatesCount: 0,
    });
    expect(await db.units.get('91:77')).toMatchObject({ unitNo: '77', noOfAssociatesPerUnit: 2 });

    // The server's own check (ids unique) answers with its message.
    const doubled = configArgs(config());
    doubled.accessZones = [...doubled.accessZones, { ...doubled.accessZones[0]! }];
    const refused = await savePeopleConfig(91, doubled).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('Please check the settings: some values are not valid.');
  });

  it("decides a resident's request: the decision comes back through sync, a second decision is refused with the server's message", async () => {
    const asked = await residentRequestsMore();
    await signInClient(MANAGER);
    expect(await db.unitRequests.get(asked.id)).toMatchObject({ status: 'PENDING', kind: 'moreAssociates' });
    const before = (await db.units.get('91:12'))?.noOfAssociatesPerUnit ?? 0;

    configureTransport({ baseUrl: CLOSED });
    await expect(decideRequest(asked.id, { decision: 'approve', reason: '' })).rejects.toBeInstanceOf(OfflineError);
    configureTransport({ baseUrl: h.base });

    await decideRequest(asked.id, { decision: 'approve', reason: '' });
    expect((await db.unitRequests.get(asked.id))?.status).toBe('PENDING');
    await pullOnce();
    expect(await db.unitRequests.get(asked.id)).toMatchObject({ status: 'APPROVED' });
    expect((await db.units.get('91:12'))?.noOfAssociatesPerUnit).toBe(before + 1);

    const again = await decideRequest(asked.id, { decision: 'decline', reason: 'No' }).catch((e: unknown) => e);
    expect((again as ApiError).message).toBe('This request has already been decided.');

    const second = await residentRequestsMore();
    await decideRequest(second.id, { decision: 'decline', reason: 'The estate rules allow no more.' });
    await pullOnce();
    expect(await db.unitRequests.get(second.id)).toMatchObject({ status: 'DECLINED', reason: 'The estate rules allow no more.' });
  });

  it("refuses a member who is not a manager, and the device of a resident holds no other unit's requests", async () => {
    await residentRequestsMore();
    await signInClient(NEIGHBOUR);
    expect(await db.unitRequests.count()).toBe(0);
    const refused = await saveUnitLimits(91, {
      unitNo: '14',
      standNo: '',
      isLettingUnit: false,
      noOfAssociatesPerUnit: 50,
      allowedVisitors: 10,
      maxGuests: 0,
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
    const config403 = await savePeopleConfig(91, configArgs(config())).catch((e: unknown) => e);
    expect((config403 as ApiError).status).toBe(403);
  });
});
