import { PostgresAdapter, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db, DbDialect } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { BillsTable, LevyAccountsTable, LevyPaymentsTable, LevyRunsTable } from './billing.tables';

/** Kysely only: the billing tables. */
type Q = Db | Trx;

export type AccountRow = Selectable<LevyAccountsTable>;
export type BillRow = Selectable<BillsTable>;

// ---------------------------------------------------------------- levy accounts

export const findAccount = (db: Q, estateId: number, accountNo: string) =>
  db.selectFrom('levy_accounts').selectAll().where('estate_id', '=', estateId).where('account_no', '=', accountNo).executeTakeFirst();

export async function listAccounts(db: Q, estateId: number, accountNos: readonly string[]): Promise<AccountRow[]> {
  if (accountNos.length === 0) return [];
  return db.selectFrom('levy_accounts').selectAll().where('estate_id', '=', estateId).where('account_no', 'in', accountNos).execute();
}

/**
 * Locks the accounts' rows for the rest of the transaction (PostgreSQL `FOR UPDATE`, in account
 * order), so an import and a settlement of the same account compute its balance one after the
 * other. SQLite serialises write transactions already.
 */
export async function lockAccounts(trx: Trx, dialect: DbDialect, estateId: number, accountNos: readonly string[]): Promise<void> {
  if (dialect !== 'postgres' || accountNos.length === 0) return;
  await trx
    .selectFrom('levy_accounts')
    .select('account_no')
    .where('estate_id', '=', estateId)
    .where('account_no', 'in', accountNos)
    .orderBy('account_no')
    .forUpdate()
    .execute();
}

export const insertAccount = (trx: Trx, row: Insertable<LevyAccountsTable>) =>
  trx.insertInto('levy_accounts').values(row).returningAll().executeTakeFirstOrThrow();

export const updateAccount = (trx: Trx, estateId: number, accountNo: string, patch: Updateable<LevyAccountsTable>) =>
  trx.updateTable('levy_accounts').set(patch).where('estate_id', '=', estateId).where('account_no', '=', accountNo).returningAll().executeTakeFirstOrThrow();

/** The levy accounts of the estate's units. */
export const listAccountsOfUnits = (db: Q, estateId: number, unitNos: readonly string[]) =>
  unitNos.length === 0
    ? Promise.resolve([])
    : db.selectFrom('levy_accounts').selectAll().where('estate_id', '=', estateId).where('unit_no', 'in', unitNos).orderBy('account_no').execute();

// ---------------------------------------------------------------- bills

export const findBill = (db: Q, id: string) => db.selectFrom('bills').selectAll().where('id', '=', id).executeTakeFirst();

export async function listBillsOfAccounts(db: Q, estateId: number, accountNos: readonly string[]): Promise<BillRow[]> {
  if (accountNos.length === 0) return [];
  return db
    .selectFrom('bills')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('account_no', 'in', accountNos)
    .orderBy('account_no')
    .orderBy('period')
    .execute();
}

/** The bills of the estate's units, newest period first. */
export const listBillsOfUnits = (db: Q, estateId: number, unitNos: readonly string[]) =>
  unitNos.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('bills')
        .selectAll()
        .where('estate_id', '=', estateId)
        .where('unit_no', 'in', unitNos)
        .orderBy('period', 'desc')
        .orderBy('account_no')
        .execute();

/**
 * The bill with its row locked for the rest of the transaction on PostgreSQL (FOR UPDATE), so a
 * statement rendered on first request meanwhile is seen (and replaced) rather than lost.
 */
export const findBillLocked = (trx: Trx, id: string) =>
  trx
    .selectFrom('bills')
    .selectAll()
    .where('id', '=', id)
    .$if(trx.getExecutor().adapter instanceof PostgresAdapter, (qb) => qb.forUpdate())
    .executeTakeFirst();

export const insertBill = (trx: Trx, row: Insertable<BillsTable>) => trx.insertInto('bills').values(row).returningAll().executeTakeFirstOrThrow();

export const updateBill = (trx: Trx, id: string, patch: Updateable<BillsTable>) =>
  trx.updateTable('bills').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Sets a bill's statement file when it still has none; false when another request set one first. */
export async function setStatementIfNone(db: Q, id: string, fileId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('bills')
    .set({ statement_file_id: fileId, updated_at: now })
    .where('id', '=', id)
    .where('statement_file_id', '=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------- balances

/** The account's bills, in cents: all of them, or those of periods before `beforePeriod`. */
export async function sumBills(db: Q, estateId: number, accountNo: string, beforePeriod?: string): Promise<number> {
  const row = await db
    .selectFrom('bills')
    .select((eb) => eb.fn.sum<number | string | null>('total_due_cents').as('total'))
    .where('estate_id', '=', estateId)
    .where('account_no', '=', accountNo)
    .$if(beforePeriod !== undefined, (qb) => qb.where('period', '<', beforePeriod ?? ''))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The account's APPROVED levy payments, in cents: all of them, or those settled before `beforeMs`. */
export async function sumApprovedPayments(db: Q, estateId: number, accountNo: string, beforeMs?: number): Promise<number> {
  const row = await db
    .selectFrom('levy_payments')
    .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
    .where('estate_id', '=', estateId)
    .where('account_no', '=', accountNo)
    .where('state', '=', 'APPROVED')
    .$if(beforeMs !== undefined, (qb) => qb.where('settled_at', '<', beforeMs ?? 0))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

// ---------------------------------------------------------------- levy payments ledger

/** Records a settled payment once: false when the payment is in the ledger already. */
export async function insertLevyPaymentOnce(trx: Trx, row: Insertable<LevyPaymentsTable>): Promise<boolean> {
  const result = await trx
    .insertInto('levy_payments')
    .values(row)
    .onConflict((oc) => oc.column('payment_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The accounts' APPROVED levy payments, oldest settlement first. */
export async function listApprovedPayments(db: Q, estateId: number, accountNos: readonly string[]) {
  if (accountNos.length === 0) return [];
  return db
    .selectFrom('levy_payments')
    .select(['account_no', 'amount_cents', 'settled_at'])
    .where('estate_id', '=', estateId)
    .where('account_no', 'in', accountNos)
    .where('state', '=', 'APPROVED')
    .orderBy('settled_at')
    .orderBy('payment_id')
    .execute();
}

// ---------------------------------------------------------------- levy runs

export const insertRun = (trx: Trx, row: Insertable<LevyRunsTable>) => trx.insertInto('levy_runs').values(row).returningAll().executeTakeFirstOrThrow();

export const findRun = (db: Q, id: string) => db.selectFrom('levy_runs').selectAll().where('id', '=', id).executeTakeFirst();

export const listStaleRuns = (db: Q) => db.selectFrom('levy_runs').selectAll().where('stale', '=', 1).orderBy('imported_at').execute();

export const markRunFresh = (trx: Trx, id: string) => trx.updateTable('levy_runs').set({ stale: 0 }).where('id', '=', id).execute();

export const listBillsOfRun = (db: Q, runId: string) =>
  db.selectFrom('bills').select(['account_no', 'unit_no', 'period', 'total_due_cents', 'paid_cents']).where('run_id', '=', runId).execute();

export const listAccountNosOfRun = async (db: Q, runId: string) =>
  (await db.selectFrom('bills').select('account_no').distinct().where('run_id', '=', runId).execute()).map((r) => r.account_no);

export const setBillPaid = (trx: Trx, id: string, paidCents: number, paidAt: number) =>
  trx.updateTable('bills').set({ paid_cents: paidCents, paid_at: paidAt }).where('id', '=', id).execute();
