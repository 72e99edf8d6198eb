/**
 * How the server holds its PostgreSQL connections (the DB_* settings in server/config.ts). Kept
 * apart from database.ts so the configuration reads the defaults without loading the drivers.
 */
export type PoolSettings = {
  /** Connections the pool opens at most (DB_POOL_MAX). */
  max: number;
  /** PostgreSQL's statement_timeout for every pooled connection, in ms; 0: none (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** How long opening a connection may take before it fails, in ms (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  /** An idle connection is closed after this long, in ms; 0: kept (DB_IDLE_TIMEOUT_MS). */
  idleTimeoutMs: number;
};

/**
 * The defaults: ten connections (a managed database's small plan allows about a hundred, shared
 * by every process of the fleet); a statement that runs 30 s is stuck, not slow; a connection
 * that takes 10 s to open will not open (without a limit a request waits forever on a database
 * that is gone); an idle connection closes after 10 s, pg's own default.
 */
export const POOL_DEFAULTS: PoolSettings = { max: 10, statementTimeoutMs: 30_000, connectTimeoutMs: 10_000, idleTimeoutMs: 10_000 };
