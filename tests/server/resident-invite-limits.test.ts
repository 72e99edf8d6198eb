import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { ResidentInviteLimit } from '../../src/contract/invite-limits';
import type { InviteCreateArgs } from '../../src/contract/invites';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { ERROR_MESSAGES } from '../../src/i18n/en/errors';
import { INVITE_MESSAGES } from '../../src/i18n/en/invites';
import { PEOPLE_CONFIG_MESSAGES } from '../../src/i18n/en/people';
import { format } from '../../src/i18n/format';
import { GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makePeopleConfig, type Caller } from '../helpers/factories';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { call, peopleConfig, rowId } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;

let phones = 0;
/** A visitor for the whole of tomorrow, a new phone number each time. */
function inviteArgs(unitNo = '12'): InviteCreateArgs {
  const tomorrow = addDays(estateDate(), 1);
  return {
    inviteId: rowId('iv'),
    estateId: WC,
    unitNo,
    pkivisitorInviteTypeID: 1,
    visitorName: 'Ayanda Zulu',
    visitorPhoneNumber: `08311100${String(++phones).padStart(2, '0')}`,
    visitorEmail: '',
    invitedDateStart: `${tomorrow} 00:01`,
    invitedDateEnd: `${tomorrow} 23:59`,
    dayCount: 1,
    multiEntry: false,
    accessZoneIDList: [1],
    regularVisitorId: '',
  };
}

/** A resident's own invite block and cap (spec 2 section 6: invitesDisabled, maximumVisitors), beside the unit's daily cap. */
describe.each(dialects)("a resident's own invite block and cap on %s", (dialect) => {
  const {
    t,
    people: [resident, neighbour, guard, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER], { setUp: (app) => makePeopleConfig(app, WC, peopleConfig(5)) });

  const setLimit = (who: Caller, body: object) => call<ResidentInviteLimit>(t.app, 'PUT', `${API.residentInviteLimit}?estateID=${WC}`, who, body);
  const create = async (who: Caller, args: InviteCreateArgs) =>
    (await push(t.app, who, rowId('cl'), [{ id: 1, name: 'invites.create', args }])).body.results[0];
  const invites = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('invites')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const unitUsed = async () =>
    Number(
      (await t.ctx.db.selectFrom('units').select('visitor_invites_used').where('estate_id', '=', WC).where('unit_no', '=', '12').executeTakeFirst())
        ?.visitor_invites_used ?? 0,
    );
  const limitRow = async (who: Caller) =>
    (await pullAll(t.app, who)).changes.filter((c) => c.table === 'residentInviteLimits' && c.id === `${WC}:${resident.userId}`).at(-1)?.data as
      | ResidentInviteLimit
      | undefined;

  it('lets only the estate manager set it, for a unit person of the estate, and syncs it to the resident and the managers only', async () => {
    for (const who of [resident, neighbour, guard])
      expect((await setLimit(who, { userId: resident.userId, invitesDisabled: true, maximumVisitors: 0 })).status).toBe(403);
    const unknown = await setLimit(manager, { userId: 'nosuchuser', invitesDisabled: true, maximumVisitors: 0 });
    expect([unknown.status, unknown.body.errorDetails?.detail]).toEqual([404, INVITE_MESSAGES.residentNotFound]);
    // The guard holds no unit: not a resident whose invites the manager limits.
    expect((await setLimit(manager, { userId: guard.userId, invitesDisabled: true, maximumVisitors: 0 })).status).toBe(404);
    for (const bad of [
      { userId: resident.userId, invitesDisabled: true, maximumVisitors: -1 },
      { userId: resident.userId, invitesDisabled: 'yes', maximumVisitors: 1 },
      { userId: resident.userId, invitesDisabled: false, maximumVisitors: 1.5 },
    ])
      expect((await setLimit(manager, bad)).status).toBe(400);
    expect((await setLimit(manager, { userId: '', invitesDisabled: true, maximumVisitors: 0 })).body.errorDetails?.detail).toBe(
      `userId: ${ERROR_MESSAGES.invalidId}`,
    );
    expect((await setLimit(manager, { userId: resident.userId, invitesDisabled: false, maximumVisitors: 501 })).body.errorDetails?.detail).toBe(
      PEOPLE_CONFIG_MESSAGES.invalid,
    );
    expect(await t.ctx.db.selectFrom('resident_invite_limits').select('id').execute()).toHaveLength(0);

    const set = await setLimit(manager, { userId: resident.userId, invitesDisabled: true, maximumVisitors: 3 });
    expect(set.status).toBe(200);
    const expected = { estateId: WC, userId: resident.userId, invitesDisabled: true, maximumVisitors: 3 };
    expect(await limitRow(resident)).toMatchObject(expected);
    expect(await limitRow(manager)).toMatchObject(expected);
    expect(await limitRow(neighbour)).toBeUndefined();
    expect(await limitRow(guard)).toBeUndefined();
  });

  it('refuses an invite made offline that lands once invites are disabled, with the spec message, and writes nothing', async () => {
    // Queued on the device before the manager's block; pushed after it.
    const queued = inviteArgs();
    expect((await setLimit(manager, { userId: resident.userId, invitesDisabled: true, maximumVisitors: 0 })).status).toBe(200);
    const before = { invites: await invites(), used: await unitUsed() };
    expect(await create(resident, queued)).toEqual({ id: 1, ok: false, error: format(INVITE_MESSAGES.dailyLimit, { n: 0 }) });
    // The spec's REST call is refused the same way.
    const rest = await call(t.app, 'POST', API.visitorInvite, resident, inviteArgs());
    expect([rest.status, rest.body.errorDetails?.detail]).toEqual([400, format(INVITE_MESSAGES.dailyLimit, { n: 0 })]);
    expect({ invites: await invites(), used: await unitUsed() }).toEqual(before);
    // The neighbour (another unit, no limit of their own) still invites.
    expect(await create(neighbour, inviteArgs('14'))).toEqual({ id: 1, ok: true });
  });

  it("caps the resident's invites a day at their maximum, counting each, below the unit's cap", async () => {
    expect((await setLimit(manager, { userId: resident.userId, invitesDisabled: false, maximumVisitors: 2 })).status).toBe(200);
    const startUsed = (await limitRow(resident))?.invitesUsed ?? 0;
    const today = estateDate();
    // Earlier tests of this file may have counted some today: take the rest of the two.
    for (let i = startUsed; i < 2; i += 1) expect(await create(resident, inviteArgs())).toEqual({ id: 1, ok: true });
    expect(await limitRow(resident)).toMatchObject({ invitesDay: today, invitesUsed: 2 });
    const before = { invites: await invites(), used: await unitUsed() };
    expect(await create(resident, inviteArgs())).toEqual({ id: 1, ok: false, error: format(INVITE_MESSAGES.dailyLimit, { n: 2 }) });
    expect({ invites: await invites(), used: await unitUsed() }).toEqual(before);
    // Raised by the manager: the next one goes.
    expect((await setLimit(manager, { userId: resident.userId, invitesDisabled: false, maximumVisitors: 3 })).status).toBe(200);
    expect(await create(resident, inviteArgs())).toEqual({ id: 1, ok: true });
    expect(await limitRow(resident)).toMatchObject({ invitesUsed: 3, maximumVisitors: 3 });
  });
});
