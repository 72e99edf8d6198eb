import type { Module } from '../../context';
import { AccountAddArgsSchema, AccountDeleteArgsSchema, AccountEditArgsSchema } from '../../../src/contract/profile';
import { defineMutator } from '../../sync/define-mutator';
import { ownMutator } from '../../lib/own-rows';
import { accountsRoutes } from './accounts.routes';
import { addAccount, deleteAccount, editAccount } from './accounts.service';
import { accountsMigration } from './migrations/021_accounts';
// Adds the area's tables to Database (declaration merging).
import './accounts.tables';

export const accountsModule = {
  name: 'accounts',
  routes: accountsRoutes,
  mutators: {
    'accounts.add': defineMutator(AccountAddArgsSchema, ownMutator(addAccount)),
    'accounts.edit': defineMutator(AccountEditArgsSchema, ownMutator(editAccount)),
    'accounts.delete': defineMutator(AccountDeleteArgsSchema, ownMutator(deleteAccount)),
  },
  migrations: {
    '021_accounts': accountsMigration,
  },
} satisfies Module;
