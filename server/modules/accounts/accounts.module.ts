import type { Module } from '../../context';
import { registerAccountRoutes } from './accounts.routes';
import { addAccount, deleteAccount, editAccount } from './accounts.service';

export const accountsModule: Module = {
  name: 'accounts',
  publicRoutes: registerAccountRoutes,
  mutators: {
    'accounts.add': async (trx, actor, args) => void (await addAccount(trx, actor.userId, args)),
    'accounts.edit': async (trx, actor, args) => void (await editAccount(trx, actor.userId, args)),
    'accounts.delete': (trx, actor, args) => deleteAccount(trx, actor.userId, args),
  },
};
