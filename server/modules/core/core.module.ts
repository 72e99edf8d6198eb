import type { Module } from '../../context';
import { filesUsedAsPhotos, membershipRowsQuery } from './core.repository';
import './core.tables';

/**
 * The tables every area reads: users, their role rows, estates, the role catalogue and units
 * (core.tables.ts). No routes of its own: the areas that serve them (auth, estates, people) call
 * core.service.ts, as every other module does.
 */
export const coreModule: Module = {
  name: 'core',
  // The sync engine derives the scopes a user may pull from their role rows.
  memberships: membershipRowsQuery,
  // A profile photo stays the user's file: the purge of unused uploads keeps it.
  fileReferences: filesUsedAsPhotos,
};
