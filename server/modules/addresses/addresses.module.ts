import type { Module } from '../../context';
import { registerAddressRoutes } from './addresses.routes';
import { addAddress, deleteAddress, editAddress } from './addresses.service';

export const addressesModule: Module = {
  name: 'addresses',
  publicRoutes: registerAddressRoutes,
  mutators: {
    'addresses.add': async (trx, actor, args) => void (await addAddress(trx, actor.userId, args)),
    'addresses.edit': async (trx, actor, args) => void (await editAddress(trx, actor.userId, args)),
    'addresses.delete': (trx, actor, args) => deleteAddress(trx, actor.userId, args),
  },
};
