import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './database';
import { gateAccessMigration, gateClockSettingsMigration, gateEnrolChallengesMigration } from '../modules/access/access.migration';

/**
 * One dialect-neutral migration set. Types used: text, integer (0/1 booleans too),
 * bigint (epoch ms and sync versions). Append new migrations; never edit a shipped one.
 */
const migrations: Record<string, Migration> = {
  '001_foundation': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('mobile_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('photo_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('id_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('default_estate_id', 'integer', (c) => c.notNull())
        .addColumn('user_type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('estates')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('suburb', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('support_email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('qr_code_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('qr_code_key', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('qr_code_key_iv', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('encryption_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('revert_to_offline', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('access_message', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('refresh_interval', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('roles')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('rank', 'integer', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('tiles')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('estate_id', 'integer', (c) => c.notNull())
        .addColumn('role_name', 'text', (c) => c.notNull())
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tiles_estate_role').on('tiles').columns(['estate_id', 'role_name']).execute();

      await db.schema
        .createTable('user_roles')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('estate_id', 'integer', (c) => c.notNull())
        .addColumn('role_name', 'text', (c) => c.notNull())
        .addColumn('unit_no', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('access_control', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_roles_user').on('user_roles').column('user_id').execute();
      await db.schema.createIndex('user_roles_unique').on('user_roles').columns(['user_id', 'estate_id', 'role_name']).unique().execute();

      await db.schema
        .createTable('contacts')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('cell', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('home', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('work', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('emergency_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('emergency_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('family_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('parent_id', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('family_expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
      await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();

      await db.schema
        .createTable('password_resets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();

      await db.schema
        .createTable('mailbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mailbox_to').on('mailbox').columns(['to_address', 'created_at']).execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('app_config')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      for (const table of ['points_of_interest', 'directory_entries']) {
        await db.schema
          .createTable(table)
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('estate_id', 'integer', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .execute();
      }

      await db.schema
        .createTable('sync_state')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .addColumn('min_version', 'bigint', (c) => c.notNull())
        .execute();
      await sql`insert into sync_state (id, version, min_version) values (1, 0, 0)`.execute(db);

      await db.schema
        .createTable('change_log')
        .addColumn('v', 'bigint', (c) => c.primaryKey())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('tbl', 'text', (c) => c.notNull())
        .addColumn('row_id', 'text', (c) => c.notNull())
        .addColumn('op', 'text', (c) => c.notNull())
        .addColumn('data', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('change_log_scope_v').on('change_log').columns(['scope', 'v']).execute();
      await db.schema.createIndex('change_log_row').on('change_log').columns(['tbl', 'row_id', 'scope']).execute();

      await db.schema
        .createTable('sync_clients')
        .addColumn('client_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('last_mutation_id', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  '010_gate_access': gateAccessMigration,
  '020_profile': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('profile_details')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('user_accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('estate_id', 'integer', (c) => c.notNull())
        .addColumn('account_type', 'text', (c) => c.notNull())
        .addColumn('unit_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('account_number', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_accounts_user').on('user_accounts').column('user_id').execute();

      await db.schema
        .createTable('user_addresses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('estate_id', 'integer', (c) => c.notNull())
        .addColumn('address_type', 'text', (c) => c.notNull())
        .addColumn('stand_no', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('street_no', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('street_name', 'text', (c) => c.notNull())
        .addColumn('suburb', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('longitude', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('latitude', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_addresses_user').on('user_addresses').column('user_id').execute();

      await db.schema
        .createTable('vehicles')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('make', 'text', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('colour', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('year', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('registration_number', 'text', (c) => c.notNull())
        .addColumn('vin_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('license_disc_photo_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('car_photo_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('vehicles_user').on('vehicles').column('user_id').execute();

      await db.schema
        .createTable('files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('files_owner').on('files').column('owner_id').execute();

      await db.schema
        .createTable('devices')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('manufacturer', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('base_os', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('tablet', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('devices_user').on('devices').column('user_id').execute();
    },
  },
  '030_notifications': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('estate_id', 'integer')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payment_details', 'text')
        .addColumn('action_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('action_type', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('approval_uid', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notifications_user_created').on('notifications').columns(['user_id', 'created_at']).execute();

      // Delete-account one-time codes: hashed, single use, limited life and attempts.
      await db.schema
        .createTable('delete_account_otps')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('issued_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('consumed', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('delete_account_otps_user').on('delete_account_otps').columns(['user_id', 'issued_at']).execute();
    },
  },
  '045_gate_clock_settings': gateClockSettingsMigration,
  '046_gate_enrol_challenges': gateEnrolChallengesMigration,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  // On PostgreSQL the migration tables live in the connection's current schema. Without naming
  // it, Kysely looks for them in every schema and, when another schema already has them (test
  // suites booting side by side, each in its own schema), skips creating them here.
  const schema = db.getExecutor().adapter instanceof PostgresAdapter ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider: new StaticProvider(), ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
