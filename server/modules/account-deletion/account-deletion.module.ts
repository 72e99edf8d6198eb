import type { Module } from '../../context';
import { accountDeletionRoutes } from './account-deletion.routes';
import { accountDeletionMigration } from './migrations/032_account_deletion';
// Adds the area's tables to Database (declaration merging).
import './account-deletion.tables';

export const accountDeletionModule: Module = {
  name: 'account-deletion',
  routes: accountDeletionRoutes,
  migrations: {
    '032_account_deletion': accountDeletionMigration,
  },
};
