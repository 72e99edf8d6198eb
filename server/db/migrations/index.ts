import type { Migration } from 'kysely/migration';
import { usersMigration } from './001_users';
import { estatesMigration } from './002_estates';
import { authMigration } from './003_auth';
import { mailboxMigration } from './004_mailbox';
import { contactsMigration } from './005_contacts';
import { contentMigration } from './006_content';
import { directoryMigration } from './007_directory';
import { syncMigration } from './008_sync';
import { gateAccessMigration } from './010_gate_access';
import { profileDetailsMigration } from './020_profile_details';
import { accountsMigration } from './021_accounts';
import { addressesMigration } from './022_addresses';
import { vehiclesMigration } from './023_vehicles';
import { filesMigration } from './024_files';
import { devicesMigration } from './025_devices';
import { notificationsMigration } from './031_notifications';
import { accountDeletionMigration } from './032_account_deletion';
import { gateClockSettingsMigration } from './045_gate_clock_settings';
import { gateEnrolChallengesMigration } from './046_gate_enrol_challenges';
import { peopleMigration } from './050_people';
import { invitesMigration } from './051_invites';
import { lettingMigration } from './052_letting';
import { bookingsMigration } from './053_bookings';
import { paymentsMigration } from './054_payments';
import { billingMigration } from './055_billing';
import { contentItemsMigration } from './056_content_items';
import { firebaseLinksMigration } from './057_firebase_links';

/**
 * The one dialect-neutral migration set, one file per area, run in name order on SQLite and
 * PostgreSQL alike. Types used: text, integer (0/1 booleans too), bigint (epoch ms and sync
 * versions). Append new migrations with a name that sorts after the last; never edit a shipped one.
 */
export const migrations: Record<string, Migration> = {
  '001_users': usersMigration,
  '002_estates': estatesMigration,
  '003_auth': authMigration,
  '004_mailbox': mailboxMigration,
  '005_contacts': contactsMigration,
  '006_content': contentMigration,
  '007_directory': directoryMigration,
  '008_sync': syncMigration,
  '010_gate_access': gateAccessMigration,
  '020_profile_details': profileDetailsMigration,
  '021_accounts': accountsMigration,
  '022_addresses': addressesMigration,
  '023_vehicles': vehiclesMigration,
  '024_files': filesMigration,
  '025_devices': devicesMigration,
  '031_notifications': notificationsMigration,
  '032_account_deletion': accountDeletionMigration,
  '045_gate_clock_settings': gateClockSettingsMigration,
  '046_gate_enrol_challenges': gateEnrolChallengesMigration,
  '050_people': peopleMigration,
  '051_invites': invitesMigration,
  '052_letting': lettingMigration,
  '053_bookings': bookingsMigration,
  '054_payments': paymentsMigration,
  '055_billing': billingMigration,
  '056_content_items': contentItemsMigration,
  '057_firebase_links': firebaseLinksMigration,
};

/**
 * Legacy names: migrations that earlier versions ran under one name and that are now split per
 * area, each mapped to the migrations that hold exactly its DDL, in order. A database that ran
 * a legacy migration has its row in `kysely_migration` renamed to these names (same timestamp)
 * before the migrator runs, so it counts them as done. No new name reuses a legacy one, so a
 * row with a legacy name is always one still to rename.
 */
export const LEGACY_MIGRATION_NAMES: Readonly<Record<string, readonly string[]>> = {
  '001_foundation': ['001_users', '002_estates', '003_auth', '004_mailbox', '005_contacts', '006_content', '007_directory', '008_sync'],
  '020_profile': ['020_profile_details', '021_accounts', '022_addresses', '023_vehicles', '024_files', '025_devices'],
  '030_notifications': ['031_notifications', '032_account_deletion'],
};
