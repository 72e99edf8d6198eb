import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { ASSOCIATE_MESSAGES } from '../../src/i18n/en/people';
import { availableDialects } from '../helpers/test-app';
import { MANAGER, useCast } from '../helpers/cast';
import { makePeopleConfig, makeUser, type TestUser } from '../helpers/factories';
import { push } from '../sync/sync-helpers';
import { call, peopleConfig, rowId, spouseArgs } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;
const limitMessage = (count: number, max: number) => `You have ${count}/${max} associates. Book an appointment with Estate Management to add more associates`;

/**
 * The associates limit holds when several devices add the last allowed associate at once: the
 * count is taken with the unit's row locked (FOR UPDATE on PostgreSQL), so exactly one wins.
 */
describe.each(dialects)('the associates limit under concurrency on %s', (dialect) => {
  const {
    t,
    people: [manager],
  } = useCast(dialect, [MANAGER], { setUp: (app) => makePeopleConfig(app, WC, peopleConfig(2)) });

  /** Two holders of one unit (an owner and a resident), the unit's maximum set by the manager. */
  async function unitWithHolders(unitNo: string, max: number): Promise<[TestUser, TestUser]> {
    const owner = await makeUser(t, { roles: [{ estateId: WC, role: 'owner', unitNo }] });
    const tenant = await makeUser(t, { roles: [{ estateId: WC, role: 'resident', unitNo }] });
    const limits = { unitNo, standNo: unitNo, isLettingUnit: false, noOfAssociatesPerUnit: max, allowedVisitors: 10, maxGuests: 0 };
    expect((await call(t.app, 'PUT', `${API.unitLimits}?estateID=${WC}`, manager, limits)).status).toBe(200);
    return [owner, tenant];
  }
  const active = async (unitNo: string) =>
    Number(
      (
        await t.ctx.db
          .selectFrom('associates')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('estate_id', '=', WC)
          .where('unit_no', '=', unitNo)
          .where('status', '=', 'active')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lets exactly one of several pushes racing for the last place through', async () => {
    const [owner, tenant] = await unitWithHolders('L1', 2);
    expect((await push(t.app, owner, rowId('cl'), [{ id: 1, name: 'associates.create', args: spouseArgs(WC, 'L1') }])).body.results).toEqual([
      { id: 1, ok: true },
    ]);
    // Eight devices of the two holders push at once for the one place left.
    const racers = Array.from({ length: 8 }, (_, i) =>
      push(t.app, i % 2 === 0 ? owner : tenant, rowId('cl'), [{ id: 1, name: 'associates.create', args: spouseArgs(WC, 'L1') }]),
    );
    const results = (await Promise.all(racers)).map((r) => r.body.results[0]);
    expect(results.filter((r) => r?.ok)).toHaveLength(1);
    expect(results.filter((r) => !r?.ok).map((r) => r && !r.ok && r.error)).toEqual(Array(7).fill(limitMessage(2, 2)));
    expect(await active('L1')).toBe(2);
  });

  it('lets exactly one of several REST creates racing for the last place through', async () => {
    const [owner, tenant] = await unitWithHolders('L2', 1);
    const racers = Array.from({ length: 8 }, (_, i) => call(t.app, 'POST', API.associates, i % 2 === 0 ? owner : tenant, spouseArgs(WC, 'L2')));
    const answers = await Promise.all(racers);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.errorDetails?.detail)).toEqual(Array(7).fill(limitMessage(1, 1)));
    expect(await active('L2')).toBe(1);
    // The spec's words for the limit.
    expect(limitMessage(1, 1)).toBe(`${ASSOCIATE_MESSAGES.limitReached.replace('{count}', '1').replace('{max}', '1')}. ${ASSOCIATE_MESSAGES.limitAdvice}`);
  });

  it('makes a unit row once when its first associates race for a unit without one', async () => {
    const owner = await makeUser(t, { roles: [{ estateId: WC, role: 'owner', unitNo: 'L3' }] });
    const tenant = await makeUser(t, { roles: [{ estateId: WC, role: 'resident', unitNo: 'L3' }] });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(t.app, 'POST', API.associates, i % 2 === 0 ? owner : tenant, spouseArgs(WC, 'L3'))),
    );
    // The estate's default (2 in this block) holds from the first write on.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(await active('L3')).toBe(2);
    expect(await t.ctx.db.selectFrom('units').select('unit_no').where('estate_id', '=', WC).where('unit_no', '=', 'L3').execute()).toHaveLength(1);
  });
});
