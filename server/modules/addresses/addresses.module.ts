import type { Module } from '../../context';
import { AddressDeleteArgsSchema, AddressSaveArgsSchema } from '../../../src/contract/profile';
import { defineMutator } from '../../sync/define-mutator';
import { ownMutator } from '../../lib/own-rows';
import { addressesRoutes } from './addresses.routes';
import { addAddress, deleteAddress, editAddress } from './addresses.service';

export const addressesModule = {
  name: 'addresses',
  routes: addressesRoutes,
  mutators: {
    'addresses.add': defineMutator(AddressSaveArgsSchema, ownMutator(addAddress)),
    'addresses.edit': defineMutator(AddressSaveArgsSchema, ownMutator(editAddress)),
    'addresses.delete': defineMutator(AddressDeleteArgsSchema, ownMutator(deleteAddress)),
  },
} satisfies Module;
