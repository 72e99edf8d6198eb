import type { AccountAddArgs } from '../../contract/profile';
import { mutate, newRowId } from '../../sync/mutate';
import { requireUserId } from '../../sync/session';
import { deleteRecord, writeRecord, type Outcome } from './records.api';

export type AccountInput = Omit<AccountAddArgs, 'accountID'>;

/** Adds an account on the device at once; its estate's name is the card's context. */
export async function addAccount(input: AccountInput): Promise<Outcome> {
  await requireUserId();
  const accountID = newRowId();
  return writeRecord('accounts', accountID, () => mutate('accounts.add', { ...input, accountID }));
}

/** /EditAccount changes the account number only. */
export function editAccount(accountID: string, accountNumber: string): Promise<Outcome> {
  return writeRecord('accounts', accountID, () => mutate('accounts.edit', { accountID, accountNumber }));
}

export const deleteAccount = (accountID: string) => deleteRecord('accounts', accountID);
