import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import { AccountAddArgsSchema, AccountEditArgsSchema, type Account, type AccountAddArgs } from '../../contract/profile';
import type { Estate } from '../../contract/records';
import { db } from '../../db/db';
import { mapAccountType } from '../../domain/accounts';
import { mutate } from '../../sync/mutate';
import { awaitOutcome, newRowId, type Outcome } from './outbox-outcome';

export function useAccounts(): Account[] | undefined {
  return useLiveQuery(async () => (await db.accounts.toArray()).sort((a, b) => `${a.context} ${a.accountNumber}`.localeCompare(`${b.context} ${b.accountNumber}`)), []);
}

export function useAccount(accountID: string): Account | null | undefined {
  return useLiveQuery(async () => (await db.accounts.get(accountID)) ?? null, [accountID]);
}

/** The estates where the signed-in user holds a role (the Estate select of the add screens). */
export function useMyEstates(): Estate[] | undefined {
  return useLiveQuery(async () => {
    const session = await db.session.get('current');
    if (!session) return [];
    const roles = await db.userRoles.where('userId').equals(session.userId).toArray();
    const ids = [...new Set(roles.map((r) => r.estateID))];
    const estates = (await db.estates.bulkGet(ids)).filter((e): e is Estate => e !== undefined);
    return estates.sort((a, b) => a.estateName.localeCompare(b.estateName));
  }, []);
}

export type AccountInput = Omit<AccountAddArgs, 'accountID'>;

export async function addAccount(input: AccountInput): Promise<Outcome> {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not signed in');
  const accountID = newRowId();
  const args = v.parse(AccountAddArgsSchema, { ...input, accountID });
  const estate = await db.estates.get(args.estateID);
  await mutate({
    name: 'accounts.add',
    args,
    table: 'accounts',
    rowId: accountID,
    apply: async () => {
      await db.accounts.put({
        accountID,
        userId: session.userId,
        estateID: args.estateID,
        context: estate?.estateName ?? '',
        accountType: mapAccountType(args.accountType),
        unitNumber: args.unitNumber,
        accountNumber: args.accountNumber,
      });
    },
  });
  return awaitOutcome('accounts', accountID);
}

/** /EditAccount changes the account number only. */
export async function editAccount(accountID: string, accountNumber: string): Promise<Outcome> {
  const args = v.parse(AccountEditArgsSchema, { accountID, accountNumber });
  await mutate({
    name: 'accounts.edit',
    args,
    table: 'accounts',
    rowId: accountID,
    apply: async () => {
      await db.accounts.update(accountID, { accountNumber: args.accountNumber });
    },
  });
  return awaitOutcome('accounts', accountID);
}

export async function deleteAccount(accountID: string): Promise<Outcome> {
  await mutate({
    name: 'accounts.delete',
    args: { accountID },
    table: 'accounts',
    rowId: accountID,
    apply: async () => {
      await db.accounts.delete(accountID);
    },
  });
  return awaitOutcome('accounts', accountID);
}
