import { startNewSyncEpoch } from '../server/sync/pull';
import { runOnDatabase } from './run-on-database';

/**
 * `npm run migrate`: brings the configured database (DATA_DIR's SQLite file or DATABASE_URL) up
 * to the latest schema and exits: a rolling deploy's own step, before the new servers start
 * (docs/DEPLOYING.md). `npm run migrate -- --restored` also starts a new sync epoch, once,
 * after the database was restored from a backup: every app re-bootstraps on its next pull and
 * keeps what it had queued.
 */
const USAGE = 'Usage: npm run migrate [-- --restored]';

const args = process.argv.slice(2);
if (args.some((arg) => arg !== '--restored')) {
  console.error(USAGE);
  process.exit(2);
}
runOnDatabase(async (db) => {
  console.log('The database is at the latest schema.');
  if (args.includes('--restored')) {
    const epoch = await startNewSyncEpoch(db);
    console.log(`Restored database: new sync epoch ${epoch}; every app re-bootstraps on its next pull.`);
  }
  return 0;
});
