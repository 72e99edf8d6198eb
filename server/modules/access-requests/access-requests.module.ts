import type { Module } from '../../context';
import { AccessRequestAnswerArgsSchema, AccessRequestCreateArgsSchema, AccessRequestPhotoArgsSchema } from '../../../src/contract/access-requests';
import { ACCESS_REQUEST_KEEP_DAYS } from '../../../src/domain/access-requests';
import { reportPurged } from '../../lib/purge';
import { seedDemoAccessRequest } from '../../seed/demo-access-requests';
import { defineMutator } from '../../sync/define-mutator';
import { filesUsedByAccessRequests, isAccessRequestPhotoVisible } from './access-requests.files';
import {
  answerAccessRequestMutator,
  createAccessRequestMutator,
  forgetAccessRequestUser,
  purgeOldAccessRequests,
  setAccessRequestPhotoMutator,
} from './access-requests.service';
import { accessRequestsMigration } from './migrations/090_access_requests';
import { accessRequestPhotosMigration } from './migrations/092_access_request_photos';
import { accessRequestZoneMigration } from './migrations/093_access_request_zone';
// Adds the area's tables to Database (declaration merging).
import './access-requests.tables';

const HOUR_MS = 3600_000;

/**
 * Visitor access requests (issue 29): the guard asks a unit's people about a visitor at the gate
 * (`accessRequests.create`, then the guard's photo of the visitor: `accessRequests.setPhoto`), they
 * answer from the notification (`accessRequests.answer`), all through the outbox. No HTTP routes: the sync push is the only way in.
 */
export const accessRequestsModule = {
  name: 'access-requests',
  mutators: {
    'accessRequests.create': defineMutator(AccessRequestCreateArgsSchema, createAccessRequestMutator),
    'accessRequests.answer': defineMutator(AccessRequestAnswerArgsSchema, answerAccessRequestMutator),
    'accessRequests.setPhoto': defineMutator(AccessRequestPhotoArgsSchema, setAccessRequestPhotoMutator),
  },
  // The guard's photo of the visitor stays their upload: kept while a request names it.
  fileReferences: filesUsedByAccessRequests,
  fileReaders: isAccessRequestPhotoVisible,
  jobs: [
    {
      // Requests older than ACCESS_REQUEST_KEEP_DAYS (bounded history, issue 28).
      name: 'visitor access requests purge',
      everyMs: HOUR_MS,
      async run(ctx, log) {
        const purged = await purgeOldAccessRequests(ctx);
        reportPurged(ctx, log, purged, 'deleted visitor access requests past their keeping time', { keepDays: ACCESS_REQUEST_KEEP_DAYS });
      },
    },
  ],
  // The requests are the estate's record: a deleted user's name and id leave them.
  onAccountDeletion: forgetAccessRequestUser,
  // The demo resident's visitor at the gate: a real request her notification answers.
  seed: { after: ['auth'], rows: seedDemoAccessRequest },
  migrations: {
    '090_access_requests': accessRequestsMigration,
    '092_access_request_photos': accessRequestPhotosMigration,
    '093_access_request_zone': accessRequestZoneMigration,
  },
} satisfies Module;
