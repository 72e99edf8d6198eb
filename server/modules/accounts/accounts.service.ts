import type { Account, AccountAddArgs, AccountDeleteArgs, AccountEditArgs } from '../../../src/contract/profile';
import { LEVIES, mapAccountType } from '../../../src/domain/accounts';
import { ACCOUNT_FIELD_MESSAGES, ACCOUNT_MESSAGES, NO_RECORDS } from '../../../src/i18n/en/records';
import type { AppContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { assertSelf, estateNameForUser } from '../profile/self';
import { deleteAccountRow, findAccount, insertAccount, listAccounts, updateAccountNumber, type AccountWithEstate } from './accounts.repository';

export function toAccount(row: AccountWithEstate): Account {
  return {
    accountID: row.id,
    userId: row.user_id,
    estateID: Number(row.estate_id),
    context: row.estate_name,
    accountType: mapAccountType(row.account_type),
    unitNumber: row.unit_number,
    accountNumber: row.account_number,
  };
}

async function ownAccount(trx: Trx, userId: string, accountId: string, message: string): Promise<AccountWithEstate> {
  const row = await findAccount(trx, accountId);
  if (!row || row.user_id !== userId) throw notFound(message, 'accounts/not-found');
  return row;
}

/** Adds a Levies account at an estate where the user holds a role (spec 2.13: only Levies). */
export async function addAccount(trx: Trx, userId: string, args: AccountAddArgs): Promise<Account> {
  const estateName = await estateNameForUser(trx, userId, args.estateID);
  if (estateName === undefined) throw forbidden(ACCOUNT_MESSAGES.addFailed, 'accounts/estate');
  const type = mapAccountType(args.accountType || LEVIES);
  if (type !== LEVIES) throw badRequest(ACCOUNT_FIELD_MESSAGES.onlyLevies, 'accounts/type');
  if (await findAccount(trx, args.accountID)) throw badRequest(ACCOUNT_MESSAGES.addFailed, 'accounts/exists');
  const now = Date.now();
  const row = { id: args.accountID, user_id: userId, estate_id: args.estateID, account_type: type, unit_number: args.unitNumber, account_number: args.accountNumber, created_at: now, updated_at: now };
  await insertAccount(trx, row);
  const account = toAccount({ ...row, estate_name: estateName });
  await publish(trx, scopes.user(userId), 'accounts', row.id, account);
  return account;
}

/** /EditAccount edits the account number only. */
export async function editAccount(trx: Trx, userId: string, args: AccountEditArgs): Promise<Account> {
  const row = await ownAccount(trx, userId, args.accountID, ACCOUNT_MESSAGES.editFailed);
  await updateAccountNumber(trx, row.id, args.accountNumber);
  const account = toAccount({ ...row, account_number: args.accountNumber });
  await publish(trx, scopes.user(userId), 'accounts', row.id, account);
  return account;
}

export async function deleteAccount(trx: Trx, userId: string, args: AccountDeleteArgs): Promise<void> {
  const row = await ownAccount(trx, userId, args.accountID, ACCOUNT_MESSAGES.deleteFailed);
  await deleteAccountRow(trx, row.id);
  await publish(trx, scopes.user(userId), 'accounts', row.id, null);
}

// REST (spec 7)

export async function listAccountsFor(ctx: AppContext, callerId: string, userId: string | undefined): Promise<Account[]> {
  const id = assertSelf(callerId, userId);
  const rows = await listAccounts(ctx.db, id);
  if (rows.length === 0) throw notFound(NO_RECORDS, 'accounts/none');
  return rows.map(toAccount);
}

export async function addAccountFor(ctx: AppContext, callerId: string, userId: string | undefined, args: AccountAddArgs): Promise<Account> {
  const id = assertSelf(callerId, userId);
  return writeTransaction(ctx.db, (trx) => addAccount(trx, id, args));
}

export async function editAccountFor(ctx: AppContext, callerId: string, userId: string | undefined, args: AccountEditArgs): Promise<Account> {
  const id = assertSelf(callerId, userId);
  return writeTransaction(ctx.db, (trx) => editAccount(trx, id, args));
}

export async function deleteAccountFor(ctx: AppContext, callerId: string, userId: string | undefined, args: AccountDeleteArgs): Promise<void> {
  const id = assertSelf(callerId, userId);
  await writeTransaction(ctx.db, (trx) => deleteAccount(trx, id, args));
}
