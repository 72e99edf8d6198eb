import type { Module } from '../../context';
import { InviteCreateArgsSchema, InviteResendArgsSchema, InviteRevokeArgsSchema, PassUseArgsSchema } from '../../../src/contract/invites';
import { defineMutator } from '../../sync/define-mutator';
import { createInviteMutator, forgetResender, resendInviteMutator, revokeInviteMutator } from './invites.service';
import { filesUsedByPasses } from './invites.repository';
import { invitesPublicRoutes, invitesRoutes } from './invites.routes';
import { recordPassUseMutator } from './pass-uses.service';
import { endPassesOnMembershipRemoved } from './membership.service';
import { revokePassesFor } from './passes.service';
import { expireEnded, forgetUser, purgeVisitorData } from './retention.service';
import { publishDefaultSettings } from './settings.service';
import { invitesMigration } from './migrations/051_invites';
import { passesWindowMigration } from './migrations/085_passes_window';
import { passTicketsMigration } from './migrations/091_pass_tickets';
import { residentInviteLimitsMigration } from './migrations/101_resident_invite_limits';
import { expireTickets, revokeTicketsOnMembershipRemoved } from './pass-tickets.service';
// Adds the area's tables to Database (declaration merging).
import './invites.tables';
import { seedDemoInvites, seedDemoInviteSettings } from '../../seed/demo-invites';

const FIVE_MINUTES = 5 * 60 * 1000;
const SIX_HOURS = 6 * 60 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Invites and passes (spec 2 'Visitors'): the estate's invite settings, visitor
 * invites within the unit's daily limit, gate passes signed by the estate's issuing key (visitors,
 * deliveries with a PIN, associates; letting issues its own through passes.service), the
 * guard devices' pass uses, the visitor's public pass page, expiry and the POPIA purge.
 */
export const invitesModule = {
  name: 'invites',
  publicRoutes: invitesPublicRoutes,
  // A pass's photo names a stored file: the purge of unused uploads keeps it.
  fileReferences: filesUsedByPasses,
  routes: invitesRoutes,
  mutators: {
    'invites.create': defineMutator(InviteCreateArgsSchema, createInviteMutator),
    'invites.revoke': defineMutator(InviteRevokeArgsSchema, revokeInviteMutator),
    'invites.resend': defineMutator(InviteResendArgsSchema, resendInviteMutator),
    'passes.recordUse': defineMutator(PassUseArgsSchema, recordPassUseMutator),
  },
  jobs: [
    {
      // Guard devices drop passes whose window ended at their next sync.
      name: 'passes expiry',
      everyMs: FIVE_MINUTES,
      async run(ctx, log) {
        const dropped = await expireEnded(ctx);
        if (dropped > 0) log.info({ dropped }, 'passes past their window left the gate scope');
        const tickets = await expireTickets(ctx);
        if (tickets > 0) log.info({ tickets }, 'revoked pass tickets past their day left the gate scope');
      },
    },
    {
      name: 'visitors retention purge',
      everyMs: SIX_HOURS,
      async run(ctx, log) {
        const purged = await purgeVisitorData(ctx);
        if (purged.invites + purged.uses > 0) log.info(purged, 'purged visitors past their estate retention');
      },
    },
    {
      // Every estate's devices read its invite settings (the defaults until the manager saves).
      name: 'invite settings backfill',
      everyMs: TEN_MINUTES,
      async run(ctx, log) {
        const published = await publishDefaultSettings(ctx.db);
        if (published > 0) log.info({ published }, 'published default invite settings');
      },
    },
  ],
  onAccountDeletion: async (trx, userId) => {
    await forgetUser(trx, userId);
    await forgetResender(trx, userId);
  },
  // A removed associate's passes are revoked in the removal's transaction (the people module runs this step).
  onAssociateRemoved: revokePassesFor,
  // A changed access term (UPDATE ASSOCIATE) ends the associate's pass: the next one carries the new dates and times.
  onAssociateAccessChanged: revokePassesFor,
  // A member leaving a unit (staff module): the passes they issued there end, and the associates'
  // passes when nobody holds the unit any more; their unbound pass tickets are revoked at the gate.
  afterMembershipRemoved: async (trx, _ctx, removal) => {
    await endPassesOnMembershipRemoved(trx, removal);
    await revokeTicketsOnMembershipRemoved(trx, removal);
  },
  migrations: {
    '051_invites': invitesMigration,
    '085_passes_window': passesWindowMigration,
    '091_pass_tickets': passTicketsMigration,
    '101_resident_invite_limits': residentInviteLimitsMigration,
  },
  // The demo visitor's invite is at the unit the people seed makes.
  seed: { after: ['people'], rows: seedDemoInviteSettings, withContext: seedDemoInvites },
} satisfies Module;
