import type { Module } from '../../context';
import { devicesRoutes } from './devices.routes';
import { devicesMigration } from './migrations/025_devices';
// Adds the area's tables to Database (declaration merging).
import './devices.tables';

export const devicesModule: Module = {
  name: 'devices',
  routes: devicesRoutes,
  migrations: {
    '025_devices': devicesMigration,
  },
};
