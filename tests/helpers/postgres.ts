import pg from 'pg';

/**
 * The test PostgreSQL (TEST_DATABASE_URL, default the local `test` database), without the rest
 * of the test helpers, so vitest's global setup (tests/global-setup.ts) loads only this.
 */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let pgAvailable: boolean | undefined;
/** True when the test PostgreSQL answers; prints a warning once when it does not. */
export async function isPostgresAvailable(): Promise<boolean> {
  if (pgAvailable !== undefined) return pgAvailable;
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    pgAvailable = true;
  } catch {
    console.warn(`WARNING: PostgreSQL at ${PG_URL} is not reachable; PostgreSQL variants of server tests are skipped.`);
    pgAvailable = false;
  } finally {
    await client.end().catch(() => undefined);
  }
  return pgAvailable;
}

/** Runs SQL (one or more statements, no parameters) on the test PostgreSQL in a connection of its own. */
export async function runOnTestPostgres(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** PG_URL with another database of the same server. */
export function pgDatabaseUrl(database: string): string {
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Drops a test app's database once its connections are gone. The app's pool may still be closing
 * its clients when app.close() resolves: `with (force)` at once would terminate them mid-close and
 * their 'terminating connection' errors surface as unhandled errors in vitest. So wait (up to 5 s)
 * for the database's sessions to end, then force out whatever is left.
 */
export async function dropTestDatabase(database: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [database]);
      if (Number(rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database ${client.escapeIdentifier(database)} with (force)`);
  } finally {
    await client.end();
  }
}
