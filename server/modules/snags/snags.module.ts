import type { Module } from '../../context';
import { snagsRoutes } from './snags.routes';
import { addSnagPhotoMutator, forgetUserSnags, reportSnagMutator } from './snags.service';

/**
 * Maintenance requests ("snags"): residents report through sync (`snags.report`, `snags.addPhoto`),
 * the estate manager sets the status over REST and the reporter is notified.
 */
export const snagsModule: Module = {
  name: 'snags',
  routes: snagsRoutes,
  mutators: {
    'snags.report': reportSnagMutator,
    'snags.addPhoto': addSnagPhotoMutator,
  },
  onAccountDeletion: forgetUserSnags,
};
