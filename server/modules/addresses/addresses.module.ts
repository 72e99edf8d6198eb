import type { Module } from '../../context';
import { AddressDeleteArgsSchema, AddressSaveArgsSchema } from '../../../src/contract/profile';
import { defineMutator } from '../../sync/define-mutator';
import { ownMutator } from '../../lib/own-rows';
import { addressesRoutes } from './addresses.routes';
import { addAddress, deleteAddress, editAddress } from './addresses.service';
import { addressesMigration } from './migrations/022_addresses';
// Adds the area's tables to Database (declaration merging).
import './addresses.tables';

export const addressesModule = {
  name: 'addresses',
  routes: addressesRoutes,
  mutators: {
    'addresses.add': defineMutator(AddressSaveArgsSchema, ownMutator(addAddress)),
    'addresses.edit': defineMutator(AddressSaveArgsSchema, ownMutator(editAddress)),
    'addresses.delete': defineMutator(AddressDeleteArgsSchema, ownMutator(deleteAddress)),
  },
  migrations: {
    '022_addresses': addressesMigration,
  },
} satisfies Module;
