import type { Config } from './config';
import type { Db, DbDialect } from './db/database';
import type { Mailer } from './mail/mailer';

/** What every module receives: configuration, the database and the adapters. */
export type AppContext = {
  config: Config;
  db: Db;
  dialect: DbDialect;
  mailer: Mailer;
  tokenSecret: string;
};
