import type { Module } from '../../context';
import { accountDeletionRoutes } from './account-deletion.routes';

export const accountDeletionModule: Module = {
  name: 'account-deletion',
  routes: accountDeletionRoutes,
};
