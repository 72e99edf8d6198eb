import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createEstateContentTable } from './estate-content-table';

/** An estate's directory entries (JSON of the contract's record). */
export const directoryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await createEstateContentTable(db, 'directory_entries');
  },
};
