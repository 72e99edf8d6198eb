import { loadConfig } from '../server/config';
import { openDb } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { createSetupLink } from '../server/modules/operator/setup.service';

/**
 * `npm run operator -- add <email>`: opens the configured database (DATA_DIR's SQLite file or
 * DATABASE_URL), brings it up to date and prints a one-time set-up link bound to that e-mail. The
 * link makes a new account an operator, or an existing one once its password is given.
 */
const USAGE = 'Usage: npm run operator -- add <email>';

async function main(args: readonly string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'add' || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const { db } = openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(db);
    const link = await createSetupLink(db, config, email);
    console.log(`One-time operator set-up link for ${email.trim().toLowerCase()}:\n${link}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
