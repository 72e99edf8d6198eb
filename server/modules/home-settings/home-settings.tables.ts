/**
 * One row per estate whose manager set its home-category settings: `tiles_enabled` 0 or 1,
 * `except_roles` a JSON array of role names, `updated_by` the manager's user id, `updated_at`
 * epoch milliseconds.
 */
export interface HomeCategorySettingsTable {
  estate_id: number;
  tiles_enabled: number;
  except_roles: string;
  updated_by: string;
  updated_at: number;
}

/** The Kysely tables of this area, added to `Database` (server/db/schema.ts) below. */
export interface HomeSettingsTables {
  home_category_settings: HomeCategorySettingsTable;
}

declare module '../../db/schema' {
  interface Database extends HomeSettingsTables {}
}
