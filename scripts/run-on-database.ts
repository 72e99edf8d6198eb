import { loadConfig, type Config } from '../server/config';
import { openDb, type Db } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';

/**
 * An operator's command-line script on the configured database (DATA_DIR's SQLite file or
 * DATABASE_URL, with the server's own settings): opens it, brings it to the latest schema, runs
 * `work` and closes it; the process exits with the code `work` answers (1 when it throws).
 */
export function runOnDatabase(work: (db: Db, config: Config) => Promise<number>): void {
  const run = async (): Promise<number> => {
    const config = loadConfig();
    const { db } = openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      await migrateToLatest(db);
      return await work(db, config);
    } finally {
      await db.destroy();
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
