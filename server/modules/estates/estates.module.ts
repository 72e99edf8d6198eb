import type { Module } from '../../context';
import { estatesPublicRoutes, estatesRoutes } from './estates.routes';
import { applyMaintenanceFlag } from './maintenance.service';
import { ensureRoleCatalogue } from './role-catalogue';
import { estatesMigration } from './migrations/002_estates';
import { gateClockSettingsMigration } from './migrations/045_gate_clock_settings';
import { estateIdMigration } from './migrations/059_estate_id';
import { tenantTilesMigration } from './migrations/075_tenant_tiles';
import { distinctTileIconsMigration } from './migrations/109_distinct_tile_icons';
// Adds the area's tables to Database (declaration merging).
import './estates.tables';
import { estatesPresent, seedEstates } from '../../seed/demo';

export const estatesModule: Module = {
  name: 'estates',
  publicRoutes: estatesPublicRoutes,
  routes: estatesRoutes,
  migrations: {
    '002_estates': estatesMigration,
    '045_gate_clock_settings': gateClockSettingsMigration,
    '059_estate_id': estateIdMigration,
    '075_tenant_tiles': tenantTilesMigration,
    '109_distinct_tile_icons': distinctTileIconsMigration,
  },
  seed: { present: estatesPresent, rows: seedEstates },
  // The roles every deployment has (not only the demo's); MAINTENANCE reaches signed-in apps as the synced appConfig row.
  async boot(db, config) {
    await ensureRoleCatalogue(db);
    await applyMaintenanceFlag(db, config.maintenance);
  },
};
