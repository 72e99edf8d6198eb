import type { Account, AccountAddArgs, AccountDeleteArgs, AccountEditArgs } from '../../../src/contract/profile';
import { LEVIES, mapAccountType } from '../../../src/domain/accounts';
import { ACCOUNT_FIELD_MESSAGES, ACCOUNT_MESSAGES, NO_RECORDS } from '../../../src/i18n/en/records';
import { requireAccess } from '../../auth/authorize';
import { badRequest } from '../../lib/errors';
import { ownedRow, publishToOwner, selfList, selfWrite } from '../../lib/own-rows';
import type { Trx } from '../../sync/change-log';
import { deleteAccountRow, findAccountRow, insertAccountRow, listAccountRows, updateAccountNumber } from './accounts.repository';
import type { UserAccountsTable } from './accounts.tables';
import { withEstateNames } from '../core/core.service';
import type { Db } from '../../db/database';

export type AccountWithEstate = UserAccountsTable & { estate_name: string };

const findAccount = async (db: Db | Trx, id: string): Promise<AccountWithEstate | undefined> => {
  const row = await findAccountRow(db, id);
  return row ? (await withEstateNames(db, [row]))[0] : undefined;
};

const listAccounts = async (db: Db | Trx, userId: string): Promise<AccountWithEstate[]> => withEstateNames(db, await listAccountRows(db, userId));

/** Inserts the row and answers it as stored, with its estate's name. */
async function insertAccount(trx: Trx, row: UserAccountsTable): Promise<AccountWithEstate> {
  await insertAccountRow(trx, row);
  const stored = await findAccount(trx, row.id);
  if (!stored) throw new Error('no such estate');
  return stored;
}

export function toAccount(row: AccountWithEstate): Account {
  return {
    accountID: row.id,
    userId: row.user_id,
    estateId: Number(row.estate_id),
    context: row.estate_name,
    accountType: mapAccountType(row.account_type),
    unitNumber: row.unit_number,
    accountNumber: row.account_number,
  };
}

async function ownAccount(trx: Trx, userId: string, accountId: string, message: string): Promise<AccountWithEstate> {
  return ownedRow(await findAccount(trx, accountId), userId, message, 'accounts/not-found');
}

/** Adds a Levies account at an estate where the user holds a role (spec 2.13: only Levies). */
export async function addAccount(trx: Trx, userId: string, args: AccountAddArgs): Promise<Account> {
  await requireAccess(trx, userId, { estateId: args.estateId, member: true, message: ACCOUNT_MESSAGES.addFailed, code: 'accounts/estate' });
  const type = mapAccountType(args.accountType || LEVIES);
  if (type !== LEVIES) throw badRequest(ACCOUNT_FIELD_MESSAGES.onlyLevies, 'accounts/type');
  if (await findAccount(trx, args.accountID)) throw badRequest(ACCOUNT_MESSAGES.addFailed, 'accounts/exists');
  const now = Date.now();
  const row = {
    id: args.accountID,
    user_id: userId,
    estate_id: args.estateId,
    account_type: type,
    unit_number: args.unitNumber,
    account_number: args.accountNumber,
    created_at: now,
    updated_at: now,
  };
  return publishToOwner(trx, userId, 'accounts', row.id, toAccount(await insertAccount(trx, row)));
}

/** /EditAccount edits the account number only. */
export async function editAccount(trx: Trx, userId: string, args: AccountEditArgs): Promise<Account> {
  const row = await ownAccount(trx, userId, args.accountID, ACCOUNT_MESSAGES.editFailed);
  await updateAccountNumber(trx, row.id, args.accountNumber);
  return publishToOwner(trx, userId, 'accounts', row.id, toAccount({ ...row, account_number: args.accountNumber }));
}

export async function deleteAccount(trx: Trx, userId: string, args: AccountDeleteArgs): Promise<void> {
  const row = await ownAccount(trx, userId, args.accountID, ACCOUNT_MESSAGES.deleteFailed);
  await deleteAccountRow(trx, row.id);
  await publishToOwner(trx, userId, 'accounts', row.id, null);
}

// REST (spec 7): `?userID=` must be the caller.

export const listAccountsFor = selfList({ rows: listAccounts, toRecord: toAccount, none: NO_RECORDS, code: 'accounts/none' });
export const addAccountFor = selfWrite(addAccount);
export const editAccountFor = selfWrite(editAccount);
export const deleteAccountFor = selfWrite(deleteAccount);
