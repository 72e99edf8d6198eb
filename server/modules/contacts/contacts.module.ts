import type { Module } from '../../context';
import { ownMutator } from '../../lib/own-rows';
import { contactsRoutes } from './contacts.routes';
import { saveContacts } from './contacts.service';

export const contactsModule: Module = {
  name: 'contacts',
  routes: contactsRoutes,
  mutators: {
    'contacts.save': ownMutator(saveContacts),
  },
};
