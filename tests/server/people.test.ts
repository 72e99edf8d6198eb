import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Associate, Unit, UnitRequest } from '../../src/contract/people';
import { ASSOCIATE_MESSAGES } from '../../src/i18n/en/people';
import { FILE_MESSAGES } from '../../src/i18n/en/files';
import { availableDialects } from '../helpers/test-app';
import { GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makePeopleConfig, makeUser, type Caller } from '../helpers/factories';
import { pullAll, push } from '../sync/sync-helpers';
import { associatesUrl, call, JPEG, minorArgs, peopleConfig, rowId, SA_IDS, spouseArgs, staffArgs, upload } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;

describe.each(dialects)('people at a unit on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, guard, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER], { setUp: (app) => makePeopleConfig(app, WC, peopleConfig(5)) });

  const associateCount = async () => Number((await t.ctx.db.selectFrom('associates').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const create = (who: Caller, args: object) => call<Associate>(t.app, 'POST', API.associates, who, args);

  it('answers the unit tiles, the estate maximum, the associate and document types', async () => {
    const stands = await call<{ unitNo: string; noOfAssociatesPerUnit: number; allowedVisitors: number; availableVisitorInvites: number }>(t.app, 'GET', `${API.standNumbers}?estateID=${WC}&uid=${resident.userId}&isBooking=0`, resident);
    expect(stands.status).toBe(200);
    expect(stands.body.details).toEqual([{ unitNo: '12', standNo: '12', noOfAssociatesPerUnit: 5, allowedVisitors: 10, availableVisitorInvites: 10, noOfVisitorInvitesPerUnit: 10, isLettingUnit: false }]);
    const properties = await call(t.app, 'GET', `${API.unitProperties}?estateID=${WC}&userID=${resident.userId}`, resident);
    expect(properties.body.details).toEqual(stands.body.details);
    // Another user's tiles: 403.
    expect((await call(t.app, 'GET', `${API.standNumbers}?estateID=${WC}&uid=${resident.userId}`, neighbour)).status).toBe(403);

    const max = await call(t.app, 'GET', `${API.associatesEstateMax}?estateID=${WC}&unitNo=12`, resident);
    expect(max.body.details).toEqual([{ estateMax: 5 }]);
    const types = await call<{ associateTypeId: number; associateType: string; associateRelationship: string }>(t.app, 'GET', `${API.associateTypes}?estateID=${WC}&name=Staff`, resident);
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
    expect(spouse.body.details?.[0]).toMatchObject({ firstName: 'Sizwe', associateType: 'Family Member', associateRelationship: 'Spouse', idNumberMasked: '*********9087', resident_userId: resident.userId });
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
});
