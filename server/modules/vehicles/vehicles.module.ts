import type { Module } from '../../context';
import { ownMutator } from '../../lib/own-rows';
import { vehiclesRoutes } from './vehicles.routes';
import { addVehicle, deleteVehicle, editVehicle, setVehiclePhoto } from './vehicles.service';
import { vehiclesMigration } from './migrations/023_vehicles';
// Adds the area's tables to Database (declaration merging).
import './vehicles.tables';

export const vehiclesModule: Module = {
  name: 'vehicles',
  routes: vehiclesRoutes,
  mutators: {
    'vehicles.add': ownMutator(addVehicle),
    'vehicles.edit': ownMutator(editVehicle),
    'vehicles.delete': ownMutator(deleteVehicle),
    'vehicles.setPhoto': ownMutator(setVehiclePhoto),
  },
  migrations: {
    '023_vehicles': vehiclesMigration,
  },
};
