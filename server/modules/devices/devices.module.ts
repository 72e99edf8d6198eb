import type { Module } from '../../context';
import { devicesRoutes } from './devices.routes';

export const devicesModule: Module = {
  name: 'devices',
  routes: devicesRoutes,
};
