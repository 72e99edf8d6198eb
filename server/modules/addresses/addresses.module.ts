import type { Module } from '../../context';
import { ownMutator } from '../../lib/own-rows';
import { addressesRoutes } from './addresses.routes';
import { addAddress, deleteAddress, editAddress } from './addresses.service';
import { addressesMigration } from './migrations/022_addresses';
// Adds the area's tables to Database (declaration merging).
import './addresses.tables';

export const addressesModule: Module = {
  name: 'addresses',
  routes: addressesRoutes,
  mutators: {
    'addresses.add': ownMutator(addAddress),
    'addresses.edit': ownMutator(editAddress),
    'addresses.delete': ownMutator(deleteAddress),
  },
  migrations: {
    '022_addresses': addressesMigration,
  },
};
