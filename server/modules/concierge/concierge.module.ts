import type { Module } from '../../context';
import { conciergeActionsMigration } from './migrations/097_concierge_actions';
import { conciergeTilesMigration } from './migrations/098_concierge_tiles';
import { backfillConciergeResidents } from './concierge-residents.service';
import { forgetConciergeData } from './concierge.service';
// Adds the area's tables to Database (declaration merging).
import './concierge.tables';

/**
 * Concierge mode (issue 32): the estate manager grants and removes the `concierge` role through the
 * outbox (`concierge.grant`, `concierge.revoke`: the manager module's console actions); a concierge's invites and lagoon bookings for a
 * resident go through those areas' own calls with `userID` (checked by `actingFor`) and are recorded
 * here. No REST route of its own: reads are synced (the residents list, what was done).
 */
export const conciergeModule = {
  name: 'concierge',
  migrations: {
    '097_concierge_actions': conciergeActionsMigration,
    '098_concierge_tiles': conciergeTilesMigration,
  },
  onAccountDeletion: forgetConciergeData,
  jobs: [
    {
      name: 'concierge residents backfill',
      async run(ctx, log) {
        const published = await backfillConciergeResidents(ctx.db);
        if (published > 0) log.info({ published }, 'published missing concierge residents entries');
      },
    },
  ],
} satisfies Module;
