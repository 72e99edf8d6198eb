import type { Module } from '../../context';
import { ownMutator } from '../../lib/own-rows';
import { addressesRoutes } from './addresses.routes';
import { addAddress, deleteAddress, editAddress } from './addresses.service';

export const addressesModule: Module = {
  name: 'addresses',
  routes: addressesRoutes,
  mutators: {
    'addresses.add': ownMutator(addAddress),
    'addresses.edit': ownMutator(editAddress),
    'addresses.delete': ownMutator(deleteAddress),
  },
};
