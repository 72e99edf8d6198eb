import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type InviteCreateArgs, LettingGuestCreateArgsSchema, RegularVisitorCreateArgsSchema } from '../../src/contract/invites';
import { addDays, estateDate } from '../../src/domain/estate-time';
import { NAME_MESSAGES } from '../../src/i18n/en/errors';
import { INVITE_MESSAGES } from '../../src/i18n/en/invites';
import { format } from '../../src/i18n/format';
import { plainName } from '../../server/mail/plain-name';
import { RESEND_LIMITS } from '../../server/modules/invites/invites.service';
import { NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { type Caller, makePeopleConfig } from '../helpers/factories';
import { availableDialects } from '../helpers/test-app';
import { push } from '../sync/sync-helpers';
import { peopleConfig, rowId } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;
const PHISHING = 'Account suspended - verify at https://evil.example/login';

function inviteArgs(unitNo: string, visitorEmail: string, overrides: Partial<InviteCreateArgs> = {}): InviteCreateArgs {
  const tomorrow = addDays(estateDate(), 1);
  return {
    inviteId: rowId('iv'),
    estateId: WC,
    unitNo,
    pkivisitorInviteTypeID: 1,
    visitorName: 'Ayanda Zulu',
    visitorPhoneNumber: '0831112222',
    visitorEmail,
    invitedDateStart: `${tomorrow} 00:01`,
    invitedDateEnd: `${tomorrow} 23:59`,
    dayCount: 1,
    multiEntry: false,
    accessZoneIDList: [1],
    regularVisitorId: '',
    ...overrides,
  };
}

describe("a visitor's name in a mail is plain text", () => {
  it('the contract refuses link-like names with a clear message, and keeps ordinary ones', () => {
    const create = (visitorName: string) => v.safeParse(RegularVisitorCreateArgsSchema.entries.displayName, visitorName);
    for (const bad of [PHISHING, 'www.evil.example', 'evil.example', 'mail me at x@evil.example', 'hxxp://x', 't.co/abc', 'J.Smith']) {
      const parsed = create(bad);
      expect([bad, parsed.success, parsed.issues?.[0]?.message]).toEqual([bad, false, NAME_MESSAGES.noLinks]);
    }
    for (const good of ['Ayanda Zulu', 'J.R. Smith', 'Mr. Smith', "Nomsa O'Neil-Dlamini"]) expect(create(good).success).toBe(true);
    expect(v.safeParse(LettingGuestCreateArgsSchema.entries.firstName, 'go to www.evil.example').issues?.[0]?.message).toBe(NAME_MESSAGES.noLinks);
  });

  it('the mail keeps a name to one line of the contract length with no link left in it', () => {
    expect(plainName(PHISHING)).toBe('Account suspended - verify at https[:]//evil[.]example/login');
    expect(plainName('Line one\n\nhttps://x.example\r\nBcc: a@b.example')).toBe('Line one https[:]//x[.]example Bcc: a [at] b[.]example');
    expect(plainName('www.evil.co.za')).toBe('www[.]evil[.]co[.]za');
    expect([...plainName('x'.repeat(500))]).toHaveLength(100);
    expect(plainName('J.R. Smith')).toBe('J.R. Smith');
  });
});

describe.each(dialects)('invite mails on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR], { setUp: (app) => makePeopleConfig(app, WC, peopleConfig(5)) });

  const push1 = async (who: Caller, name: string, args: object) => (await push(t.app, who, rowId('cl'), [{ id: 1, name, args }])).body.results[0];
  const mailsTo = (address: string) =>
    t.ctx.db.selectFrom('mailbox').select(['text_body', 'html_body']).where('to_address', '=', address).orderBy('created_at').execute();
  /** The mails leave after the commit: waits until `n` have reached the stored mailbox. */
  async function mailCount(address: string, n: number): Promise<number> {
    for (let i = 0; i < 50 && (await mailsTo(address)).length < n; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (await mailsTo(address)).length;
  }

  it('refuses a link-like visitor name at invites.create and writes nothing', async () => {
    const args = inviteArgs('12', 'victim@example.com', { visitorName: PHISHING });
    expect(await push1(resident, 'invites.create', args)).toEqual({ id: 1, ok: false, error: NAME_MESSAGES.noLinks });
    expect(await t.ctx.db.selectFrom('invites').select('id').where('id', '=', args.inviteId).execute()).toEqual([]);
    expect(await mailsTo('victim@example.com')).toEqual([]);
  });

  it('mails a name stored before the check as plain text: escaped, defanged, no link made of it', async () => {
    const args = inviteArgs('12', 'old@example.com');
    expect(await push1(resident, 'invites.create', args)).toEqual({ id: 1, ok: true });
    await t.ctx.db
      .updateTable('invites')
      .set({ visitor_name: `<a href="https://evil.example">${PHISHING}</a>` })
      .where('id', '=', args.inviteId)
      .execute();
    expect(await push1(resident, 'invites.resend', { inviteId: args.inviteId })).toEqual({ id: 1, ok: true });
    expect(await mailCount('old@example.com', 2)).toBe(2);
    const mail = (await mailsTo('old@example.com'))[1];
    expect(mail?.text_body).toContain('Hello <a href="https[:]//evil[.]example">Account suspended - verify at https[:]//evil[.]example/login</a>,');
    expect(mail?.text_body).not.toContain('evil.example');
    expect(mail?.html_body).not.toContain('<a');
    expect(mail?.html_body).not.toContain('evil.example');
  });

  it(`mails one invite again at most ${RESEND_LIMITS.perInvite.limit} times an hour, then refuses with the message the screen shows`, async () => {
    const args = inviteArgs('12', 'often@example.com');
    expect(await push1(resident, 'invites.create', args)).toEqual({ id: 1, ok: true });
    // One push of 30 resends: only the first few go.
    const clientId = rowId('cl');
    const resends = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: 'invites.resend', args: { inviteId: args.inviteId } }));
    const results = (await push(t.app, resident, clientId, resends)).body.results;
    const refusal = format(INVITE_MESSAGES.resendInviteLimit, { n: RESEND_LIMITS.perInvite.limit });
    expect(results.filter((r) => r.ok)).toHaveLength(RESEND_LIMITS.perInvite.limit);
    expect(results.slice(RESEND_LIMITS.perInvite.limit)).toEqual(
      resends.slice(RESEND_LIMITS.perInvite.limit).map((r) => ({ id: r.id, ok: false, error: refusal })),
    );
    expect(await mailCount('often@example.com', 1 + RESEND_LIMITS.perInvite.limit)).toBe(1 + RESEND_LIMITS.perInvite.limit);
  });

  it(`caps one resident at ${RESEND_LIMITS.perUser.limit} resends an hour across invites`, async () => {
    const invites = Array.from({ length: 4 }, (_, i) => inviteArgs('14', `cap${i}@example.com`, { visitorPhoneNumber: `083222333${i}` }));
    for (const args of invites) expect(await push1(neighbour, 'invites.create', args)).toEqual({ id: 1, ok: true });
    const clientId = rowId('cl');
    const resends = invites.flatMap((args) => Array.from({ length: 3 }, () => ({ inviteId: args.inviteId })));
    const results = (
      await push(
        t.app,
        neighbour,
        clientId,
        resends.map((a, i) => ({ id: i + 1, name: 'invites.resend', args: a })),
      )
    ).body.results;
    expect(results.filter((r) => r.ok)).toHaveLength(RESEND_LIMITS.perUser.limit);
    expect(results.at(-1)).toEqual({ id: 12, ok: false, error: format(INVITE_MESSAGES.resendUserLimit, { n: RESEND_LIMITS.perUser.limit }) });
    // Another resident is not held by it.
    const theirs = inviteArgs('12', 'free@example.com', { visitorPhoneNumber: '0839998888' });
    expect(await push1(resident, 'invites.create', theirs)).toEqual({ id: 1, ok: true });
    expect(await push1(resident, 'invites.resend', { inviteId: theirs.inviteId })).toEqual({ id: 1, ok: true });
  });
});
