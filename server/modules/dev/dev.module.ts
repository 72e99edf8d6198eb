import type { Module } from '../../context';
import { mailboxPublicRoutes } from './mailbox.routes';

export const devModule: Module = {
  name: 'dev',
  publicRoutes: mailboxPublicRoutes,
};
