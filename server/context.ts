import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Migration } from 'kysely/migration';
import type { PaymentPurpose, PaymentState } from '../src/contract/billing';
import type * as v from 'valibot';
import type { ArgsSchema, MutationName, MutationSchema } from '../src/contract/registry';
import type { TokenKeyring } from './auth/token-keys';
import type { Config } from './config';
import type { Db, DbDialect } from './db/database';
import type { FaceService } from './faces/face-service';
import type { FileStore } from './files/file-store';
import type { Mailer } from './mail/mailer';
import type { SmsSender } from './sms/sms-sender';
import type { Metrics } from './lib/metrics';
import type { Readiness } from './lib/readiness';
import type { RoleName } from '../src/domain/roles';
import type { Trx } from './sync/change-log';
import type { MembershipQuery, ScopeGrantQuery } from './sync/scopes';

/** What every module receives: configuration, the database and the adapters. */
export type AppContext = {
  config: Config;
  db: Db;
  dialect: DbDialect;
  mailer: Mailer;
  /** Phone-verification codes go out through it (server/sms): the stored outbox, or an SMS provider. */
  sms: SmsSender;
  files: FileStore;
  /** The face-recognition adapter (none by default: faces are only stored and shown to the guard). */
  faces: FaceService;
  /** TOKEN_SECRET and the previous secrets still accepted: signs and verifies access tokens, seals gate issuing keys (server/auth/token-keys.ts). */
  tokenKeys: TokenKeyring;
  /** The server's logger (Fastify's): work outside a request (jobs, mail, the listener) logs here, never on the console. */
  log: FastifyBaseLogger;
  /** The Prometheus metrics served at /metrics (server/lib/metrics.ts). */
  metrics: Metrics;
  /** What /readyz asks besides the database and the migrations (the sync listener on PostgreSQL). */
  readiness: Readiness;
  /** What modules asked to be told about, collected from their `Module` declarations. */
  hooks: ModuleHooks;
};

/** The signed-in caller of a request (set by the authenticated scope's hook). */
export type AuthUser = { id: string; sessionId: string };

/** Who pushed a mutation. Mutations are always the caller's own. */
export type Actor = { userId: string };

/**
 * One named mutation's server half (`defineMutator`): the schema the push checks its args with,
 * and the write, which runs inside the push transaction and throws AppError (4xx) to refuse.
 */
export type MutatorOf<S extends ArgsSchema> = {
  readonly schema: S;
  run(trx: Trx, actor: Actor, args: v.InferOutput<S>, ctx: AppContext): Promise<void>;
};
export type Mutator<N extends MutationName> = MutatorOf<MutationSchema<N>>;
export type Mutators = { [N in MutationName]: Mutator<N> };

/** Registers a module's routes on its own encapsulated Fastify scope. */
export type ModuleRoutes = (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;

/** Where a job reports (the server's logger in production). */
export type JobLog = { info(details: object, message: string): void; error(details: object, message: string): void };

/** Work that runs after listen, once at start and then every `everyMs` (server/jobs.ts). */
export type Job = {
  name: string;
  everyMs?: number;
  run(ctx: AppContext, log: JobLog): Promise<void>;
};

/** Runs inside the account-deletion transaction, before the user's own rows are erased. */
export type AccountDeletionStep = (trx: Trx, userId: string, ctx: AppContext) => Promise<void>;
/** Runs inside the sign-up transaction, after the new user's rows are written (e.g. a delegation waiting for their e-mail). */
export type SignUpStep = (trx: Trx, user: { id: string; email: string }, ctx: AppContext) => Promise<void>;
/**
 * Runs in the transaction that marks a user's e-mail address verified (the code or link of
 * sign-up's mail, a verified Firebase sign-in, an accepted invitation), and for an account made
 * verified. Only from then on may anything be bound to the address (a delegate, a request shown to
 * the estate's managers).
 */
export type EmailVerifiedStep = (trx: Trx, user: { id: string; email: string }, ctx: AppContext) => Promise<void>;
/** What a sign-up asked to join: the estate, the user type chosen and the unit the person names ('' when none). */
export type JoinRequest = { userId: string; estateId: number; userType: string; unitNo: string };
/** Records a sign-up's wish to join an estate (a membership request), in the sign-up's transaction. */
export type JoinRequestedStep = (trx: Trx, ctx: AppContext, request: JoinRequest) => Promise<void>;
/**
 * Runs once a user's data export ('Download my data') is produced, in a write transaction of its
 * own: `tables` are the exported rows by table, as the file holds them. A module whose rows carry
 * what must be accounted for when read (the people module: associates' full ID numbers) records it.
 */
export type DataExportedStep = (trx: Trx, viewerId: string, tables: Readonly<Record<string, readonly unknown[]>>) => Promise<void>;
/**
 * Which of these stored files (ids in the `files` table) the module's rows refer to, by id or by
 * their `/sdk/files/<id>` URL (a profile photo, a vehicle's photos, an own onboarding face). The
 * files module deletes an upload only when no module names it (the purge of unused uploads).
 */
export type FileReferenceCheck = (db: Db | Trx, fileIds: readonly string[]) => Promise<readonly string[]>;
/**
 * Whether a row of the module lets `viewerId` read the stored file at `url` ('/sdk/files/<id>')
 * that its uploader still owns (a guard's photo of a visitor, for the request's unit people).
 */
export type FileReadCheck = (db: Db | Trx, url: string, viewerId: string) => Promise<boolean>;
/** Runs after a session ended by sign-out (the session's other state, e.g. gate credentials). */
export type SessionEndStep = (ctx: AppContext, sessionId: string) => Promise<void>;
/** Runs inside the removal's transaction when an associate is removed (e.g. the associate's gate passes revoked). */
export type AssociateRemovedStep = (trx: Trx, estateId: number, associateId: string) => Promise<void>;
/**
 * Invites a person by e-mail to a role at an estate (e.g. a unit's owner named in the units
 * import); runs inside the caller's transaction, the e-mail goes after it commits. The staff
 * module's invitations.
 */
export type MemberInvite = (
  trx: Trx,
  ctx: AppContext,
  invite: { estateId: number; email: string; roleName: RoleName; unitNo: string; invitedBy: string },
) => Promise<void>;
/**
 * Whether a user is an operator of the deployment (above estates: may invite and remove estate
 * managers). The operator module's data; no module declaring it means nobody is one.
 */
export type OperatorCheck = (db: Db | Trx, userId: string) => Promise<boolean>;
/**
 * Why a role row went: the manager removed it ('removed', the default), ended a unit membership
 * ('moved-out'), moved the person to another unit or role at the estate ('moved': their new role
 * row is already written), or gave the unit's ownership to someone else ('transferred').
 */
export type MembershipRemovalCause = 'removed' | 'moved-out' | 'moved' | 'transferred';
/** One role row a person held at an estate, just removed (staff removal, move-out, move, transfer). */
export type MembershipRemoval = { estateId: number; userId: string; roleName: string; unitNo: string; cause?: MembershipRemovalCause };
/**
 * Runs inside the removal's transaction, after the role row is deleted (and a move's new one
 * written) and before anything is published (the gate's lock order): revocations only, nothing
 * published. The person's sessions (auth), their gate keys at the estate (access), the gate keys of
 * regular visitors who lose their access through them (letting).
 */
export type MembershipRemovedStep = (trx: Trx, ctx: AppContext, removal: MembershipRemoval) => Promise<void>;
/** Whether a member is banned from an estate's gate (the access module's data; the manager's member cards show it). */
export type BanCheck = (db: Db | Trx, estateId: number, userId: string) => Promise<boolean>;

/** What a payment is for, as the module that owns the purpose answers it when a payment starts. */
export type Payable = {
  estateId: number;
  unitNo: string;
  /** What is charged, cents: the owing module decides (a lagoon booking's own amount; a levy the amount typed). */
  amountCents: number;
  /** Shown to the payer and kept on the payment (e.g. 'Levy 1002-A' or 'Lagoon 2026-11-28'). */
  description: string;
};

/** A payment that has just left PENDING, handed to its purpose's owner once, in the settling transaction. */
export type SettledPayment = {
  id: string;
  userId: string;
  estateId: number;
  unitNo: string;
  purpose: PaymentPurpose;
  subjectId: string;
  amountCents: number;
  state: Exclude<PaymentState, 'PENDING'>;
  reference: string;
  /** When it settled (epoch ms; the payments row's settled_at); the levy ledger dates statements' payments by it. Default: now. */
  settledAt?: number;
};

/**
 * A module's share of card payments for one purpose (levy: billing, lagoon: bookings). The
 * payments module owns the gateway, the attempts and settlement, and calls these.
 */
export type PaymentPurposeHandler = {
  /**
   * Checks the caller may pay for `subjectId` and answers what is owed; runs inside the
   * transaction that records the attempt. `requestedCents` is the amount typed (levy) or null.
   * Throws AppError (4xx) with the spec's message to refuse.
   */
  prepare(trx: Trx, userId: string, args: { estateId: number; subjectId: string; requestedCents: number | null }): Promise<Payable>;
  /** Runs exactly once per payment, in the transaction that settles it (approved or not). */
  settled(trx: Trx, payment: SettledPayment, ctx: AppContext): Promise<void>;
};

/**
 * A module's share of the demo data (SEED_DEMO=true, written once into an empty database).
 * `rows` run in one write transaction before the context exists, then `withContext` once it does
 * (signing keys, the file store, payment settlement); in each phase a module's steps run after
 * those of the modules named in `after` (whose rows they need), otherwise in module list order.
 */
export type DemoSeed = {
  /** Modules whose demo rows this module's steps read (e.g. the users' ids). */
  after?: readonly string[];
  /**
   * Whether the database already holds this module's kind of data: the demo is seeded only when no
   * module's answer is yes (asked before the write transaction and again inside it).
   */
  present?: (db: Db | Trx) => Promise<boolean>;
  /** Slow work before the write transaction (hashing the demo passwords), remembered by the step. */
  prepare?: () => Promise<unknown>;
  /** `hooks`: what the modules declare (`ModuleHooks`), assembled from the seeded list. */
  rows?: (trx: Trx, hooks: ModuleHooks) => Promise<void>;
  withContext?: (ctx: AppContext) => Promise<void>;
};

/** Something the server says once it listens (server/main.ts logs it). */
export type BootNote = { level: 'info' | 'warn'; message: string };

export type ModuleHooks = {
  /** Card payment purposes and the module that owns each (see `Module.payments`). */
  payments: ReadonlyMap<PaymentPurpose, PaymentPurposeHandler>;
  accountDeletion: readonly AccountDeletionStep[];
  /** Tables whose rows outlive their owner's account (see `Module.keptOnAccountDeletion`). */
  keptOnAccountDeletion: ReadonlySet<string>;
  sessionEnd: readonly SessionEndStep[];
  /** In module order (see `Module.onDataExported`). */
  dataExported: readonly DataExportedStep[];
  /** Every module's check (see `Module.fileReferences`). */
  fileReferences: readonly FileReferenceCheck[];
  /** Every module's check (see `Module.fileReaders`). */
  fileReaders: readonly FileReadCheck[];
  signUp: readonly SignUpStep[];
  /** In module order (see `Module.onEmailVerified`). */
  emailVerified: readonly EmailVerifiedStep[];
  /** The one module that records membership requests (see `Module.onJoinRequested`); undefined when none does. */
  joinRequested: JoinRequestedStep | undefined;
  /** In module order (see `Module.onAssociateRemoved`). */
  associateRemoved: readonly AssociateRemovedStep[];
  /** In module order (see `Module.onAssociateAccessChanged`). */
  associateAccessChanged: readonly AssociateRemovedStep[];
  /** The one module's gate-ban check (see `Module.banCheck`). */
  banCheck: BanCheck;
  /** The one module that invites people by e-mail (see `Module.inviteMember`); undefined when none does. */
  inviteMember: MemberInvite | undefined;
  /** The one module's operator check (see `Module.isOperator`); undefined when none declares it (no operators). */
  isOperator: OperatorCheck | undefined;
  /** In module order (see `Module.onMembershipRemoved`). */
  membershipRemoved: readonly MembershipRemovedStep[];
  /** In module order, after every `membershipRemoved` step (see `Module.afterMembershipRemoved`). */
  afterMembershipRemoved: readonly MembershipRemovedStep[];
  /** The one module's query of a user's role rows, which the sync engine makes scopes of (see `Module.memberships`). */
  memberships: MembershipQuery;
  /** Queries of the scopes modules grant beyond role rows, in module order (see `Module.scopes`). */
  scopes: readonly ScopeGrantQuery[];
};

/**
 * A server module: one folder under server/modules that owns its routes, service, repository,
 * mutators, migrations, table types and demo seed. `server/modules.ts` lists them; nothing else
 * imports it. Its `<area>.tables.ts` adds its tables to `Database` (server/db/schema.ts).
 */
export type Module = {
  name: string;
  /** Routes anyone may call (sign-in, health, public config, the stored mailbox). */
  publicRoutes?: ModuleRoutes;
  /** Routes in the authenticated scope: `request.user` is the caller, checked once by its hook. */
  routes?: ModuleRoutes;
  /** The module's share of the named mutations clients push through sync. */
  mutators?: Partial<Mutators>;
  jobs?: readonly Job[];
  onAccountDeletion?: AccountDeletionStep;
  /**
   * The module's tables whose rows stay when their owner's account is deleted (security records
   * without personal details). Every other row with the user's id in `user_id` or `owner_id` goes.
   */
  keptOnAccountDeletion?: readonly string[];
  onSessionEnd?: SessionEndStep;
  /** Runs after a user's data export is produced (see `DataExportedStep`). */
  onDataExported?: DataExportedStep;
  /**
   * Answers which stored files the module's rows refer to while the uploader still owns them
   * (see `FileReferenceCheck`); a module whose rows take their files over (`claimOwnFile`) needs none.
   */
  fileReferences?: FileReferenceCheck;
  /** Who else may read an upload the module's rows name (see `FileReadCheck`); GET /sdk/files asks every module's. */
  fileReaders?: FileReadCheck;
  onSignUp?: SignUpStep;
  /** Runs when a user's e-mail address becomes verified, in that transaction (see `EmailVerifiedStep`). */
  onEmailVerified?: EmailVerifiedStep;
  /** Records a sign-up's membership request; at most one module declares it (checked at boot). */
  onJoinRequested?: JoinRequestedStep;
  /** Runs when the people module removes an associate, in the removal's transaction. */
  onAssociateRemoved?: AssociateRemovedStep;
  /** Runs when the people module changes an associate's access term (UPDATE ASSOCIATE), in that transaction. */
  onAssociateAccessChanged?: AssociateRemovedStep;
  /** Answers whether a member is banned at an estate's gate; exactly one module declares it (checked at boot). */
  banCheck?: BanCheck;
  /** Invites a person by e-mail to a role at an estate; at most one module declares it (checked at boot). */
  inviteMember?: MemberInvite;
  /** Answers whether a user is an operator; at most one module declares it (checked at boot). */
  isOperator?: OperatorCheck;
  /**
   * Runs when the staff module removes a person's role at an estate, in the removal's transaction,
   * before anything publishes: revokes gate credentials (and locks the estate's revocation list), publishes nothing.
   */
  onMembershipRemoved?: MembershipRemovedStep;
  /**
   * Runs after every module's `onMembershipRemoved` step, in the same transaction: what publishes
   * (the signed revocation list, passes revoked, visitors ended); revokes no gate credential.
   */
  afterMembershipRemoved?: MembershipRemovedStep;
  /**
   * The query of a user's role rows, from which the sync engine (which imports no module) derives
   * the scopes the user may pull, composed into its own statements (a poll reads them, the session
   * check and the sync state in one); exactly one module declares it (checked at boot).
   */
  memberships?: MembershipQuery;
  /** The query of the scopes the module grants a user beyond their role rows (the operator module: `operator`); the sync engine adds them. */
  scopes?: ScopeGrantQuery;
  /** The card payment purposes this module owns (a purpose has exactly one owner, checked at boot). */
  payments?: Partial<Record<PaymentPurpose, PaymentPurposeHandler>>;
  /**
   * The module's migrations by name (files in its `migrations/` folder), run with every other
   * module's in name order (server/db/migrations/index.ts). A name is declared once, checked at boot.
   */
  migrations?: Readonly<Record<string, Migration>>;
  seed?: DemoSeed;
  /**
   * Registers on the root instance, before any module's routes and outside their scopes, so its
   * hooks see every route (the dev module's test controls).
   */
  rootRoutes?: ModuleRoutes;
  /**
   * Runs at every boot, after the migrations and the demo seed and before the context exists
   * (the estates module makes the synced maintenance flag follow MAINTENANCE).
   */
  boot?: (db: Db, config: Config) => Promise<void>;
  /** What the module says at boot about its configuration (warnings, modes). */
  bootNotes?: (ctx: AppContext) => readonly BootNote[];
};
