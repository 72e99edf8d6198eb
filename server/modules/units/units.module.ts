import type { Module } from '../../context';
import { unitsRoutes } from './units.routes';

/**
 * The estate's units as its manager and the operator keep them (issue 25): add, edit, archive,
 * restore, and the CSV import with its dry run. The `units` table is the core module's (written
 * through core.service.ts; its columns' migrations are the people module's); the rows sync as the
 * people area's `units` table.
 */
export const unitsModule = {
  name: 'units',
  routes: unitsRoutes,
} satisfies Module;
