import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Compilable, type CompiledQuery, type SqliteDatabase } from 'kysely';
import { POOL_DEFAULTS, type PoolSettings } from './pool-settings';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbDialect = 'sqlite' | 'postgres';

// int8 (bigint) columns come back from pg as strings; every bigint here is an epoch-ms time
// or a sync version, both well inside Number's safe range.
pg.types.setTypeParser(20, (value: string) => Number(value));

export type OpenDbOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to use (tests give each suite its own). */
  pgSchema?: string;
  /** The PostgreSQL pool's size and timeouts (server/config.ts `db`); POOL_DEFAULTS when absent. */
  pool?: PoolSettings;
};

/** Where the pool reports a lost connection (the server's logger, once the app has one). */
export type DbLog = { warn(details: object, message: string): void };

/** What the server watches of a PostgreSQL pool: its connections (a metric) and its lost ones (logged). */
export type DbPool = {
  /** Connections open, of those the idle ones, and queries waiting for one. */
  counts(): { total: number; idle: number; waiting: number };
  /** Sends the pool's reports to `log` from now on (the app's logger exists only after the database is open). */
  attachLog(log: DbLog): void;
};

/** An open database; `pool` on PostgreSQL. */
export type OpenedDb = { db: Db; dialect: DbDialect; pool?: DbPool };

export function openDb(options: OpenDbOptions): OpenedDb {
  if (options.databaseUrl) {
    const settings = options.pool ?? POOL_DEFAULTS;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: settings.max,
      statement_timeout: settings.statementTimeoutMs,
      connectionTimeoutMillis: settings.connectTimeoutMs,
      idleTimeoutMillis: settings.idleTimeoutMs,
      // A connection a failover left half-open (no reset ever arrives) is found by the kernel's keepalive probes.
      keepAlive: true,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const watched = watchPool(pool);
    prepareCompiledStatements(pool);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', pool: watched };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, 'estate.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) }), dialect: 'sqlite' };
}

/** Statements kept prepared per SQLite file: the app's distinct statements, with room to spare. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite file as Kysely's dialect uses it, with each statement prepared once: Kysely's
 * driver calls `prepare(sql)` for every query it runs, and better-sqlite3's prepare (parsing and
 * planning the SQL) was the largest single cost of a poll. A statement is kept by its SQL text
 * (the parameters are bound per run) in a map of the last STATEMENT_CACHE_SIZE used. A kept
 * statement follows schema changes (SQLite re-prepares it when the schema changed under it, and
 * better-sqlite3 reads the columns per run), so a migration needs no flush. One still iterating
 * (a streamed query) is `busy`: the same SQL meanwhile gets a statement of its own.
 */
export function withStatementCache(file: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    prepare(text) {
      const statement = kept.get(text);
      if (statement && !statement.busy) {
        // Most recently used last: the map's first key is the one to drop.
        kept.delete(text);
        kept.set(text, statement);
        return statement;
      }
      const fresh = file.prepare(text);
      if (statement) return fresh;
      kept.set(text, fresh);
      if (kept.size > size) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      return fresh;
    },
    close() {
      kept.clear();
      file.close();
    },
  };
}

/**
 * Keeps a lost connection from taking the process down. A connection ends under the pool when
 * PostgreSQL restarts, fails over or terminates it; pg then emits 'error' on the client, and an
 * 'error' nobody listens to is an uncaught exception. The pool listens on its idle clients only
 * (and re-emits on itself, hence its own listener); a client lent out (a transaction between two
 * statements) has no listener but ours, added as each connects. Either way the client is already
 * unusable: the pool drops it (an idle one at once, a lent one when it is released after its
 * query failed) and opens a new one when next asked. Each lost connection is logged once.
 */
function watchPool(pool: pg.Pool): DbPool {
  let log: DbLog | undefined;
  const lost = new WeakSet<pg.Client>();
  const lent = new WeakSet<pg.Client>();
  const report = (error: Error, client: pg.Client) => {
    if (lost.has(client)) return;
    lost.add(client);
    // Before the app's logger is attached (the migrations at boot) the pool still replaces the connection, unlogged.
    log?.warn({ err: error, connection: lent.has(client) ? 'in use' : 'idle' }, 'database connection lost; the pool opens a new one when next needed');
  };
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', (error) => report(error, client)));
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_error, client) => lent.delete(client));
  return {
    counts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    attachLog(next) {
      log = next;
    },
  };
}

/** True when the error is a unique-constraint violation on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** The SQL of every query `compiledOnce` compiled, and the name PostgreSQL prepares it under. */
const statementNames = new Map<string, string>();

/**
 * On PostgreSQL, runs each query `compiledOnce` compiled (those of every request: the session
 * check, a poll's one statement) as a named prepared statement: each connection has it parsed
 * once, and PostgreSQL may keep its plan. Sent unnamed, a poll's statement was planned anew on
 * every run, which took several times as long as running it (EXPLAIN ANALYZE: planning about
 * 0.3 ms, execution 0.07 ms). Every other query goes as Kysely sends it. These queries name their
 * columns (no `select *`), so a migration adding a column leaves their result type as it was;
 * PostgreSQL re-plans a prepared statement itself when the schema changed under it. pg-pool
 * itself wraps a client's `release` the same way, as it hands the client out.
 */
function prepareCompiledStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as unknown as (...args: unknown[]) => unknown;
    const named = (...args: unknown[]) => {
      const [text, values] = args;
      const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) ? statementNames.get(text) : undefined;
      return name === undefined ? query(...args) : query({ name, text, values });
    };
    client.query = named as unknown as typeof client.query;
  });
}

/** A parameter's place in a query compiled once (see `compiledOnce`). */
class Placeholder {
  constructor(readonly index: number) {}
}

/**
 * A query Kysely builds and compiles once per database and then runs with fresh parameters, for
 * the statements of every request (the session check, the poll's sync state): building and
 * compiling a query costs more than SQLite takes to run it. `build` receives placeholders for the
 * parameters, each to be used as a plain value (`where(column, '=', param)`: not in a list, not
 * computed on), and every other value in it stays fixed. Compiled by the first database (or
 * transaction of it) it runs on: each Kysely instance its own SQL, so SQLite and PostgreSQL apart.
 */
export function compiledOnce<P extends readonly unknown[], R>(build: (db: Db, ...params: P) => Compilable<R>): (db: Db, ...params: P) => Promise<R[]> {
  const byDatabase = new WeakMap<object, { query: CompiledQuery<R>; slots: ReadonlyArray<number | undefined> }>();
  return async (db, ...params) => {
    // A Kysely instance and its transactions share their adapter (one per instance).
    const key = db.getExecutor().adapter;
    let compiled = byDatabase.get(key);
    if (!compiled) {
      const placeholders = params.map((_, index) => new Placeholder(index)) as unknown as P;
      const query = build(db, ...placeholders).compile();
      const slots = query.parameters.map((value) => (value instanceof Placeholder ? value.index : undefined));
      if (params.some((_, index) => !slots.includes(index))) throw new Error(`compiledOnce: a parameter is not a plain value of the query: ${query.sql}`);
      compiled = { query, slots };
      byDatabase.set(key, compiled);
      if (!statementNames.has(query.sql)) statementNames.set(query.sql, `compiled_once_${statementNames.size + 1}`);
    }
    const { query, slots } = compiled;
    const parameters = query.parameters.map((value, i) => {
      const slot = slots[i];
      return slot === undefined ? value : params[slot];
    });
    const run: CompiledQuery<R> = { ...query, parameters };
    return (await db.executeQuery(run)).rows;
  };
}
