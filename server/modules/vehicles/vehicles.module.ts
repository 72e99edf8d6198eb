import type { Module } from '../../context';
import { VehicleDeleteArgsSchema, VehiclePhotoArgsSchema, VehicleSaveArgsSchema } from '../../../src/contract/profile';
import { defineMutator } from '../../sync/define-mutator';
import { ownMutator } from '../../lib/own-rows';
import { filesUsedByVehicles } from './vehicles.repository';
import { vehiclesRoutes } from './vehicles.routes';
import { addVehicle, deleteVehicle, editVehicle, setVehiclePhoto } from './vehicles.service';
import { vehiclesMigration } from './migrations/023_vehicles';
// Adds the area's tables to Database (declaration merging).
import './vehicles.tables';

export const vehiclesModule = {
  name: 'vehicles',
  routes: vehiclesRoutes,
  mutators: {
    'vehicles.add': defineMutator(VehicleSaveArgsSchema, ownMutator(addVehicle)),
    'vehicles.edit': defineMutator(VehicleSaveArgsSchema, ownMutator(editVehicle)),
    'vehicles.delete': defineMutator(VehicleDeleteArgsSchema, ownMutator(deleteVehicle)),
    'vehicles.setPhoto': defineMutator(VehiclePhotoArgsSchema, ownMutator(setVehiclePhoto)),
  },
  // A vehicle's photos stay its owner's files: the purge of unused uploads keeps them.
  fileReferences: filesUsedByVehicles,
  migrations: {
    '023_vehicles': vehiclesMigration,
  },
} satisfies Module;
