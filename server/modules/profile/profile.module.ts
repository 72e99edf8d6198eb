import type { Module } from '../../context';
import { registerProfileRoutes } from './profile.routes';


export const profileModule: Module = {
  name: 'profile',
  publicRoutes: registerProfileRoutes,
};
