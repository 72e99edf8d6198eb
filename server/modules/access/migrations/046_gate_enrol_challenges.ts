import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The server's enrolment challenges. A device signs
 * one with the key it enrols; each is single use (deleted when used), short-lived, and bound to
 * the user and the session that asked for it. Times in epoch ms.
 */
export const gateEnrolChallengesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gate_enrol_challenges')
      .addColumn('challenge', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('gate_enrol_challenges_expiry').on('gate_enrol_challenges').column('expires_at').execute();
  },
};
