import type { Module } from '../../context';
import { HomeSettingsSaveArgsSchema } from '../../../src/contract/home-settings';
import { defineMutator } from '../../sync/define-mutator';
import { forgetHomeSettingsUpdater, saveHomeSettings } from './home-settings.service';
import { homeCategorySettingsMigration } from './migrations/107_home_category_settings';
// Adds the area's tables to Database (declaration merging).
import './home-settings.tables';

/**
 * The estate's home-category settings (spec 3 section 6), written by its manager from the console
 * through the outbox (`homeSettings.save`) and synced to its members. No REST route.
 */
export const homeSettingsModule = {
  name: 'home-settings',
  mutators: {
    'homeSettings.save': defineMutator(HomeSettingsSaveArgsSchema, saveHomeSettings),
  },
  migrations: {
    '107_home_category_settings': homeCategorySettingsMigration,
  },
  onAccountDeletion: forgetHomeSettingsUpdater,
} satisfies Module;
