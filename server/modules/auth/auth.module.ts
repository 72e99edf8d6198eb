import type { Module } from '../../context';
import { authPublicRoutes, authRoutes } from './auth.routes';

export const authModule: Module = {
  name: 'auth',
  publicRoutes: authPublicRoutes,
  routes: authRoutes,
};
