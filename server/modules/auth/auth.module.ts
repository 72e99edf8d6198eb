import type { Module } from '../../context';
import { authPublicRoutes, authRoutes } from './auth.routes';
import { usersMigration } from './migrations/001_users';
import { authMigration } from './migrations/003_auth';
import { firebaseLinksMigration } from './migrations/057_firebase_links';
import { emailVerificationMigration } from './migrations/072_email_verification';
import { userRolesByEstateMigration } from './migrations/087_user_roles_by_estate';
// Adds the area's tables to Database (declaration merging).
import './auth.tables';
import { demoPasswordHashes, seedDemoUsers } from '../../seed/demo-users';
import { firebaseBootNotes } from '../../auth/firebase-tokens';
import { tokenKeysBootNote } from '../../auth/token-keys';
import { endEverySessionOf, purgeEndedSessions } from './sessions.service';
import { refreshTokenExpiryMigration } from './migrations/083_refresh_token_expiry';
import { purgePassedWindows } from '../../auth/rate-limit';
import { reportPurged } from '../../lib/purge';

const HOUR_MS = 60 * 60_000;

export const authModule: Module = {
  name: 'auth',
  publicRoutes: authPublicRoutes,
  routes: authRoutes,
  migrations: {
    '001_users': usersMigration,
    '003_auth': authMigration,
    '057_firebase_links': firebaseLinksMigration,
    '072_email_verification': emailVerificationMigration,
    '087_user_roles_by_estate': userRolesByEstateMigration,
    '083_refresh_token_expiry': refreshTokenExpiryMigration,
  },
  // Bounded history (issue 28): sessions no token of which can be used again, and rate-limit
  // counters whose window has passed.
  jobs: [
    {
      name: 'sessions purge',
      everyMs: HOUR_MS,
      async run(ctx, log) {
        reportPurged(ctx, log, { refresh_tokens: await purgeEndedSessions(ctx) }, 'deleted the refresh tokens of sessions that have ended');
      },
    },
    {
      name: 'rate limits purge',
      everyMs: HOUR_MS,
      async run(ctx, log) {
        reportPurged(ctx, log, { rate_limits: await purgePassedWindows(ctx.db) }, 'deleted rate-limit counters whose window has passed');
      },
    },
  ],
  // The demo accounts' user rows need their estates.
  seed: { after: ['estates'], prepare: demoPasswordHashes, rows: seedDemoUsers },
  // The secrets' key ids (a rotation's progress), then Firebase's mode.
  bootNotes: (ctx) => [tokenKeysBootNote(ctx.tokenKeys), ...firebaseBootNotes(ctx.config.firebase)],
  // A person removed from an estate, moved out or no longer owner (staff module): every device of theirs
  // signs out at once. A move to another unit or role keeps them a member: their sessions stay.
  onMembershipRemoved: async (trx, _ctx, removal) => {
    if (removal.cause !== 'moved') await endEverySessionOf(trx, removal.userId);
  },
};
