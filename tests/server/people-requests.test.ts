import { describe, expect, it, vi } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Associate, Unit, UnitRequest } from '../../src/contract/people';
import type { UserRole } from '../../src/contract/records';
import { ASSOCIATE_MESSAGES, REQUEST_MESSAGES } from '../../src/i18n/en/people';
import { listMailbox } from '../../server/mail/mailbox-mailer';
import { availableDialects } from '../helpers/test-app';
import { GUARD, MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import { makePeopleConfig, makeUser, signInAs, type Caller } from '../helpers/factories';
import { verifyWithMailedCode } from '../helpers/email-verification';
import { pullAll, push } from '../sync/sync-helpers';
import { associatesUrl, call, minorArgs, peopleConfig, rowId, SA_IDS, spouseArgs, staffArgs } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;

describe.each(dialects)('requests to the estate manager and the delegate on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, guard, manager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, GUARD, MANAGER], { setUp: (app) => makePeopleConfig(app, WC, peopleConfig(6)) });

  const request = (who: Caller, args: object, clientId = rowId('cl')) => push(t.app, who, clientId, [{ id: 1, name: 'people.request', args }]);
  const decide = (who: Caller, id: string, body: object) => call<UnitRequest>(t.app, 'POST', API.requestDecision(id), who, body);
  const latest = async <T>(who: Caller, table: string, id: string): Promise<{ op: string; data: T | null } | undefined> => {
    const change = (await pullAll(t.app, who)).changes.filter((c) => c.table === table && c.id === id).at(-1);
    return change ? { op: change.op, data: (change.data ?? null) as T | null } : undefined;
  };
  const notifications = async (userId: string) =>
    await t.ctx.db.selectFrom('notifications').select(['title', 'description']).where('user_id', '=', userId).orderBy('created_at').execute();
  const mailTo = async (email: string) => {
    await vi.waitFor(async () => expect((await listMailbox(t.ctx.db, email)).length).toBeGreaterThan(0), { timeout: 3000 });
    return listMailbox(t.ctx.db, email);
  };

  it('takes a removal request once, lists it to the managers, and an approval removes the associate and tells the resident', async () => {
    const staff = staffArgs(WC, '12');
    expect((await push(t.app, resident, rowId('cl'), [{ id: 1, name: 'associates.create', args: staff }])).body.results).toEqual([{ id: 1, ok: true }]);
    const requestId = rowId('rq');
    const removal = { requestId, kind: 'removal', estateId: WC, unitNo: '12', associateId: staff.associateId };
    expect((await request(resident, removal)).body.results).toEqual([{ id: 1, ok: true }]);
    // A second removal of the same associate while the first waits; the neighbour; an unknown associate.
    expect((await request(resident, { ...removal, requestId: rowId('rq') })).body.results).toEqual([
      { id: 1, ok: false, error: ASSOCIATE_MESSAGES.requestPending },
    ]);
    expect((await request(neighbour, { ...removal, requestId: rowId('rq') })).body.results).toEqual([
      { id: 1, ok: false, error: ASSOCIATE_MESSAGES.unitNotHeld },
    ]);
    expect((await request(resident, { ...removal, requestId: rowId('rq'), associateId: 'nosuchassociate1' })).body.results).toEqual([
      { id: 1, ok: false, error: ASSOCIATE_MESSAGES.notFound },
    ]);

    const listed = await latest<UnitRequest>(manager, 'unitRequests', requestId);
    expect(listed?.data).toMatchObject({
      kind: 'removal',
      status: 'PENDING',
      associateName: 'Nomsa Dube',
      requestedBy: resident.userId,
      requestedByName: 'Thandi Mokoena',
    });
    expect(await latest(neighbour, 'unitRequests', requestId)).toBeUndefined();

    // Only the estate's managers decide; a decline needs a reason.
    expect((await decide(resident, requestId, { decision: 'approve', reason: '' })).status).toBe(403);
    expect((await decide(guard, requestId, { decision: 'approve', reason: '' })).status).toBe(403);
    const otherManager = await makeUser(t, { roles: [{ estateId: 92, role: 'estateManager' }] });
    expect((await decide(otherManager, requestId, { decision: 'approve', reason: '' })).status).toBe(403);
    const noReason = await decide(manager, requestId, { decision: 'decline', reason: ' ' });
    expect([noReason.status, noReason.body.errorDetails?.detail]).toEqual([400, REQUEST_MESSAGES.reasonRequired]);
    expect((await decide(manager, 'nosuchrequest1', { decision: 'approve', reason: '' })).status).toBe(404);

    const approved = await decide(manager, requestId, { decision: 'approve', reason: '' });
    expect(approved.status).toBe(200);
    expect(approved.body.details?.[0]).toMatchObject({ status: 'APPROVED' });
    const again = await decide(manager, requestId, { decision: 'decline', reason: 'Changed my mind' });
    expect([again.status, again.body.errorDetails?.detail]).toEqual([400, REQUEST_MESSAGES.alreadyDecided]);

    const row = await t.ctx.db.selectFrom('associates').selectAll().where('id', '=', staff.associateId).executeTakeFirstOrThrow();
    expect(row.status).toBe('removed');
    expect(Number(row.removed_at)).toBeGreaterThan(0);
    expect(await latest(resident, 'associates', staff.associateId)).toEqual({ op: 'del', data: null });
    expect((await latest<UnitRequest>(resident, 'unitRequests', requestId))?.data?.status).toBe('APPROVED');
    expect(
      (await call<Associate>(t.app, 'GET', associatesUrl(resident, WC, '12'), resident)).body.details?.some((a) => a.pkiAssociateID === staff.associateId),
    ).toBe(false);
    expect(await notifications(resident.userId)).toContainEqual({
      title: REQUEST_MESSAGES.approvedTitle,
      description: 'The Estate Management approved your request: remove Nomsa Dube.',
    });
    // A removed associate's identity and images are no longer served.
    expect((await call(t.app, 'GET', API.associateIdentity(staff.associateId), resident)).status).toBe(404);
  });

  it("declines with a reason, and an approved request for more associates raises the unit's maximum", async () => {
    const more = await call<UnitRequest>(t.app, 'PUT', `${API.associatesRequestIncrease}?userID=${neighbour.userId}&estateID=${WC}&unitNo=14`, neighbour);
    expect(more.status).toBe(200);
    expect(more.body.message).toBe(ASSOCIATE_MESSAGES.requestSent);
    const first = more.body.details?.[0] as UnitRequest;
    expect(first).toMatchObject({ kind: 'moreAssociates', status: 'PENDING', unitNo: '14' });
    expect(
      (await call(t.app, 'PUT', `${API.associatesRequestIncrease}?userID=${neighbour.userId}&estateID=${WC}&unitNo=14`, neighbour)).body.errorDetails?.detail,
    ).toBe(ASSOCIATE_MESSAGES.requestPending);
    expect((await call(t.app, 'PUT', `${API.associatesRequestIncrease}?userID=${neighbour.userId}&estateID=${WC}&unitNo=14`, resident)).status).toBe(403);

    const declined = await decide(manager, first.id, { decision: 'decline', reason: 'Your stand is at its maximum.' });
    expect(declined.body.details?.[0]).toMatchObject({ status: 'DECLINED', reason: 'Your stand is at its maximum.' });
    expect(await notifications(neighbour.userId)).toContainEqual({
      title: REQUEST_MESSAGES.declinedTitle,
      description: 'The Estate Management declined your request: more associates for unit 14. Reason: Your stand is at its maximum.',
    });

    const second = (await call<UnitRequest>(t.app, 'PUT', `${API.associatesRequestIncrease}?userID=${neighbour.userId}&estateID=${WC}&unitNo=14`, neighbour))
      .body.details?.[0] as UnitRequest;
    expect((await decide(manager, second.id, { decision: 'approve', reason: '' })).status).toBe(200);
    expect((await latest<Unit>(neighbour, 'units', `${WC}:14`))?.data?.noOfAssociatesPerUnit).toBe(7);
    expect((await call(t.app, 'GET', `${API.associatesEstateMax}?estateID=${WC}&unitNo=14`, neighbour)).body.details).toEqual([{ estateMax: 7 }]);
  });

  it("requests a removal by the spec's DELETE with the ID number", async () => {
    const spouse = spouseArgs(WC, '14', { passportOrIDNumber: SA_IDS[2] });
    expect((await call(t.app, 'POST', API.associates, neighbour, spouse)).status).toBe(200);
    const url = `${API.associates}?userID=${neighbour.userId}&estateID=${WC}&unitNo=14&idNumber=${SA_IDS[2]}`;
    expect((await call(t.app, 'DELETE', url, resident)).status).toBe(403);
    expect(
      (await call(t.app, 'DELETE', `${API.associates}?userID=${neighbour.userId}&estateID=${WC}&unitNo=14&idNumber=0000000000000`, neighbour)).status,
    ).toBe(404);
    const removal = await call<UnitRequest>(t.app, 'DELETE', url, neighbour);
    expect(removal.status).toBe(200);
    expect(removal.body.message).toBe(ASSOCIATE_MESSAGES.requestSent);
    expect(removal.body.details?.[0]).toMatchObject({ kind: 'removal', associateId: spouse.associateId, status: 'PENDING' });
  });

  it('makes an adult associate the delegate (once), mails them, gives their account the unit, and follows requests', async () => {
    const delegateUser = await makeUser(t, { roles: [{ estateId: WC, role: 'resident', unitNo: '30' }], email: 'sizwe.delegate@example.com' });
    const spouse = spouseArgs(WC, '12', { email: 'Sizwe.Delegate@example.com' });
    const minor = minorArgs(WC, '12');
    const clientId = rowId('cl');
    expect(
      (
        await push(t.app, resident, clientId, [
          { id: 1, name: 'associates.create', args: spouse },
          { id: 2, name: 'associates.create', args: minor },
          { id: 3, name: 'associates.setDelegate', args: { associateId: minor.associateId } },
          { id: 4, name: 'associates.setDelegate', args: { associateId: spouse.associateId } },
        ])
      ).body.results,
    ).toEqual([
      { id: 1, ok: true },
      { id: 2, ok: true },
      { id: 3, ok: false, error: ASSOCIATE_MESSAGES.delegateMinor },
      { id: 4, ok: true },
    ]);
    // One delegate only: another adult is refused.
    const other = spouseArgs(WC, '12', { firstName: 'Ayanda', email: 'ayanda@example.com', passportOrIDNumber: SA_IDS[1] });
    expect(
      (
        await push(t.app, resident, clientId, [
          { id: 5, name: 'associates.create', args: other },
          { id: 6, name: 'associates.setDelegate', args: { associateId: other.associateId } },
        ])
      ).body.results,
    ).toEqual([
      { id: 5, ok: true },
      { id: 6, ok: false, error: ASSOCIATE_MESSAGES.delegateAlreadyLoaded },
    ]);

    const [mail] = await mailTo('sizwe.delegate@example.com');
    expect(mail?.subject).toBe('You are now an Associate Delegate at Willow Creek Estate');
    expect(mail?.text).toContain('Thandi Mokoena made you the Associate Delegate of unit 12 at Willow Creek Estate');
    const roles = (await pullAll(t.app, delegateUser)).changes.filter((c) => c.table === 'userRoles').map((c) => c.data as UserRole);
    expect(roles).toContainEqual(expect.objectContaining({ roleName: 'associateDelegate', unitNo: '12', estateId: WC, accessControl: false }));
    expect((await latest<Associate>(resident, 'associates', spouse.associateId))?.data).toMatchObject({
      delegateAssociate: 1,
      delegateUserId: delegateUser.userId,
    });

    // The delegate sees and manages the unit's associates: list, identity, a new associate (the resident's record), a removal request.
    const delegate: Caller = await signInAs(t.app, delegateUser);
    expect((await call<Associate>(t.app, 'GET', associatesUrl(delegate, WC, '12'), delegate)).body.details?.length).toBe(3);
    expect((await call(t.app, 'GET', API.associateIdentity(other.associateId), delegate)).body.details).toEqual([{ passportOrIDNumber: SA_IDS[1] }]);
    const added = await call<Associate>(t.app, 'POST', API.associates, delegate, staffArgs(WC, '12'));
    expect(added.status).toBe(200);
    expect(added.body.details?.[0]?.resident_userId).toBe(resident.userId);
    expect(
      (await request(delegate, { requestId: rowId('rq'), kind: 'removal', estateId: WC, unitNo: '12', associateId: other.associateId })).body.results,
    ).toEqual([{ id: 1, ok: true }]);
    // ... but neither names a delegate nor asks for a delegate change: those are the holders'.
    expect(
      (await push(t.app, delegate, rowId('cl'), [{ id: 1, name: 'associates.setDelegate', args: { associateId: other.associateId } }])).body.results,
    ).toEqual([{ id: 1, ok: false, error: ASSOCIATE_MESSAGES.unitNotHeld }]);
    expect(
      (await request(delegate, { requestId: rowId('rq'), kind: 'delegateChange', estateId: WC, unitNo: '12', associateId: other.associateId })).body.results,
    ).toEqual([{ id: 1, ok: false, error: ASSOCIATE_MESSAGES.unitNotHeld }]);

    // A delegate change approved: Ayanda becomes the delegate, Sizwe's account loses the unit.
    const changeId = rowId('rq');
    expect(
      (await request(resident, { requestId: changeId, kind: 'delegateChange', estateId: WC, unitNo: '12', associateId: other.associateId })).body.results,
    ).toEqual([{ id: 1, ok: true }]);
    expect((await decide(manager, changeId, { decision: 'approve', reason: '' })).status).toBe(200);
    expect((await latest<Associate>(resident, 'associates', spouse.associateId))?.data).toMatchObject({ delegateAssociate: 0, delegateUserId: '' });
    expect((await latest<Associate>(resident, 'associates', other.associateId))?.data).toMatchObject({ delegateAssociate: 1 });
    const role = await t.ctx.db
      .selectFrom('user_roles')
      .select('id')
      .where('user_id', '=', delegateUser.userId)
      .where('role_name', '=', 'associateDelegate')
      .execute();
    expect(role).toEqual([]);
    expect((await call(t.app, 'GET', associatesUrl(delegate, WC, '12'), delegate)).status).toBe(403);
    expect(await notifications(resident.userId)).toContainEqual({
      title: REQUEST_MESSAGES.approvedTitle,
      description: 'The Estate Management approved your request: make Ayanda Mokoena your Associate Delegate.',
    });
  });

  it('gives the role to a delegate whose account is made after the delegation once its address is verified, and takes it back when the delegate is removed', async () => {
    const email = `later-${rowId('e').toLowerCase()}@example.com`;
    const spouse = spouseArgs(WC, '14', { email, passportOrIDNumber: SA_IDS[1] });
    expect((await call(t.app, 'POST', API.associates, neighbour, spouse)).status).toBe(200);
    const delegated = await call<Associate>(
      t.app,
      'PUT',
      `${API.associateDelegate}?userID=${neighbour.userId}&estateID=${WC}&unitNo=14&associateId=${spouse.associateId}`,
      neighbour,
    );
    expect(delegated.body.details?.[0]).toMatchObject({ delegateAssociate: 1, delegateUserId: '' });
    await mailTo(email);

    const signUp = await t.app.inject({
      method: 'POST',
      url: API.signUp,
      payload: {
        firstname: 'Later',
        lastname: 'Delegate',
        mobile: '0825550199',
        estateName: 'Willow Creek Estate',
        estateId: WC,
        email,
        password: 'Delegate#2026-x',
        userType: 'resident',
        acceptedPrivacyPolicy: true,
      },
    });
    expect(signUp.statusCode).toBe(201);
    const account = await signInAs(t.app, { email, password: 'Delegate#2026-x' });
    // Issue 26: nothing is bound to the address until it is verified.
    expect((await call<Associate>(t.app, 'GET', associatesUrl(account, WC, '14'), account)).status).toBe(403);
    expect((await latest<Associate>(neighbour, 'associates', spouse.associateId))?.data?.delegateUserId).toBe('');
    expect(await verifyWithMailedCode(t.app, t.ctx.db, { ...account, email })).toBe(200);
    expect((await call<Associate>(t.app, 'GET', associatesUrl(account, WC, '14'), account)).status).toBe(200);
    expect((await latest<Associate>(neighbour, 'associates', spouse.associateId))?.data?.delegateUserId).toBe(account.userId);

    const removalId = rowId('rq');
    expect(
      (await request(neighbour, { requestId: removalId, kind: 'removal', estateId: WC, unitNo: '14', associateId: spouse.associateId })).body.results,
    ).toEqual([{ id: 1, ok: true }]);
    expect((await decide(manager, removalId, { decision: 'approve', reason: '' })).status).toBe(200);
    expect((await call(t.app, 'GET', associatesUrl(account, WC, '14'), account)).status).toBe(403);
    const roleChange = (await pullAll(t.app, account)).changes.filter((c) => c.table === 'userRoles' && c.op === 'del');
    expect(roleChange).toHaveLength(1);
  });
});
