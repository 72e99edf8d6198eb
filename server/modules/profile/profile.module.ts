import type { Module } from '../../context';
import { profileRoutes } from './profile.routes';

export const profileModule: Module = {
  name: 'profile',
  routes: profileRoutes,
};
