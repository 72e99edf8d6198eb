import type { FastifyInstance } from 'fastify';
import type { MutationArgs, MutationName } from '../src/contract/mutations';
import type { Config } from './config';
import type { Db, DbDialect } from './db/database';
import type { FaceService } from './faces/face-service';
import type { FileStore } from './files/file-store';
import type { Mailer } from './mail/mailer';
import type { Trx } from './sync/change-log';

/** What every module receives: configuration, the database and the adapters. */
export type AppContext = {
  config: Config;
  db: Db;
  dialect: DbDialect;
  mailer: Mailer;
  files: FileStore;
  /** The face-recognition adapter (none by default: faces are only stored and shown to the guard). */
  faces: FaceService;
  tokenSecret: string;
  /** What modules asked to be told about, collected from their `Module` declarations. */
  hooks: ModuleHooks;
};

/** The signed-in caller of a request (set by the authenticated scope's hook). */
export type AuthUser = { id: string; sessionId: string };

/** Who pushed a mutation. Mutations are always the caller's own. */
export type Actor = { userId: string };

/** One named mutation's server half: runs inside the push transaction, throws AppError (4xx) to refuse. */
export type Mutator<N extends MutationName> = (trx: Trx, actor: Actor, args: MutationArgs<N>, ctx: AppContext) => Promise<void>;
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
export type AccountDeletionStep = (trx: Trx, userId: string) => Promise<void>;
/** Runs inside the sign-up transaction, after the new user's rows are written (e.g. a delegation waiting for their e-mail). */
export type SignUpStep = (trx: Trx, user: { id: string; email: string }) => Promise<void>;
/** Runs after a session ended by sign-out (the session's other state, e.g. gate credentials). */
export type SessionEndStep = (ctx: AppContext, sessionId: string) => Promise<void>;

export type ModuleHooks = {
  accountDeletion: readonly AccountDeletionStep[];
  /** Tables whose rows outlive their owner's account (see `Module.keptOnAccountDeletion`). */
  keptOnAccountDeletion: ReadonlySet<string>;
  sessionEnd: readonly SessionEndStep[];
  signUp: readonly SignUpStep[];
};

/**
 * A server module: one folder under server/modules that owns its routes, service, repository,
 * mutators, migrations and table types. `server/modules.ts` lists them; nothing else imports it.
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
  onSignUp?: SignUpStep;
};
