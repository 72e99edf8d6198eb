import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Gate access: estate issuing keys, device credentials, user bans, the revocation-list
 * state per estate and the guards' gate events. Times in epoch ms except the credential
 * window and the revocation list (epoch seconds, as signed).
 */
export const gateAccessMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gate_issuer_keys')
      .addColumn('key_id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull().unique())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('secret_box', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('gate_credentials')
      .addColumn('cred_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('device_pub', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('key_id', 'text', (c) => c.notNull())
      .addColumn('not_before', 'bigint', (c) => c.notNull())
      .addColumn('not_after', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('revoked_reason', 'text')
      .execute();
    await db.schema.createIndex('gate_credentials_user').on('gate_credentials').columns(['user_id', 'estate_id']).execute();
    await db.schema.createIndex('gate_credentials_device').on('gate_credentials').column('device_pub').execute();
    await db.schema.createIndex('gate_credentials_session').on('gate_credentials').column('session_id').execute();
    await db.schema.createIndex('gate_credentials_revoked').on('gate_credentials').columns(['estate_id', 'revoked_at']).execute();

    await db.schema
      .createTable('gate_user_revocations')
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('gate_user_revocations_pk', ['estate_id', 'user_id'])
      .execute();

    await db.schema
      .createTable('gate_revocation_state')
      .addColumn('estate_id', 'integer', (c) => c.primaryKey())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('issued_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('gate_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('guard_user_id', 'text', (c) => c.notNull())
      .addColumn('decision', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('cred_id', 'text', (c) => c.notNull())
      .addColumn('resident_user_id', 'text', (c) => c.notNull())
      .addColumn('t', 'bigint', (c) => c.notNull())
      .addColumn('scanned_at', 'bigint', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('gate_events_estate').on('gate_events').columns(['estate_id', 'scanned_at']).execute();
  },
};
