import type { Module } from '../../context';
import { estatesPublicRoutes, estatesRoutes } from './estates.routes';

export const estatesModule: Module = {
  name: 'estates',
  publicRoutes: estatesPublicRoutes,
  routes: estatesRoutes,
};
