import type { Module } from '../../context';
import { filesRoutes } from './files.routes';
import { filesMigration } from './migrations/024_files';
// Adds the area's tables to Database (declaration merging).
import './files.tables';

export const filesModule: Module = {
  name: 'files',
  routes: filesRoutes,
  migrations: {
    '024_files': filesMigration,
  },
};
