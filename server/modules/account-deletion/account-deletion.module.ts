import type { Module } from '../../context';
import { registerAccountDeletionRoutes } from './account-deletion.routes';


export const accountDeletionModule: Module = {
  name: 'account-deletion',
  publicRoutes: registerAccountDeletionRoutes,
};
