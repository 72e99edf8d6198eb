import type { Module } from '../../context';
import { filesRoutes } from './files.routes';

export const filesModule: Module = {
  name: 'files',
  routes: filesRoutes,
};
