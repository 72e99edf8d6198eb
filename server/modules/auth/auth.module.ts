import type { Module } from '../../context';
import { registerAuthRoutes } from './auth.routes';


export const authModule: Module = {
  name: 'auth',
  publicRoutes: registerAuthRoutes,
};
