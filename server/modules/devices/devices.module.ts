import type { Module } from '../../context';
import { registerDeviceRoutes } from './devices.routes';


export const devicesModule: Module = {
  name: 'devices',
  publicRoutes: registerDeviceRoutes,
};
