import type { Module } from '../../context';
import { vehiclesRoutes } from './vehicles.routes';
import { addVehicle, deleteVehicle, editVehicle, setVehiclePhoto } from './vehicles.service';

export const vehiclesModule: Module = {
  name: 'vehicles',
  routes: vehiclesRoutes,
  mutators: {
    'vehicles.add': async (trx, actor, args) => void (await addVehicle(trx, actor.userId, args)),
    'vehicles.edit': async (trx, actor, args) => void (await editVehicle(trx, actor.userId, args)),
    'vehicles.delete': (trx, actor, args) => deleteVehicle(trx, actor.userId, args),
    'vehicles.setPhoto': async (trx, actor, args) => void (await setVehiclePhoto(trx, actor.userId, args)),
  },
};
