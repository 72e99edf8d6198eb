import type { Module } from '../../context';
import { registerHealthRoutes } from './health.routes';


export const healthModule: Module = {
  name: 'health',
  publicRoutes: registerHealthRoutes,
};
