import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Associate, UnitRequest } from '../../src/contract/people';
import { seedDemo } from '../../server/seed/seed-demo';
import { DEMO_PEOPLE_CONFIG } from '../../server/seed/demo-people-config';
import { demoAccount } from '../../server/seed/demo-accounts';
import { signInAs } from '../helpers/factories';
import { availableDialects, buildTestApp, type TestApp } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';
import { call } from './people-helpers';

const dialects = await availableDialects();

/** The demo seed's people: what the README's demo accounts see. */
describe.each(dialects)('the demo people on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the resident one associate of each kind at unit 12 and the manager a pending removal', async () => {
    const resident = await signInAs(t.app, demoAccount('owner'));
    const list = await call<Associate>(t.app, 'GET', `${API.associates}?userID=${resident.userId}&estateID=91&unitNo=12`, resident);
    expect(list.body.details?.map((a) => [a.associateType, a.associateRelationship, a.isMinor])).toEqual([
      ['Family Member', 'Spouse', false],
      ['Staff', 'Domestic Worker', false],
      ['Family Member', 'Owner - Minor Child (Under 16)', true],
    ]);
    const staff = list.body.details?.[1];
    expect(staff).toMatchObject({
      MondayStartTime: '07:00',
      MondayEndTime: '16:00',
      TuesdayStartTime: '',
      WednesdayStartTime: '07:00',
      FridayEndTime: '16:00',
    });
    expect(list.body.details?.[2]).toMatchObject({ guardianFirstName: 'Thandi', guardianEmail: 'resident@example.com' });

    // Today's demo visitor invite (server/seed/demo-invites.ts) took one of the ten.
    const stands = await call(t.app, 'GET', `${API.standNumbers}?estateID=91&uid=${resident.userId}`, resident);
    expect(stands.body.details).toEqual([
      {
        unitNo: '12',
        standNo: '12',
        noOfAssociatesPerUnit: 5,
        allowedVisitors: 10,
        availableVisitorInvites: 9,
        noOfVisitorInvitesPerUnit: 10,
        isLettingUnit: false,
      },
    ]);

    const manager = await signInAs(t.app, demoAccount('estateManager'));
    const { changes } = await pullAll(t.app, manager);
    const requests = changes.filter((c) => c.table === 'unitRequests').map((c) => c.data as UnitRequest);
    expect(requests).toEqual([
      expect.objectContaining({ kind: 'removal', status: 'PENDING', associateName: 'Grace Nkosi', unitNo: '12', requestedByName: 'Thandi Mokoena' }),
    ]);
    expect(
      changes
        .filter((c) => c.table === 'units')
        .map((c) => c.id)
        .sort(),
    ).toEqual(['91:12', '91:14']);
    expect(changes.find((c) => c.table === 'peopleConfig' && c.id === '91')?.data).toEqual({ estateId: 91, ...DEMO_PEOPLE_CONFIG[91] });

    const neighbour = await signInAs(t.app, demoAccount('resident'));
    expect((await pullAll(t.app, neighbour)).changes.some((c) => c.table === 'associates')).toBe(false);
  });

  it('seeds the people once', async () => {
    expect(await seedDemo(t.ctx.db)).toBe(false);
    expect(await t.ctx.db.selectFrom('associates').select('id').execute()).toHaveLength(3);
    expect(await t.ctx.db.selectFrom('unit_requests').select('id').execute()).toHaveLength(1);
  });
});
