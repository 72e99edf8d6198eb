import type { Module } from '../../context';
import { SnagPhotoArgsSchema, SnagReportArgsSchema } from '../../../src/contract/snags';
import { defineMutator } from '../../sync/define-mutator';
import { snagsRoutes } from './snags.routes';
import { addSnagPhotoMutator, forgetUserSnags, reportSnagMutator } from './snags.service';
import { snagsMigration } from './migrations/058_snags';
// Adds the area's tables to Database (declaration merging).
import './snags.tables';

/**
 * Maintenance requests ("snags"): residents report through sync (`snags.report`, `snags.addPhoto`),
 * the estate manager sets the status over REST and the reporter is notified.
 */
export const snagsModule = {
  name: 'snags',
  routes: snagsRoutes,
  mutators: {
    'snags.report': defineMutator(SnagReportArgsSchema, reportSnagMutator),
    'snags.addPhoto': defineMutator(SnagPhotoArgsSchema, addSnagPhotoMutator),
  },
  migrations: {
    '058_snags': snagsMigration,
  },
  onAccountDeletion: forgetUserSnags,
} satisfies Module;
