import type { Module } from '../../context';
import { ownMutator } from '../../lib/own-rows';
import { accountsRoutes } from './accounts.routes';
import { addAccount, deleteAccount, editAccount } from './accounts.service';
import { accountsMigration } from './migrations/021_accounts';
// Adds the area's tables to Database (declaration merging).
import './accounts.tables';

export const accountsModule: Module = {
  name: 'accounts',
  routes: accountsRoutes,
  mutators: {
    'accounts.add': ownMutator(addAccount),
    'accounts.edit': ownMutator(editAccount),
    'accounts.delete': ownMutator(deleteAccount),
  },
  migrations: {
    '021_accounts': accountsMigration,
  },
};
