import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { BillImportAnswer, LevyRun, LevyRunBill, PaymentStartAnswer } from '../../src/contract/billing';
import type { Change } from '../../src/contract/sync';
import { estateDate } from '../../src/domain/estate-time';
import { ROLES } from '../../src/domain/roles';
import type { Kysely } from 'kysely';
import { allocatePayments, refreshStaleRuns } from '../../server/modules/billing/levy-runs.service';
import { groupBillsIntoRuns } from '../../server/modules/billing/migrations/071_levy_runs';
import { BAOBAB_RIDGE, MANAGER, NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import type { Caller } from '../helpers/factories';
import { payOnSandboxCardPage } from '../helpers/sandbox-card';
import { availableDialects } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';
import { call } from './people-helpers';

const dialects = await availableDialects();
const WC = 91;
const APPROVED_CARD = '4000000000000002';
const HEADER = 'accountNumber,unitNo,accountName,period,amount,dueDate,statementFile';

/** Estate manager at Baobab Ridge only. */
const OTHER_MANAGER = {
  email: 'manager.baobab@example.com',
  password: 'Baobab#2026',
  firstName: 'Naledi',
  lastName: 'Sithole',
  mobile: '0711234561',
  roles: [{ estateId: BAOBAB_RIDGE.id, role: ROLES.estateManager, accessControl: true }],
} as const;

describe('allocatePayments', () => {
  it('pays the oldest bill first; the last payment covering part of a bill dates it', () => {
    const bills = [
      { id: 'jan', totalCents: 1000 },
      { id: 'feb', totalCents: 1000 },
      { id: 'mar', totalCents: 1000 },
      { id: 'zero', totalCents: 0 },
    ];
    const paid = allocatePayments(bills, [
      { amountCents: 600, settledAt: 1 },
      { amountCents: 900, settledAt: 2 },
    ]);
    expect(Object.fromEntries(paid)).toEqual({
      jan: { paidCents: 1000, paidAt: 2 },
      feb: { paidCents: 500, paidAt: 2 },
      mar: { paidCents: 0, paidAt: 0 },
      zero: { paidCents: 0, paidAt: 0 },
    });
    expect(allocatePayments(bills.slice(0, 1), [{ amountCents: 5000, settledAt: 7 }]).get('jan')).toEqual({ paidCents: 1000, paidAt: 7 });
  });
});

describe.each(dialects)('levy runs on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour, manager, otherManager],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, MANAGER, OTHER_MANAGER]);

  const importCsv = (who: Caller, ...lines: string[]) =>
    call<BillImportAnswer>(t.app, 'POST', `${API.billImport}?estateID=${WC}`, who, { csv: [HEADER, ...lines].join('\n'), statements: [] });

  /** The levy runs and their bills a user's device holds after a full pull. */
  async function runsOf(who: Caller): Promise<{ runs: LevyRun[]; bills: LevyRunBill[] }> {
    const { changes } = await pullAll(t.app, who);
    const latest = <T>(table: string) => {
      const rows = new Map<string, T | null>();
      for (const c of changes as Change[]) if (c.table === table) rows.set(String(c.id), c.op === 'put' ? (c.data as T) : null);
      return [...rows.values()].filter((row): row is T => row !== null);
    };
    return { runs: latest<LevyRun>('levyRuns'), bills: latest<LevyRunBill>('levyRunBills') };
  }

  /** Pays on the sandbox's card page with the approved test card, as the app's frame does. */
  async function payLevy(who: Caller, account: string, amountCents: number): Promise<void> {
    const res = await t.app.inject({
      method: 'POST',
      url: API.paymentStart,
      headers: { authorization: `Bearer ${who.token}` },
      payload: { purpose: 'levy', estateId: WC, subjectId: account, amountCents },
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = (res.json() as { details: PaymentStartAnswer[] }).details[0];
    if (!started) throw new Error('no payment started');
    await payOnSandboxCardPage(t.app, started.PAY_REQUEST_ID, started.fields, APPROVED_CARD);
  }

  it('a run imported shows each unit unpaid; a unit paying by card is paid in its run, another part paid; managers of the estate only', async () => {
    const period = estateDate().slice(0, 7);
    const imported = await importCsv(manager, `WC-12,12,T Mokoena,${period},1850.00,${period}-28,`, `WC-14,14,P van Wyk,${period},2000.00,${period}-28,`);
    expect(imported.status).toBe(200);
    const runId = imported.body.details?.[0]?.runId ?? '';
    expect(runId).not.toBe('');

    const before = await runsOf(manager);
    expect(before.runs).toEqual([
      expect.objectContaining({ id: runId, estateId: WC, periods: [period], units: 2, bills: 2, paidBills: 0, billedCents: 385_000, paidCents: 0 }),
    ]);
    expect(before.bills.map((b) => [b.unitNo, b.accountNo, b.billedCents, b.paidCents, b.status]).sort()).toEqual([
      ['12', 'WC-12', 185_000, 0, 'unpaid'],
      ['14', 'WC-14', 200_000, 0, 'unpaid'],
    ]);

    await payLevy(resident, 'WC-12', 185_000);
    await payLevy(neighbour, 'WC-14', 50_000);

    const after = await runsOf(manager);
    expect(after.runs).toEqual([expect.objectContaining({ id: runId, paidBills: 1, paidCents: 235_000, billedCents: 385_000 })]);
    const byUnit = new Map(after.bills.map((b) => [b.unitNo, b]));
    expect(byUnit.get('12')).toMatchObject({ runId, accountName: 'T Mokoena', paidCents: 185_000, status: 'paid' });
    expect(byUnit.get('12')?.paidAt).toBeGreaterThan(0);
    expect(byUnit.get('14')).toMatchObject({ paidCents: 50_000, status: 'part' });

    // A later import of the same month for one account takes that bill into its own run.
    const again = await importCsv(manager, `WC-14,14,P van Wyk,${period},2100.00,${period}-28,`);
    const secondRun = again.body.details?.[0]?.runId ?? '';
    const moved = await runsOf(manager);
    expect(new Map(moved.runs.map((r) => [r.id, [r.units, r.billedCents, r.paidCents]]))).toEqual(
      new Map([
        [runId, [1, 185_000, 185_000]],
        [secondRun, [1, 210_000, 50_000]],
      ]),
    );

    // Neither a resident nor another estate's manager holds any of it.
    for (const who of [resident, neighbour, otherManager]) expect(await runsOf(who)).toEqual({ runs: [], bills: [] });
  });

  it('bills imported before runs existed become a run per import, and the boot computes what was paid of them', async () => {
    const at = Date.UTC(2026, 5, 25, 8);
    const bill = (period: string, cents: number) => ({
      id: `${WC}:WC-77:${period}`,
      estate_id: WC,
      account_no: 'WC-77',
      unit_no: '77',
      period,
      account_date: `${period}-01`,
      due_date: `${period}-28`,
      total_due_cents: cents,
      statement_file_id: '',
      created_at: at,
      updated_at: at,
      run_id: '',
      paid_cents: 0,
      paid_at: 0,
    });
    await t.ctx.db
      .insertInto('levy_accounts')
      .values({
        estate_id: WC,
        account_no: 'WC-77',
        unit_no: '77',
        account_name: 'L Dube',
        account_type: 'levies',
        context: '',
        balance_cents: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await t.ctx.db
      .insertInto('bills')
      .values([bill('2026-05', 100_000), bill('2026-06', 100_000)])
      .execute();
    await t.ctx.db
      .insertInto('levy_payments')
      .values({ payment_id: 'legacy-pay-1', estate_id: WC, account_no: 'WC-77', amount_cents: 150_000, state: 'APPROVED', settled_at: at + 1000 })
      .execute();

    await groupBillsIntoRuns(t.ctx.db as unknown as Kysely<unknown>);
    await refreshStaleRuns(t.ctx.db);
    await refreshStaleRuns(t.ctx.db);

    const runId = `run-${WC}-${at}`;
    const { runs, bills } = await runsOf(manager);
    expect(runs.find((r) => r.id === runId)).toMatchObject({ importedAt: at, units: 1, bills: 2, paidBills: 1, billedCents: 200_000, paidCents: 150_000 });
    expect(bills.filter((b) => b.runId === runId).map((b) => [b.period, b.paidCents, b.status])).toEqual(
      expect.arrayContaining([
        ['2026-05', 100_000, 'paid'],
        ['2026-06', 50_000, 'part'],
      ]),
    );
    expect((await t.ctx.db.selectFrom('levy_runs').select('stale').where('id', '=', runId).executeTakeFirstOrThrow()).stale).toBe(0);
  });
});
