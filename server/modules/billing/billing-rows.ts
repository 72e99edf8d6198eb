import { API } from '../../../src/contract/api-paths';
import type { Bill, LevyAccount } from '../../../src/contract/billing';
import type { AccountRow, BillRow } from './billing.repository';

/** The contract's ids: an account is `${estateId}:${account}`, a bill `${estateId}:${account}:${period}`. */
export const accountId = (estateId: number, accountNo: string) => `${estateId}:${accountNo}`;
export const billId = (estateId: number, accountNo: string, period: string) => `${estateId}:${accountNo}:${period}`;

/** Who holds a bill's statement file in the files table: nobody reads it through /sdk/files. */
export const statementHolder = (id: string) => `statement:${id}`;

export function toLevyAccount(row: AccountRow): LevyAccount {
  const estateId = Number(row.estate_id);
  return {
    id: accountId(estateId, row.account_no),
    estateId,
    unitNo: row.unit_no,
    sAccountName: row.account_name,
    sAccountNumber: row.account_no,
    sAccountType: row.account_type,
    sContext: row.context,
    balanceCents: Number(row.balance_cents),
    updatedAt: Number(row.updated_at),
  };
}

export function toBill(row: BillRow): Bill {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    unitNo: row.unit_no,
    AccountNumber: row.account_no,
    period: row.period,
    AccountDate: row.account_date,
    DueDate: row.due_date,
    TotalDueCents: Number(row.total_due_cents),
    statementUrl: API.statement(row.id),
    createdAt: Number(row.created_at),
  };
}
