import type { Module } from '../../context';
import { GateEventArgsSchema } from '../../../src/contract/gate';
import { defineMutator } from '../../sync/define-mutator';
import { isUserBanned } from './access.repository';
import { accessRoutes } from './access.routes';
import { recordGateEvent } from './gate-events.service';
import { maintainGateState, resealIssuerKeys } from './gate-state.service';
import { publishAfterMembershipRemoved, revokeOnMembershipRemoved, revokeSessionDevices } from './revocation.service';
import { gateAccessMigration } from './migrations/010_gate_access';
import { gateEnrolChallengesMigration } from './migrations/046_gate_enrol_challenges';
import { gateLogMigration } from './migrations/070_gate_log';
import { issuerKeyWrapIdMigration } from './migrations/079_issuer_key_wrap_id';
import { forgetGateLogUser } from './gate-log.service';
import { purgeOldGateEvents } from './gate-retention.service';
import { reportPurged } from '../../lib/purge';
// Adds the area's tables to Database (declaration merging).
import './access.tables';

/** Every hour: estates' gate state complete, configs current, lists re-signed before they go stale. */
const MAINTAIN_EVERY_MS = 3600_000;

export const accessModule = {
  name: 'access',
  routes: accessRoutes,
  mutators: {
    'gate.recordEvent': defineMutator(GateEventArgsSchema, (trx, actor, args) => recordGateEvent(trx, actor.userId, args)),
  },
  jobs: [
    { name: 'gate state maintenance', everyMs: MAINTAIN_EVERY_MS, run: (ctx) => maintainGateState(ctx) },
    // After TOKEN_SECRET is rotated: keys sealed with a previous secret are sealed again with the
    // current one at each process's start (a start-up job), and hourly in one process of the fleet
    // (a key a not-yet-restarted process made in between).
    { name: 'gate issuing keys re-seal at start', run: (ctx, log) => resealIssuerKeys(ctx, log) },
    { name: 'gate issuing keys re-seal', everyMs: MAINTAIN_EVERY_MS, run: (ctx, log) => resealIssuerKeys(ctx, log) },
    {
      // Residents' gate decisions older than GATE_LOG_KEEP_DAYS (bounded history, issue 28).
      name: 'gate events purge',
      everyMs: MAINTAIN_EVERY_MS,
      async run(ctx, log) {
        const purged = await purgeOldGateEvents(ctx);
        reportPurged(ctx, log, purged, 'deleted gate events past their keeping time', { keepDays: ctx.config.gateLogKeepDays });
      },
    },
  ],
  // A deleted user's credentials must stay revoked: these rows hold ids and device public keys,
  // no personal details, and the guards' revocation lists are built from them.
  keptOnAccountDeletion: ['gate_credentials', 'gate_user_revocations'],
  // Sign-out: the gate credentials the ended session enrolled stop opening the gate.
  onSessionEnd: (ctx, sessionId) => revokeSessionDevices(ctx, sessionId),
  // The visitor log keeps its rows (the estate's record of who came in) without the deleted user's name.
  onAccountDeletion: (trx, userId) => forgetGateLogUser(trx, userId),
  // The estate managers' member cards show whether the member is banned at the gate.
  banCheck: isUserBanned,
  // A person removed from an estate (staff module): their gate keys there stop at once.
  // (or moved within the estate): their gate keys there stop at once; the list publishes after every module revoked.
  onMembershipRemoved: (trx, ctx, removal) => revokeOnMembershipRemoved(ctx, trx, removal.userId, removal.estateId),
  afterMembershipRemoved: (trx, ctx, removal) => publishAfterMembershipRemoved(ctx, trx, removal.userId, removal.estateId),
  migrations: {
    '010_gate_access': gateAccessMigration,
    '046_gate_enrol_challenges': gateEnrolChallengesMigration,
    '070_gate_log': gateLogMigration,
    '079_issuer_key_wrap_id': issuerKeyWrapIdMigration,
  },
} satisfies Module;
