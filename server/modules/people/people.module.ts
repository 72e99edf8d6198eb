import type { Module } from '../../context';
import {
  AssociateCreateArgsSchema,
  AssociateDelegateArgsSchema,
  AssociateImageArgsSchema,
  AssociateUpdateArgsSchema,
  OwnOnboardingArgsSchema,
  UnitRequestArgsSchema,
} from '../../../src/contract/people';
import { defineMutator } from '../../sync/define-mutator';
import { createAssociateMutator, setAssociateImageMutator, setDelegateMutator, updateAssociateMutator } from './associates.service';
import { linkDelegateOnEmailVerified } from './delegates.service';
import { enrolPendingFaces } from './faces.service';
import { completeOwnOnboarding, logExportedIdentities } from './identity.service';
import { filesUsedByPeople } from './people.repository';
import { peopleRoutes } from './people.routes';
import { createRequestMutator } from './requests.service';
import { forgetUser, purgeExpired } from './retention.service';
import { backfillConciergeUnits, backfillUnits } from './units.service';
import { peopleMigration } from './migrations/050_people';
import { unitDetailsMigration } from './migrations/066_unit_details';
// Adds the area's tables to Database (declaration merging).
import './people.tables';
import { seedDemoPeople } from '../../seed/demo-people';

const SIX_HOURS = 6 * 60 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;
const ONE_MINUTE = 60 * 1000;

/**
 * People at a unit (spec 2): units and allowances, the estate's people configuration,
 * associates, requests to the estate manager, consent and identity (POPIA).
 */
export const peopleModule = {
  name: 'people',
  routes: peopleRoutes,
  mutators: {
    'associates.create': defineMutator(AssociateCreateArgsSchema, createAssociateMutator),
    'associates.setImage': defineMutator(AssociateImageArgsSchema, setAssociateImageMutator),
    'associates.update': defineMutator(AssociateUpdateArgsSchema, updateAssociateMutator),
    'associates.setDelegate': defineMutator(AssociateDelegateArgsSchema, setDelegateMutator),
    'people.request': defineMutator(UnitRequestArgsSchema, createRequestMutator),
    'onboarding.complete': defineMutator(OwnOnboardingArgsSchema, completeOwnOnboarding),
  },
  jobs: [
    {
      name: 'associates retention purge',
      everyMs: SIX_HOURS,
      async run(ctx, log) {
        const purged = await purgeExpired(ctx);
        if (purged > 0) log.info({ purged }, 'purged removed associates past their estate retention');
      },
    },
    {
      // Only with FACE_SERVICE_URL: each stored face is sent to the face service once.
      name: 'face enrolment',
      everyMs: ONE_MINUTE,
      async run(ctx, log) {
        const enrolled = await enrolPendingFaces(ctx, log);
        if (enrolled > 0) log.info({ enrolled }, 'enrolled faces at the face service');
      },
    },
    {
      // A unit someone holds appears in their unit picker once its row exists.
      name: 'units backfill',
      everyMs: TEN_MINUTES,
      async run(ctx, log) {
        const made = await backfillUnits(ctx.db);
        if (made > 0) log.info({ made }, 'made the rows of held units');
      },
    },
    {
      // Units published before concierges read them (issue 32): their visitor unit picker needs the allowance.
      name: 'concierge units backfill',
      async run(ctx, log) {
        const published = await backfillConciergeUnits(ctx.db);
        if (published > 0) log.info({ published }, 'published units to the concierges');
      },
    },
  ],
  onAccountDeletion: forgetUser,
  // The log of who saw an associate's ID number is the associate's record (POPIA): a viewer's
  // account deletion leaves it (the viewer's id no longer names anyone); the associate's removal
  // with its owner's account takes it (forgetUser).
  keptOnAccountDeletion: ['identity_views'],
  onDataExported: logExportedIdentities,
  // A user's own onboarding face stays their file (and an associate's images are held by it).
  fileReferences: filesUsedByPeople,
  // A delegate's account gets the role once its address is verified (issue 26), not when it is made.
  onEmailVerified: (trx, user, ctx) => linkDelegateOnEmailVerified(trx, ctx.hooks, user.id, user.email),
  migrations: {
    '050_people': peopleMigration,
    '066_unit_details': unitDetailsMigration,
  },
  seed: { after: ['auth'], rows: seedDemoPeople },
} satisfies Module;
