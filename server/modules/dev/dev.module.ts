import type { Module } from '../../context';
import { registerMailboxRoutes } from './mailbox.routes';


export const devModule: Module = {
  name: 'dev',
  publicRoutes: registerMailboxRoutes,
};
