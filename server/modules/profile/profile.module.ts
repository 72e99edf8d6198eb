import type { Module } from '../../context';
import { profileRoutes } from './profile.routes';
import { profileDetailsMigration } from './migrations/020_profile_details';
// Adds the area's tables to Database (declaration merging).
import './profile.tables';

export const profileModule: Module = {
  name: 'profile',
  routes: profileRoutes,
  migrations: {
    '020_profile_details': profileDetailsMigration,
  },
};
