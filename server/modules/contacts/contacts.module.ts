import type { Module } from '../../context';
import { ContactsSaveArgsSchema } from '../../../src/contract/records';
import { defineMutator } from '../../sync/define-mutator';
import { ownMutator } from '../../lib/own-rows';
import { contactsRoutes } from './contacts.routes';
import { saveContacts } from './contacts.service';
import { contactsMigration } from './migrations/005_contacts';
// Adds the area's tables to Database (declaration merging).
import './contacts.tables';

export const contactsModule = {
  name: 'contacts',
  routes: contactsRoutes,
  mutators: {
    'contacts.save': defineMutator(ContactsSaveArgsSchema, ownMutator(saveContacts)),
  },
  migrations: {
    '005_contacts': contactsMigration,
  },
} satisfies Module;
