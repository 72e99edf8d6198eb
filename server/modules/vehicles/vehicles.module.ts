import type { Module } from '../../context';
import { ownMutator } from '../../lib/own-rows';
import { vehiclesRoutes } from './vehicles.routes';
import { addVehicle, deleteVehicle, editVehicle, setVehiclePhoto } from './vehicles.service';

export const vehiclesModule: Module = {
  name: 'vehicles',
  routes: vehiclesRoutes,
  mutators: {
    'vehicles.add': ownMutator(addVehicle),
    'vehicles.edit': ownMutator(editVehicle),
    'vehicles.delete': ownMutator(deleteVehicle),
    'vehicles.setPhoto': ownMutator(setVehiclePhoto),
  },
};
