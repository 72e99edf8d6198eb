import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createEstateContentTable } from './estate-content-table';

/** An estate's points of interest (JSON of the contract's record). */
export const contentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await createEstateContentTable(db, 'points_of_interest');
  },
};
