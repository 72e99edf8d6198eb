import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Concierge mode (issue 32): what a concierge did for a resident (an invite or a lagoon booking
 * made as the resident's), so the resident and the estate's managers see who made it.
 */
export const conciergeActionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('concierge_actions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull())
      .addColumn('concierge_id', 'text', (c) => c.notNull())
      .addColumn('resident_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('concierge_actions_subject').on('concierge_actions').columns(['kind', 'subject_id']).unique().execute();
    await db.schema.createIndex('concierge_actions_concierge').on('concierge_actions').column('concierge_id').execute();
    await db.schema.createIndex('concierge_actions_resident').on('concierge_actions').column('resident_id').execute();
  },
};
