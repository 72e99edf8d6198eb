import type { AccountAddArgs } from '../../contract/profile';
import { db } from '../../db/db';
import { mapAccountType } from '../../domain/accounts';
import { newRowId } from '../../sync/mutate';
import { requireUserId } from '../../sync/session';
import { deleteRecord, writeRecord, type Outcome } from './records.api';

export type AccountInput = Omit<AccountAddArgs, 'accountID'>;

/** Adds an account on the device at once; its estate's name is the card's context. */
export async function addAccount(input: AccountInput): Promise<Outcome> {
  const userId = await requireUserId();
  const accountID = newRowId();
  return writeRecord({
    name: 'accounts.add',
    args: { ...input, accountID },
    table: 'accounts',
    rowId: accountID,
    apply: async (args) => {
      const estate = await db.estates.get(args.estateID);
      await db.accounts.put({ ...args, userId, context: estate?.estateName ?? '', accountType: mapAccountType(args.accountType) });
    },
  });
}

/** /EditAccount changes the account number only. */
export function editAccount(accountID: string, accountNumber: string): Promise<Outcome> {
  return writeRecord({
    name: 'accounts.edit',
    args: { accountID, accountNumber },
    table: 'accounts',
    rowId: accountID,
    apply: (args) => db.accounts.update(accountID, { accountNumber: args.accountNumber }),
  });
}

export const deleteAccount = (accountID: string) => deleteRecord('accounts', accountID);
