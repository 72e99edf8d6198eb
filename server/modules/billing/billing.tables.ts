/** A unit's levy account (spec 3 'User account'). Key: estate + account number. */
export interface LevyAccountsTable {
  estate_id: number;
  account_no: string;
  unit_no: string;
  account_name: string;
  /** 'levies' (spec 3: the only account type). */
  account_type: string;
  context: string;
  /** Sum of the account's bills minus its APPROVED levy payments, cents (negative: in credit). */
  balance_cents: number;
  created_at: number;
  updated_at: number;
}

/** A month's levy bill (spec 3 'Bill'); `id` is `${estate}:${account}:${period}`, one per account and period. */
export interface BillsTable {
  id: string;
  estate_id: number;
  account_no: string;
  unit_no: string;
  /** 'YYYY-MM'. */
  period: string;
  /** 'YYYY-MM-DD': the statement's date (the first day of the period). */
  account_date: string;
  due_date: string;
  total_due_cents: number;
  /** The statement PDF in the file store (owned by `statement:<bill id>`), '' until rendered. */
  statement_file_id: string;
  created_at: number;
  updated_at: number;
  /** The levy run (import) that last wrote the bill; '' for none (migration 071). */
  run_id: string;
  /** What the account's APPROVED levy payments cover of this bill, oldest bill first (cents). */
  paid_cents: number;
  /** When the last payment that covered part of it settled (epoch ms), 0 when nothing is paid. */
  paid_at: number;
}

/** A levy run: one CSV import of bills (migration 071). */
export interface LevyRunsTable {
  id: string;
  estate_id: number;
  imported_at: number;
  imported_by: string;
  /** 1 until what was paid of its bills has been computed (runs made by the migration). */
  stale: number;
}

/** A settled levy payment, written once by the payments module's settlement (the 'levy' purpose's `settled`). */
export interface LevyPaymentsTable {
  payment_id: string;
  estate_id: number;
  account_no: string;
  amount_cents: number;
  /** The payment's final state: only 'APPROVED' counts against the balance. */
  state: string;
  settled_at: number;
}

/**
 * The Kysely tables of this area (levy accounts, bills, the levy payments ledger), part of
 * `Database` (server/db/schema.ts). Amounts in integer cents, times as epoch milliseconds.
 */
export interface BillingTables {
  levy_accounts: LevyAccountsTable;
  bills: BillsTable;
  levy_payments: LevyPaymentsTable;
  levy_runs: LevyRunsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends BillingTables {}
}
