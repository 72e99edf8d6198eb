import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { LevyAccount, Payment, PaymentStartAnswer, PaymentStatusAnswer, SandboxPayAnswer, SandboxSession } from '../../src/contract/billing';
import type { Notification } from '../../src/contract/notifications';
import { estateDate } from '../../src/domain/estate-time';
import { SANDBOX_3DS_CARD, type SandboxFault } from '../../src/domain/sandbox-cards';
import { BILLING_MESSAGES, PAYMENT_MESSAGES, PAYMENT_NOTIFICATIONS, SANDBOX_MESSAGES } from '../../src/i18n/en/billing';
import { deleteAccount } from '../../server/modules/account-deletion/account-deletion.service';
import { encodeForm, parseForm, payweb3Checksum, postedChecksum, signInitiate, transactionDate } from '../../server/modules/payments/payweb3';
import { ABANDONED_AFTER_MS, reconcilePayments } from '../../server/modules/payments/settlement.service';
import { demoAccount } from '../../server/seed/demo-accounts';
import { DEMO_LEVY_ACCOUNT } from '../../server/seed/demo-billing';
import { availableDialects, buildTestApp, useTestApp, type TestApp } from '../helpers/test-app';
import { makeEstate, makeUser, signInAs, type Caller, type TestUser } from '../helpers/factories';
import { writeTransaction } from '../../server/sync/change-log';
import { pullAll } from '../sync/sync-helpers';

const dialects = await availableDialects();

const APPROVED = '4000000000000002';
const APPROVED_MC = '5200000000000015';
const DECLINED = '5200000000000049';
const INSUFFICIENT = '4000000000000028';
const NOT_PROCESSED = '5200000000000064';
/** A card that expires next year, MM/YY. */
const EXPIRY = `12/${String((Number(estateDate().slice(2, 4)) + 1) % 100).padStart(2, '0')}`;
const PUBLIC_URL = 'http://localhost:8080';

type Envelope<T> = { status: string; details: T[] };
type Fixture = { estateId: number; payer: TestUser; neighbour: TestUser; manager: TestUser };

describe.each(dialects)('card payments through the PayWeb3 sandbox on %s', (dialect) => {
  let f: Fixture;
  const t = useTestApp(dialect, async (app) => {
    const estateId = await makeEstate(app);
    const [payer, neighbour, manager] = [
      await makeUser(app, { firstName: 'Thandi', roles: [{ estateId, role: 'resident', unitNo: '12' }] }),
      await makeUser(app, { firstName: 'Pieter', roles: [{ estateId, role: 'resident', unitNo: '14' }] }),
      await makeUser(app, { firstName: 'Manager', roles: [{ estateId, role: 'estateManager' }] }),
    ];
    f = { estateId, payer, neighbour, manager };
    // The estate office's levy bills: R1 850.00 for Thandi's account, R2 000.00 for Pieter's.
    const period = estateDate().slice(0, 7);
    const csv = [
      'accountNumber,unitNo,accountName,period,amount,dueDate,statementFile',
      `A-12,12,Thandi,${period},1850.00,${period}-28,`,
      `A-14,14,Pieter,${period},2000.00,${period}-28,`,
    ].join('\n');
    const res = await app.app.inject({
      method: 'POST',
      url: `${API.billImport}?estateID=${estateId}`,
      headers: auth(manager),
      payload: { csv, statements: [] },
    });
    if (res.statusCode !== 200) throw new Error(`levy import: ${res.body}`);
  });

  function auth(caller: Caller) {
    return { authorization: `Bearer ${caller.token}` };
  }

  const setFaults = async (faults: SandboxFault[]) => {
    const res = await t.app.inject({ method: 'POST', url: API.paygateSandboxSwitches, payload: { faults } });
    expect(res.statusCode).toBe(200);
  };

  const start = async (caller: Caller = f.payer, account = 'A-12', amountCents = 50_000) =>
    t.app.inject({
      method: 'POST',
      url: API.paymentStart,
      headers: auth(caller),
      payload: { purpose: 'levy', estateId: f.estateId, subjectId: account, amountCents },
    });

  /** Starts a levy payment and takes the browser to the card page, as the app's frame does. */
  const startAndOpen = async (amountCents = 50_000): Promise<PaymentStartAnswer> => {
    const res = await start(f.payer, 'A-12', amountCents);
    expect(res.statusCode, res.body).toBe(200);
    const answer = (res.json() as Envelope<PaymentStartAnswer>).details[0];
    if (!answer) throw new Error('no start answer');
    expect(answer.RedirectURL).toBe(`${API.paygateSandbox}/process.trans`);
    const processed = await t.app.inject({
      method: 'POST',
      url: answer.RedirectURL,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encodeForm(Object.entries(answer.fields)),
    });
    expect(processed.statusCode).toBe(303);
    expect(processed.headers.location).toBe(`${API.paygateSandboxPage}?PAY_REQUEST_ID=${answer.PAY_REQUEST_ID}`);
    const session = await t.app.inject({ method: 'GET', url: API.paygateSandboxSession(answer.PAY_REQUEST_ID) });
    expect(session.json()).toEqual({ reference: answer.reference, amountCents, currency: 'ZAR', done: false } satisfies SandboxSession);
    return answer;
  };

  const payCard = async (payRequestId: string, card: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: API.paygateSandboxPay,
      payload: { PAY_REQUEST_ID: payRequestId, expiry: EXPIRY, cvc: '123', cardholder: 'T Dlamini', ...card },
    });

  /** The card page pays and answers the return's fields. */
  const pay = async (payRequestId: string, card: Record<string, unknown>) => {
    const res = await payCard(payRequestId, card);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as SandboxPayAnswer;
    if (answer.step !== 'return') throw new Error('expected the return step');
    expect(answer.RETURN_URL).toBe(`${PUBLIC_URL}${API.paymentReturn}`);
    return answer;
  };

  /** The frame posts the return, as the card page does. */
  const postReturn = async (answer: Extract<SandboxPayAnswer, { step: 'return' }>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.paymentReturn,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encodeForm(Object.entries(answer.fields)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Payment complete');
    expect(res.body).not.toMatch(/<script|\son[a-z]+=/i);
    return res;
  };

  const status = async (payRequestId: string, caller: Caller = f.payer) =>
    t.app.inject({ method: 'POST', url: API.paymentStatus, headers: auth(caller), payload: { payRequestId } });

  const row = async (paymentId: string) => t.ctx.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  const events = async (paymentId: string, kind: string) =>
    t.ctx.db.selectFrom('payment_events').selectAll().where('payment_id', '=', paymentId).where('kind', '=', kind).execute();
  const ledger = async (paymentId: string) => t.ctx.db.selectFrom('levy_payments').selectAll().where('payment_id', '=', paymentId).execute();

  /** What the payer's devices hold after a full pull: their payments, notifications and the unit's levy accounts. */
  const mirror = async (caller: Caller = f.payer) => {
    const { changes } = await pullAll(t.app, caller);
    const rows = <T>(table: string) => changes.filter((c) => c.table === table && c.op === 'put').map((c) => c.data as T);
    return { payments: rows<Payment>('payments'), notifications: rows<Notification>('notifications'), accounts: rows<LevyAccount>('levyAccounts') };
  };
  const paymentNotices = async (reference: string) =>
    (await mirror()).notifications.filter((n) => n.type === 'payments' && JSON.stringify(n.paymentDetails).includes(reference));
  const balance = async () => (await mirror()).accounts.find((a) => a.sAccountNumber === 'A-12')?.balanceCents;

  it('a levy payment with the approved card: initiate, process, pay, notify, return, settled APPROVED once', async () => {
    await setFaults([]);
    const before = await balance();
    const started = await startAndOpen(50_000);
    expect(started.reference).toMatch(/^LEVY-\d{8}-[A-Z0-9]{8}$/);
    expect((await row(started.paymentId)).state).toBe('PENDING');

    const answer = await pay(started.PAY_REQUEST_ID, { cardNumber: APPROVED });
    expect(answer.fields.TRANSACTION_STATUS).toBe('1');
    // The notify came during the pay call: the gateway's word, confirmed by a query.
    const settled = await row(started.paymentId);
    expect(settled).toMatchObject({
      state: 'APPROVED',
      transaction_status: 1,
      transaction_status_desc: 'Approved',
      settled_by: 'notify',
      pay_method_detail: 'Visa',
      result_desc: 'Auth Done',
    });
    expect((await events(started.paymentId, 'notify')).map((e) => e.verdict)).toEqual(['accepted']);
    expect((await events(started.paymentId, 'query')).map((e) => e.verdict)).toEqual(['accepted']);

    await postReturn(answer);
    const again = await status(started.PAY_REQUEST_ID);
    expect((again.json() as Envelope<PaymentStatusAnswer>).details[0]).toEqual({
      paymentId: started.paymentId,
      state: 'APPROVED',
      transactionStatusDescription: 'Approved',
      resultDescription: 'Auth Done',
    });
    expect((await row(started.paymentId)).settled_at).toBe(settled.settled_at);

    // Once: one ledger entry at the levy owner, one notification, the balance R500 lower.
    expect(await ledger(started.paymentId)).toHaveLength(1);
    const notices = await paymentNotices(started.reference);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      title: PAYMENT_NOTIFICATIONS.approvedTitle,
      description: `Your payment of R500.00 (${started.reference}) was approved.`,
      paymentDetails: { amount: 500, reference: started.reference },
    });
    expect(await balance()).toBe((before ?? 0) - 50_000);
    const synced = (await mirror()).payments.find((p) => p.id === started.paymentId);
    expect(synced).toMatchObject({ state: 'APPROVED', amountCents: 50_000, reference: started.reference, purpose: 'levy', subjectId: 'A-12', unitNo: '12' });
    expect((await t.app.inject({ method: 'GET', url: API.paygateSandboxSession(started.PAY_REQUEST_ID) })).json()).toMatchObject({ done: true });

    // Paying the same request again is refused by the gateway.
    const twice = await payCard(started.PAY_REQUEST_ID, { cardNumber: APPROVED });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ errorDescription: SANDBOX_MESSAGES.done });
  });

  it('declined, insufficient funds, not processed, 3-D Secure and a cancel each settle once with their result', async () => {
    await setFaults([]);
    const before = await balance();
    const cases: Array<{ card: Record<string, unknown>; state: string; desc: string; result: string; title: string }> = [
      { card: { cardNumber: DECLINED }, state: 'DECLINED', desc: 'Declined', result: 'Declined', title: PAYMENT_NOTIFICATIONS.declinedTitle },
      { card: { cardNumber: INSUFFICIENT }, state: 'DECLINED', desc: 'Declined', result: 'Insufficient Funds', title: PAYMENT_NOTIFICATIONS.declinedTitle },
      { card: { cardNumber: NOT_PROCESSED }, state: 'NOT_DONE', desc: 'Not Done', result: 'Bank Interface Timeout', title: PAYMENT_NOTIFICATIONS.notDoneTitle },
      {
        card: { cardNumber: SANDBOX_3DS_CARD, threeDS: 'fail' },
        state: 'DECLINED',
        desc: 'Declined',
        result: 'Declined',
        title: PAYMENT_NOTIFICATIONS.declinedTitle,
      },
      { card: { cancel: true }, state: 'CANCELLED', desc: 'User Cancelled', result: 'Transaction cancelled', title: PAYMENT_NOTIFICATIONS.cancelledTitle },
    ];
    for (const c of cases) {
      const started = await startAndOpen(10_000);
      if (c.card.threeDS) expect((await payCard(started.PAY_REQUEST_ID, { cardNumber: SANDBOX_3DS_CARD })).json()).toEqual({ step: '3ds' });
      await postReturn(await pay(started.PAY_REQUEST_ID, c.card));
      expect(await row(started.paymentId), JSON.stringify(c.card)).toMatchObject({ state: c.state, transaction_status_desc: c.desc, result_desc: c.result });
      const notices = await paymentNotices(started.reference);
      expect(notices.map((n) => n.title)).toEqual([c.title]);
      if (c.state === 'DECLINED') expect(notices[0]?.description).toBe(`Your payment of R100.00 (${started.reference}) was not approved: ${c.result}`);
      expect(await ledger(started.paymentId)).toHaveLength(1);
    }
    // 3-D Secure passed: approved.
    const threeDS = await startAndOpen(10_000);
    expect((await payCard(threeDS.PAY_REQUEST_ID, { cardNumber: SANDBOX_3DS_CARD })).json()).toEqual({ step: '3ds' });
    await pay(threeDS.PAY_REQUEST_ID, { cardNumber: SANDBOX_3DS_CARD, threeDS: 'pass' });
    expect((await row(threeDS.paymentId)).state).toBe('APPROVED');
    // Only the approved one counts against the balance.
    expect(await balance()).toBe((before ?? 0) - 10_000);
  });

  it('checks the card at the sandbox too: Luhn, 16 digits, MM/YY not expired, 3-digit CVC', async () => {
    await setFaults([]);
    const started = await startAndOpen();
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ cardNumber: '4000000000000001' }, SANDBOX_MESSAGES.cardNumber],
      [{ cardNumber: '400000000000002' }, SANDBOX_MESSAGES.cardNumber],
      [{ cardNumber: APPROVED_MC, expiry: '01/20' }, SANDBOX_MESSAGES.expiry],
      [{ cardNumber: APPROVED_MC, expiry: '13/40' }, SANDBOX_MESSAGES.expiry],
      [{ cardNumber: APPROVED_MC, cvc: '12' }, SANDBOX_MESSAGES.cvc],
    ];
    for (const [card, message] of refusals) {
      const res = await payCard(started.PAY_REQUEST_ID, card);
      expect(res.statusCode, JSON.stringify(card)).toBe(400);
      expect(res.json()).toMatchObject({ errorDescription: message });
    }
    expect((await row(started.paymentId)).state).toBe('PENDING');
    // Any other Luhn-valid card is approved.
    await pay(started.PAY_REQUEST_ID, { cardNumber: '4111111111111111' });
    expect((await row(started.paymentId)).state).toBe('APPROVED');
  });

  it('duplicate notifies (x3) settle once', async () => {
    await setFaults(['duplicate-notify']);
    const started = await startAndOpen();
    await postReturn(await pay(started.PAY_REQUEST_ID, { cardNumber: APPROVED }));
    expect(await row(started.paymentId)).toMatchObject({ state: 'APPROVED', settled_by: 'notify' });
    // The three identical notifies were recorded once (unique dedupe key), answered OK each time.
    expect((await events(started.paymentId, 'notify')).map((e) => e.verdict)).toEqual(['accepted']);
    expect(await ledger(started.paymentId)).toHaveLength(1);
    expect(await paymentNotices(started.reference)).toHaveLength(1);
  });

  it('a return, status calls and a held notify at the same moment settle once', async () => {
    await setFaults(['late-notify']);
    const started = await startAndOpen();
    const answer = await pay(started.PAY_REQUEST_ID, { cardNumber: APPROVED });
    await Promise.all([
      postReturn(answer),
      status(started.PAY_REQUEST_ID),
      status(started.PAY_REQUEST_ID),
      t.app.inject({ method: 'POST', url: API.paygateSandboxNotifies }),
    ]);
    expect((await row(started.paymentId)).state).toBe('APPROVED');
    expect(await paymentNotices(started.reference)).toHaveLength(1);
    expect(await ledger(started.paymentId)).toHaveLength(1);
  });

  it('a late notify (after the return) finds it settled by the return and changes nothing', async () => {
    await setFaults(['late-notify']);
    const started = await startAndOpen();
    const answer = await pay(started.PAY_REQUEST_ID, { cardNumber: APPROVED });
    expect(await events(started.paymentId, 'notify')).toHaveLength(0);
    expect((await row(started.paymentId)).state).toBe('PENDING');
    await postReturn(answer);
    const settled = await row(started.paymentId);
    expect(settled).toMatchObject({ state: 'APPROVED', settled_by: 'return' });
    const delivered = await t.app.inject({ method: 'POST', url: API.paygateSandboxNotifies });
    expect(delivered.json()).toEqual({ delivered: 1 });
    expect((await events(started.paymentId, 'notify')).map((e) => e.verdict)).toEqual(['accepted']);
    expect(await row(started.paymentId)).toEqual(settled);
    expect(await paymentNotices(started.reference)).toHaveLength(1);
  });

  it('no notify: the status call settles it by query; without a return either, the job does after 30 minutes', async () => {
    await setFaults(['no-notify']);
    const first = await startAndOpen();
    await pay(first.PAY_REQUEST_ID, { cardNumber: APPROVED });
    expect((await row(first.paymentId)).state).toBe('PENDING');
    const answer = (await status(first.PAY_REQUEST_ID)).json() as Envelope<PaymentStatusAnswer>;
    expect(answer.details[0]).toMatchObject({ state: 'APPROVED', transactionStatusDescription: 'Approved' });
    expect(await row(first.paymentId)).toMatchObject({ settled_by: 'status' });

    // Paid, then the device crashed: no notify, no return, no status call.
    const second = await startAndOpen();
    await pay(second.PAY_REQUEST_ID, { cardNumber: DECLINED });
    // Abandoned on the card page: never paid.
    const third = await startAndOpen();
    const early = await reconcilePayments(t.ctx);
    expect((await row(second.paymentId)).state).toBe('PENDING'); // not yet 30 minutes old
    expect(early.stillPending).not.toContain(second.reference);

    const done = await reconcilePayments(t.ctx, Date.now() + ABANDONED_AFTER_MS + 1000);
    expect(done.settled).toBeGreaterThanOrEqual(2);
    expect(await row(second.paymentId)).toMatchObject({ state: 'DECLINED', settled_by: 'job' });
    expect(await row(third.paymentId)).toMatchObject({ state: 'NOT_DONE', settled_by: 'job', transaction_status_desc: 'Not Done' });
    expect(await ledger(third.paymentId)).toHaveLength(1);
  });

  it('a notify with a bad checksum is refused and settles nothing; a forged return neither', async () => {
    await setFaults(['bad-checksum-notify']);
    const started = await startAndOpen();
    const answer = await pay(started.PAY_REQUEST_ID, { cardNumber: APPROVED });
    expect((await events(started.paymentId, 'notify')).map((e) => e.verdict)).toEqual(['bad-checksum']);
    expect(await events(started.paymentId, 'query')).toHaveLength(0);
    expect((await row(started.paymentId)).state).toBe('PENDING');

    // A return whose CHECKSUM does not hold (the browser is the payer's) asks nothing either.
    const forged = await t.app.inject({
      method: 'POST',
      url: API.paymentReturn,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encodeForm([
        ['PAY_REQUEST_ID', started.PAY_REQUEST_ID],
        ['TRANSACTION_STATUS', '1'],
        ['CHECKSUM', payweb3Checksum(['x'], 'guess')],
      ]),
    });
    expect(forged.statusCode).toBe(200);
    expect((await events(started.paymentId, 'return')).map((e) => e.verdict)).toEqual(['bad-checksum']);
    expect((await row(started.paymentId)).state).toBe('PENDING');

    await postReturn(answer);
    expect(await row(started.paymentId)).toMatchObject({ state: 'APPROVED', settled_by: 'return' });
  });

  it('a notify with a changed amount is refused; the query with our amount settles it', async () => {
    await setFaults(['changed-amount-notify']);
    const started = await startAndOpen(50_000);
    const answer = await pay(started.PAY_REQUEST_ID, { cardNumber: APPROVED });
    const [notify] = await events(started.paymentId, 'notify');
    expect(notify?.verdict).toBe('mismatch');
    expect(parseForm(notify?.raw ?? '').find(([name]) => name === 'AMOUNT')?.[1]).toBe('60000');
    expect((await row(started.paymentId)).state).toBe('PENDING');
    await postReturn(answer);
    expect(await row(started.paymentId)).toMatchObject({ state: 'APPROVED', amount_cents: 50_000, settled_by: 'return' });
  });

  it('a stale notify arriving after the final one keeps the final state', async () => {
    await setFaults(['reordered-notify']);
    const started = await startAndOpen();
    await postReturn(await pay(started.PAY_REQUEST_ID, { cardNumber: APPROVED }));
    const notifies = await events(started.paymentId, 'notify');
    expect(notifies.map((e) => [e.verdict, e.transaction_status]).sort()).toEqual([
      ['accepted', '0'],
      ['accepted', '1'],
    ]);
    expect(await row(started.paymentId)).toMatchObject({ state: 'APPROVED', transaction_status: 1, settled_by: 'notify' });
    expect(await paymentNotices(started.reference)).toHaveLength(1);
  });

  it('AUTH_CODE=null is signed as empty and accepted', async () => {
    await setFaults(['auth-code-null']);
    const started = await startAndOpen();
    await pay(started.PAY_REQUEST_ID, { cardNumber: APPROVED });
    const [notify] = await events(started.paymentId, 'notify');
    expect(parseForm(notify?.raw ?? '').find(([name]) => name === 'AUTH_CODE')?.[1]).toBe('null');
    expect(notify?.verdict).toBe('accepted');
    expect(await row(started.paymentId)).toMatchObject({ state: 'APPROVED', settled_by: 'notify' });
  });

  it('an expired initiate (TXN_PRC) is refused with the spec message and closes the attempt', async () => {
    await setFaults(['expired-initiate']);
    const res = await start();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ errorDescription: PAYMENT_MESSAGES.gatewayUnavailable });
    const [closed] = await t.ctx.db.selectFrom('payments').selectAll().where('user_id', '=', f.payer.userId).orderBy('created_at', 'desc').limit(1).execute();
    expect(closed).toMatchObject({ state: 'NOT_DONE', settled_by: 'initiate', result_desc: 'TXN_PRC', pay_request_id: null });
    expect(await paymentNotices(closed?.reference ?? '')).toHaveLength(0);
    await setFaults([]);
  });

  it("another resident can neither read a payer's status or history nor pay another unit's account", async () => {
    await setFaults([]);
    const started = await startAndOpen();
    const other = await status(started.PAY_REQUEST_ID, f.neighbour);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ errorDescription: PAYMENT_MESSAGES.notFound });
    const history = await t.app.inject({ method: 'GET', url: API.paymentHistory(f.payer.userId), headers: auth(f.neighbour) });
    expect(history.statusCode).toBe(403);
    expect(history.json()).toMatchObject({ errorDescription: PAYMENT_MESSAGES.notYours });

    const count = async () => (await t.ctx.db.selectFrom('payments').select('id').execute()).length;
    const before = await count();
    const foreign = await start(f.neighbour, 'A-12');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ errorDescription: BILLING_MESSAGES.notYours });
    const tooSmall = await start(f.payer, 'A-12', 99);
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json()).toMatchObject({ errorDescription: PAYMENT_MESSAGES.amountMinimum.replace('{min}', '1.00') });
    expect(await count()).toBe(before);
    expect(
      (await t.app.inject({ method: 'POST', url: API.paymentStart, payload: { purpose: 'levy', estateId: f.estateId, subjectId: 'A-12', amountCents: 500 } }))
        .statusCode,
    ).toBe(401);

    // The payer's own history: newest first, reference, status and a date with its UTC offset.
    const own = await t.app.inject({ method: 'GET', url: API.paymentHistory(f.payer.userId), headers: auth(f.payer) });
    const entries = (own.json() as Envelope<{ date: string; payment: Payment }>).details;
    expect(entries[0]?.payment).toMatchObject({ reference: started.reference, transactionStatusDescription: 'Pending' });
    expect(entries[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+02:00$/);
    const times = entries.map((e) => e.payment.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("a payer's payment outlives their account, without their e-mail, and still settles", async () => {
    await setFaults(['no-notify']);
    const leaver = await makeUser(t, { firstName: 'Leaver', roles: [{ estateId: f.estateId, role: 'resident', unitNo: '12' }] });
    const res = await start(leaver, 'A-12', 30_000);
    const started = (res.json() as Envelope<PaymentStartAnswer>).details[0];
    if (!started) throw new Error(res.body);
    const answer = await pay(started.PAY_REQUEST_ID, { cardNumber: APPROVED });
    await writeTransaction(t.ctx.db, (trx) => deleteAccount(trx, t.ctx, leaver.userId));
    expect(await row(started.paymentId)).toMatchObject({ state: 'PENDING', payer_email: '', user_id: leaver.userId });
    await postReturn(answer);
    expect(await row(started.paymentId)).toMatchObject({ state: 'APPROVED', settled_by: 'return' });
    expect(await ledger(started.paymentId)).toHaveLength(1);
    expect(await t.ctx.db.selectFrom('notifications').select('id').where('user_id', '=', leaver.userId).execute()).toHaveLength(0);
    await setFaults([]);
  });

  it("a notify for a request never issued is refused; one that is not the gateway's is recorded and refused", async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: API.paymentNotify,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encodeForm([
        ['PAY_REQUEST_ID', 'NOPE'],
        ['CHECKSUM', 'x'],
      ]),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe('ERROR');

    await setFaults(['no-notify']);
    const started = await startAndOpen(20_000);
    await pay(started.PAY_REQUEST_ID, { cardNumber: DECLINED });
    // A notify claiming approval, signed with a guessed key.
    const fields: Array<[string, string]> = [
      ['PAYGATE_ID', '10011072130'],
      ['PAY_REQUEST_ID', started.PAY_REQUEST_ID],
      ['REFERENCE', started.reference],
      ['TRANSACTION_STATUS', '1'],
      ['CURRENCY', 'ZAR'],
      ['AMOUNT', '20000'],
    ];
    const forged = await t.app.inject({
      method: 'POST',
      url: API.paymentNotify,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: encodeForm([...fields, ['CHECKSUM', postedChecksum(fields, 'guess')]]),
    });
    expect(forged.body).toBe('OK');
    expect((await events(started.paymentId, 'notify')).map((e) => e.verdict)).toEqual(['bad-checksum']);
    expect((await row(started.paymentId)).state).toBe('PENDING');
    // The gateway's own word: declined.
    expect(((await status(started.PAY_REQUEST_ID)).json() as Envelope<PaymentStatusAnswer>).details[0]?.state).toBe('DECLINED');
    await setFaults([]);
  });
  it("the sandbox posts and returns only to the product's own origin: another address is refused and nothing is recorded", async () => {
    const initiate = (urls: { RETURN_URL: string; NOTIFY_URL: string }) =>
      t.app.inject({
        method: 'POST',
        url: `${API.paygateSandbox}/initiate.trans`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: encodeForm(
          signInitiate(
            {
              PAYGATE_ID: '10011072130',
              REFERENCE: 'SSRF-1',
              AMOUNT: '100',
              CURRENCY: 'ZAR',
              TRANSACTION_DATE: transactionDate(Date.now()),
              LOCALE: 'en-za',
              COUNTRY: 'ZAF',
              EMAIL: 'payer@example.com',
              ...urls,
            },
            'secret',
          ),
        ),
      });
    const own = `${PUBLIC_URL}${API.paymentNotify}`;
    for (const urls of [
      { RETURN_URL: `${PUBLIC_URL}${API.paymentReturn}`, NOTIFY_URL: 'http://127.0.0.1:5432/' },
      { RETURN_URL: 'https://evil.example/return', NOTIFY_URL: own },
      { RETURN_URL: `${PUBLIC_URL}${API.paymentReturn}`, NOTIFY_URL: 'not a url' },
    ]) {
      expect((await initiate(urls)).body).toBe('ERROR=DATA_PW');
    }
    const rows = await t.ctx.db.selectFrom('paygate_sandbox_requests').select('pay_request_id').where('reference', '=', 'SSRF-1').execute();
    expect(rows).toEqual([]);
    expect((await initiate({ RETURN_URL: `${PUBLIC_URL}${API.paymentReturn}`, NOTIFY_URL: own })).body).toMatch(/^PAYGATE_ID=10011072130&PAY_REQUEST_ID=/);
  });
});

describe.each(dialects)('the demo card payments on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it("Thandi's levy account has one approved and one declined payment, settled through the payments module", async () => {
    const thandi = await signInAs(t.app, demoAccount('owner'));
    const history = await t.app.inject({ method: 'GET', url: API.paymentHistory(thandi.userId), headers: { authorization: `Bearer ${thandi.token}` } });
    const entries = (history.json() as Envelope<{ date: string; payment: Payment }>).details;
    expect(entries.map((e) => [e.payment.transactionStatusDescription, e.payment.amountCents, e.payment.resultDescription])).toEqual([
      ['Declined', 192_000, 'Insufficient Funds'],
      ['Approved', 185_000, 'Auth Done'],
    ]);
    const rows = await t.ctx.db.selectFrom('payments').selectAll().where('user_id', '=', thandi.userId).execute();
    expect(rows.map((r) => r.settled_by)).toEqual(['seed', 'seed']);
    expect(rows.every((r) => r.subject_id === DEMO_LEVY_ACCOUNT.accountNumber)).toBe(true);
    // The levy owner recorded both; only the approved one lowers the balance (three bills: R1 850 + R1 850 + R1 920).
    expect(
      await t.ctx.db
        .selectFrom('levy_payments')
        .select('payment_id')
        .where(
          'payment_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute(),
    ).toHaveLength(2);
    const { changes } = await pullAll(t.app, thandi);
    const account = changes.find((c) => c.table === 'levyAccounts' && c.op === 'put')?.data as LevyAccount | undefined;
    expect(account?.balanceCents).toBe(185_000 + 185_000 + 192_000 - 185_000);
    expect(changes.filter((c) => c.table === 'payments')).toHaveLength(2);
  });
});
