import type { Module } from '../../context';
import { registerContactRoutes } from './contacts.routes';
import { saveContacts } from './contacts.service';

export const contactsModule: Module = {
  name: 'contacts',
  publicRoutes: registerContactRoutes,
  mutators: {
    'contacts.save': (trx, actor, args) => saveContacts(trx, actor.userId, args),
  },
};
