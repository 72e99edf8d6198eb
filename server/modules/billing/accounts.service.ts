import { MANAGER_ROLES } from '../../../src/domain/roles';
import { BILLING_MESSAGES } from '../../../src/i18n/en/billing';
import { requireAccess } from '../../auth/authorize';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import { publish, scopes, type Trx } from '../../sync/change-log';
import { accountId, toBill, toLevyAccount } from './billing-rows';
import * as repo from './billing.repository';
import * as core from '../core/core.service';

/**
 * Levy accounts and their balance: the sum of the account's bills minus its APPROVED levy
 * payments, stored on the account row and published to the unit's scope in the transaction of
 * every change of either (a bill imported or replaced, a payment settled).
 */

/** Recomputes the account's balance, stores it and publishes the account to its unit. */
export async function publishAccount(trx: Trx, estateId: number, accountNo: string): Promise<void> {
  const balance = (await repo.sumBills(trx, estateId, accountNo)) - (await repo.sumApprovedPayments(trx, estateId, accountNo));
  const row = await repo.updateAccount(trx, estateId, accountNo, { balance_cents: balance, updated_at: Date.now() });
  await publish(trx, scopes.unit(estateId, row.unit_no), 'levyAccounts', accountId(estateId, accountNo), toLevyAccount(row));
}

/**
 * Moves an account and its bills to another unit: tombstones in the old unit's scope (its people
 * no longer read them), the bills published to the new one; the account is published by
 * publishAccount after.
 */
export async function moveAccount(trx: Trx, account: repo.AccountRow, unitNo: string): Promise<void> {
  const estateId = Number(account.estate_id);
  const oldScope = scopes.unit(estateId, account.unit_no);
  await repo.updateAccount(trx, estateId, account.account_no, { unit_no: unitNo, updated_at: Date.now() });
  await publish(trx, oldScope, 'levyAccounts', accountId(estateId, account.account_no), null);
  for (const bill of await repo.listBillsOfAccounts(trx, estateId, [account.account_no])) {
    const moved = await repo.updateBill(trx, bill.id, { unit_no: unitNo, updated_at: Date.now() });
    await publish(trx, oldScope, 'bills', bill.id, null);
    await publish(trx, scopes.unit(estateId, unitNo), 'bills', bill.id, toBill(moved));
  }
}

/**
 * Whether the caller may read the unit's bills and statements: a role at the estate naming the
 * unit (the unit's sync scope), or the estate's manager. Anyone else is answered 404, as if the
 * bill did not exist.
 */
export async function requireBillReader(db: Db | Trx, callerId: string, estateId: number, unitNo: string): Promise<void> {
  const hidden = () => notFound(BILLING_MESSAGES.statementFailed, 'billing/statement-not-found');
  await requireAccess(db, callerId, { estateId, member: true }).catch((error: unknown) => {
    throw error instanceof AppError ? hidden() : error;
  });
  if ((await core.unitsOfUser(db, callerId, estateId)).some((unit) => unit.unitNo === unitNo)) return;
  await requireAccess(db, callerId, { estateId, roles: MANAGER_ROLES }).catch((error: unknown) => {
    throw error instanceof AppError ? hidden() : error;
  });
}
