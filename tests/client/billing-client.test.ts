import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { db } from '../../src/db/db';
import { estateDate, addMonths } from '../../src/domain/estate-time';
import { SANDBOX_CARDS, type SandboxFault } from '../../src/domain/sandbox-cards';
import { billsOf, levyAccountsOf, levyPaymentsOf } from '../../src/features/billing/billing.api';
import { checkPayment, clearPendingPayment, readPendingPayment, startPayment } from '../../src/app/payments';
import { configureTransport } from '../../src/sync/transport';
import { MANAGER, NEIGHBOUR, RESIDENT, insertCast, WILLOW_CREEK } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { signInAs } from '../helpers/factories';
import { payOnSandboxCardPage } from '../helpers/sandbox-card';

/**
 * Levy bills and card payments on the device (src/features/billing, src/app/payments.ts) with the
 * real client code on fake-indexeddb against the real server and its built-in PayWeb3 sandbox:
 * the unit's accounts and bills and the payer's payments arrive through sync and read offline
 * after a reload; a payment attempt is kept on the device across a reload and resolves to the
 * server's true state (a query at the gateway) even when neither the return nor a notify came.
 */
const WC = WILLOW_CREEK.id;
const THIS_MONTH = `${estateDate().slice(0, 7)}-01`;
const [EARLIER, LATER] = [addMonths(THIS_MONTH, -2).slice(0, 7), addMonths(THIS_MONTH, -1).slice(0, 7)];
const APPROVED = SANDBOX_CARDS.find((c) => c.outcome === 'approved')?.number ?? '';
const DECLINED = SANDBOX_CARDS.find((c) => c.outcome === 'declined')?.number ?? '';

const h = useClientHarness({
  setUp: async (t) => {
    await insertCast(t, [RESIDENT, NEIGHBOUR, MANAGER]);
    const manager = await signInAs(t.app, MANAGER);
    const csv = [
      'accountNumber,unitNo,accountName,period,amount,dueDate,statementFile',
      `WC-12,12,T Mokoena,${EARLIER},1850.00,${EARLIER}-28,`,
      `WC-12,12,T Mokoena,${LATER},1850.10,${LATER}-28,`,
      `WC-14,14,P van Wyk,${LATER},2000.00,${LATER}-28,`,
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: `${API.billImport}?estateID=${WC}`,
      headers: { authorization: `Bearer ${manager.token}` },
      payload: { csv, statements: [] },
    });
    if (res.statusCode !== 200) throw new Error(`levy import: ${res.body}`);
  },
  beforeEachTest: async () => {
    await setFaults([]);
  },
});

async function setFaults(faults: SandboxFault[]): Promise<void> {
  const res = await h.t.app.inject({ method: 'POST', url: API.paygateSandboxSwitches, payload: { faults } });
  expect(res.statusCode).toBe(200);
}

/** The payer on the sandbox's card page: the frame's process post, then Pay with `card`; answers the return's fields. */
const payOnCardPage = (payRequestId: string, fields: Record<string, string>, card: string) => payOnSandboxCardPage(h.t.app, payRequestId, fields, card);

const serverPayment = (paymentId: string) => h.t.ctx.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();

/** What the device's levy screens read. */
async function screens(userId: string) {
  return { accounts: await levyAccountsOf(WC), bills: await billsOf(WC, 'WC-12'), payments: await levyPaymentsOf(userId) };
}

describe('levy bills and card payments on the device', () => {
  it('bills and a paid payment sync to the resident only, and read the same offline after a reload', async () => {
    const userId = await signInClient(RESIDENT);
    let device = await screens(userId);
    expect(device.accounts.map((a) => [a.sAccountNumber, a.unitNo, a.balanceCents])).toEqual([['WC-12', '12', 370_010]]);
    expect(device.bills.map((b) => [b.period, b.TotalDueCents])).toEqual([
      [LATER, 185_010],
      [EARLIER, 185_000],
    ]);
    expect(await db.bills.where('AccountNumber').equals('WC-14').count()).toBe(0);
    expect(device.payments).toEqual([]);

    // R 100.00 with the approved card: the attempt is kept until shown, the status call settles and pulls it.
    const started = await startPayment({ purpose: 'levy', estateId: WC, subjectId: 'WC-12', amountCents: 10_000 }, '/bills?defaultAccountNumber=WC-12');
    if (started.kind !== 'ok') throw new Error(`start: ${JSON.stringify(started)}`);
    expect(started.body.amountCents).toBe(10_000);
    expect(await readPendingPayment()).toMatchObject({
      paymentId: started.body.paymentId,
      payRequestId: started.body.PAY_REQUEST_ID,
      purpose: 'levy',
      subjectId: 'WC-12',
      returnTo: '/bills?defaultAccountNumber=WC-12',
    });
    const returned = await payOnCardPage(started.body.PAY_REQUEST_ID, started.body.fields, APPROVED);
    const posted = await h.t.app.inject({
      method: 'POST',
      url: API.paymentReturn,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(returned.fields).toString(),
    });
    expect(posted.statusCode).toBe(200);
    const status = await checkPayment(started.body.PAY_REQUEST_ID);
    expect(status).toEqual({
      kind: 'ok',
      body: { paymentId: started.body.paymentId, state: 'APPROVED', transactionStatusDescription: 'Approved', resultDescription: 'Auth Done' },
    });
    await clearPendingPayment(started.body.PAY_REQUEST_ID);
    expect(await readPendingPayment()).toBeNull();

    device = await screens(userId);
    expect(device.accounts[0]?.balanceCents).toBe(360_010);
    expect(device.payments.map((p) => [p.reference, p.amountCents, p.state, p.transactionStatusDescription])).toEqual([
      [started.body.reference, 10_000, 'APPROVED', 'Approved'],
    ]);

    // Offline, after a reload: the same rows; paying says offline and keeps nothing.
    configureTransport({ baseUrl: CLOSED });
    db.close();
    await db.open();
    expect(await screens(userId)).toEqual(device);
    expect(await startPayment({ purpose: 'levy', estateId: WC, subjectId: 'WC-12', amountCents: 5_000 }, '/bills')).toEqual({ kind: 'offline' });
    expect(await readPendingPayment()).toBeNull();
  });

  it('an attempt kept across a reload resolves to the server’s true state, though neither the return nor a notify came', async () => {
    const userId = await signInClient(RESIDENT);
    const balanceBefore = (await levyAccountsOf(WC))[0]?.balanceCents;
    expect(balanceBefore).toEqual(expect.any(Number));
    await setFaults(['no-notify']);
    const started = await startPayment({ purpose: 'levy', estateId: WC, subjectId: 'WC-12', amountCents: 5_000 }, '/bills');
    if (started.kind !== 'ok') throw new Error(`start: ${JSON.stringify(started)}`);
    // Paid with the declined card; the app dies before the gateway's return reaches it.
    await payOnCardPage(started.body.PAY_REQUEST_ID, started.body.fields, DECLINED);
    expect((await serverPayment(started.body.paymentId)).state).toBe('PENDING');

    // A reload, offline: the attempt is still the device's, and cannot be checked yet.
    configureTransport({ baseUrl: CLOSED });
    db.close();
    await db.open();
    const kept = await readPendingPayment();
    expect(kept).toMatchObject({ paymentId: started.body.paymentId, payRequestId: started.body.PAY_REQUEST_ID, start: started.body });
    expect(await checkPayment(started.body.PAY_REQUEST_ID)).toEqual({ kind: 'offline' });
    expect(await readPendingPayment()).toEqual(kept);

    // Online: the status call queries the gateway, settles it once, and the device pulls it.
    configureTransport({ baseUrl: h.base });
    const status = await checkPayment(started.body.PAY_REQUEST_ID);
    expect(status).toEqual({
      kind: 'ok',
      body: { paymentId: started.body.paymentId, state: 'DECLINED', transactionStatusDescription: 'Declined', resultDescription: 'Declined' },
    });
    expect(await checkPayment(started.body.PAY_REQUEST_ID)).toEqual(status);
    expect((await serverPayment(started.body.paymentId)).state).toBe('DECLINED');
    const device = await screens(userId);
    expect(device.payments.find((p) => p.id === started.body.paymentId)).toMatchObject({
      state: 'DECLINED',
      resultDescription: 'Declined',
      amountCents: 5_000,
    });
    expect(device.accounts[0]?.balanceCents).toBe(balanceBefore);

    // Forgotten only by its own id once shown; another user cannot read it.
    await clearPendingPayment('another-attempt');
    expect(await readPendingPayment()).toEqual(kept);
    await clearPendingPayment(started.body.PAY_REQUEST_ID);
    expect(await readPendingPayment()).toBeNull();
    await signInClient(NEIGHBOUR, { pull: false });
    expect(await checkPayment(started.body.PAY_REQUEST_ID)).toMatchObject({ kind: 'failed', status: 404 });
  });
});
