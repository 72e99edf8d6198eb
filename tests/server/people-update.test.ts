import { describe, expect, it, vi } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Pass } from '../../src/contract/invites';
import type { Associate } from '../../src/contract/people';
import { noAccess } from '../../src/domain/associates';
import { ASSOCIATE_MESSAGES } from '../../src/i18n/en/people';
import { listMailbox } from '../../server/mail/mailbox-mailer';
import { estateToday } from '../../server/modules/people/associates.service';
import { addDays } from '../../src/domain/estate-time';
import { availableDialects } from '../helpers/test-app';
import { GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makePeopleConfig } from '../helpers/factories';
import { pullAll, push } from '../sync/sync-helpers';
import { call, minorArgs, peopleConfig, rowId, spouseArgs, staffArgs } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;

/** UPDATE ASSOCIATE (an associate's access term through sync) and the new associate's confirmation e-mail. */
describe.each(dialects)('UPDATE ASSOCIATE and the associate e-mail on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, guard],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER], { setUp: (app) => makePeopleConfig(app, WC, peopleConfig(8)) });

  const stored = async (id: string) =>
    t.ctx.db.selectFrom('associates').select(['access_times', 'valid_from', 'valid_to']).where('id', '=', id).executeTakeFirstOrThrow();
  const mailTo = async (email: string) => {
    await vi.waitFor(async () => expect((await listMailbox(t.ctx.db, email)).length).toBeGreaterThan(0), { timeout: 3000 });
    return listMailbox(t.ctx.db, email);
  };

  it("changes an associate's access term once, publishes it to the unit and ends their pass", async () => {
    const staff = staffArgs(WC, '12', { email: 'nomsa.update@example.com' });
    expect((await push(t.app, resident, rowId('cl'), [{ id: 1, name: 'associates.create', args: staff }])).body.results).toEqual([{ id: 1, ok: true }]);
    const pass = (await call<Pass>(t.app, 'POST', API.associatePass(staff.associateId), resident)).body.details?.[0];
    expect(pass?.status).toBe('ACTIVE');

    const today = estateToday();
    const term = {
      associateId: staff.associateId,
      ...noAccess(),
      TuesdayStartTime: '08:00',
      TuesdayEndTime: '12:00',
      validFrom: staff.validFrom,
      validTo: addDays(today, 30),
    };
    const clientId = rowId('cl');
    const first = await push(t.app, resident, clientId, [{ id: 1, name: 'associates.update', args: term }]);
    expect(first.body.results).toEqual([{ id: 1, ok: true }]);
    // The same mutation again (a lost answer) is answered, not applied twice.
    expect((await push(t.app, resident, clientId, [{ id: 1, name: 'associates.update', args: term }])).body.results).toEqual([{ id: 1, ok: true }]);
    const row = await stored(staff.associateId);
    expect(JSON.parse(row.access_times)).toMatchObject({ MondayStartTime: '', TuesdayStartTime: '08:00', TuesdayEndTime: '12:00' });
    expect([row.valid_from, row.valid_to]).toEqual([staff.validFrom, addDays(today, 30)]);

    const changes = (await pullAll(t.app, resident)).changes;
    const published = changes.filter((c) => c.table === 'associates' && c.id === staff.associateId).at(-1)?.data as Associate | undefined;
    expect(published).toMatchObject({ TuesdayStartTime: '08:00', WednesdayStartTime: '', validTo: addDays(today, 30) });
    // The old pass carried the old times: it is revoked, and the next one carries the new term.
    const passes = (await pullAll(t.app, resident)).changes.filter((c) => c.table === 'passes' && c.id === pass?.id);
    expect((passes.at(-1)?.data as Pass | undefined)?.status).toBe('REVOKED');
    const next = (await call<Pass>(t.app, 'POST', API.associatePass(staff.associateId), resident)).body.details?.[0];
    expect(next?.id).not.toBe(pass?.id);
    expect(next?.status).toBe('ACTIVE');
  });

  it('refuses a bad term with the spec messages, and another unit or the guard, and changes nothing', async () => {
    const staff = staffArgs(WC, '12');
    expect((await push(t.app, resident, rowId('cl'), [{ id: 1, name: 'associates.create', args: staff }])).body.results).toEqual([{ id: 1, ok: true }]);
    const before = await stored(staff.associateId);
    const today = estateToday();
    const base = {
      associateId: staff.associateId,
      ...noAccess(),
      MondayStartTime: '07:00',
      MondayEndTime: '16:00',
      validFrom: staff.validFrom,
      validTo: staff.validTo,
    };
    const update = (who: typeof resident, args: object) => push(t.app, who, rowId('cl'), [{ id: 1, name: 'associates.update', args }]);
    const refusals: [typeof resident, object, string][] = [
      [resident, { ...base, MondayStartTime: '16:00', MondayEndTime: '07:00' }, ASSOCIATE_MESSAGES.accessTimes],
      [resident, { ...base, MondayStartTime: '', MondayEndTime: '' }, ASSOCIATE_MESSAGES.accessTimes],
      [resident, { ...base, validFrom: addDays(today, -10) }, ASSOCIATE_MESSAGES.validity],
      [resident, { ...base, validTo: addDays(staff.validFrom, 400) }, ASSOCIATE_MESSAGES.validity],
      [resident, { ...base, validTo: addDays(today, -5), validFrom: staff.validFrom }, ASSOCIATE_MESSAGES.validity],
      [resident, { ...base, MondayStartTime: '7am' }, ASSOCIATE_MESSAGES.accessTimes],
      [neighbour, base, ASSOCIATE_MESSAGES.notFound],
      [guard, base, ASSOCIATE_MESSAGES.notFound],
      [resident, { ...base, associateId: 'nosuchassociate1' }, ASSOCIATE_MESSAGES.notFound],
    ];
    for (const [who, args, message] of refusals) expect((await update(who, args)).body.results).toEqual([{ id: 1, ok: false, error: message }]);
    expect(await stored(staff.associateId)).toEqual(before);
  });

  it('e-mails a new associate once (sync or REST), and no one for a minor', async () => {
    const staff = staffArgs(WC, '12', { email: 'nomsa.mail@example.com' });
    const clientId = rowId('cl');
    for (let i = 0; i < 2; i += 1)
      expect((await push(t.app, resident, clientId, [{ id: 1, name: 'associates.create', args: staff }])).body.results).toEqual([{ id: 1, ok: true }]);
    // The same associate over REST (an id already stored): no second e-mail.
    expect((await call(t.app, 'POST', API.associates, resident, staff)).status).toBe(200);
    const [mail, ...more] = await mailTo('nomsa.mail@example.com');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('You have been added as an associate at Willow Creek Estate');
    expect(mail?.text).toContain('Thandi Mokoena added you as an associate (Domestic Worker) of unit 12 at Willow Creek Estate.');
    expect(mail?.text).toContain('Monday 07:00 - 16:00, Wednesday 07:00 - 16:00, Friday 07:00 - 16:00');

    const spouse = spouseArgs(WC, '12', { email: 'sizwe.rest@example.com' });
    expect((await call(t.app, 'POST', API.associates, resident, spouse)).status).toBe(200);
    expect((await mailTo('sizwe.rest@example.com'))[0]?.text).toContain('every day 00:01 - 23:59');

    // A refused create sends nothing.
    const refused = staffArgs(WC, '12', { email: 'nobody.refused@example.com', firstName: '' });
    expect((await push(t.app, resident, rowId('cl'), [{ id: 1, name: 'associates.create', args: refused }])).body.results[0]?.ok).toBe(false);
    const minor = minorArgs(WC, '12');
    expect((await push(t.app, resident, rowId('cl'), [{ id: 1, name: 'associates.create', args: minor }])).body.results).toEqual([{ id: 1, ok: true }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await listMailbox(t.ctx.db, 'nobody.refused@example.com')).toHaveLength(0);
    // The minor has no address: no mail was written for them.
    expect(await t.ctx.db.selectFrom('mail_outbox').select('id').where('to_address', '=', '').execute()).toHaveLength(0);
  });
});
