import type { Module } from '../../context';
import { registerManagerModule } from './manager.routes';


export const managerModule: Module = {
  name: 'manager',
  publicRoutes: registerManagerModule,
};
