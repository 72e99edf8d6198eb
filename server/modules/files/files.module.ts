import type { Module } from '../../context';
import { registerFileRoutes } from './files.routes';


export const filesModule: Module = {
  name: 'files',
  publicRoutes: registerFileRoutes,
};
