import type { Module } from '../../context';
import { healthPublicRoutes } from './health.routes';

export const healthModule: Module = {
  name: 'health',
  publicRoutes: healthPublicRoutes,
};
