import * as v from 'valibot';
import { HOME_SETTINGS_MESSAGES as M } from '../i18n/en/home-settings.messages';
import { syncedTable } from './registry';
import { text } from './text';

/**
 * The estate's home-category settings (spec 3 section 6: 'If home category tiles are enabled in
 * the theme and the role and estate pair is not in the exceptions list, tiles come from the home
 * categories list'): whether Home shows the home-category tiles, and the roles of this estate
 * that keep the ordinary home tiles (the exceptions list's `${estateId}_${roleName}` pairs, as
 * src/domain/home-category.ts builds them). Written by the estate's manager through the outbox
 * (`homeSettings.save`); synced to the estate's members, so Home follows it offline.
 */
export const HomeCategorySettingsSchema = v.object({
  estateId: v.number(),
  homeCategoryTilesEnabled: v.boolean(),
  /** Role names (the roles table's `roleName`), sorted, each once. */
  exceptRoles: v.array(text()),
  updatedAt: v.number(),
});
export type HomeCategorySettings = v.InferOutput<typeof HomeCategorySettingsSchema>;

const RoleNameSchema = v.pipe(text(), v.trim(), v.regex(/^[A-Za-z][A-Za-z0-9_ -]{0,59}$/, M.invalidRole));

/** `homeSettings.save`: the estate's manager sets both at once (the roles must exist). */
export const HomeSettingsSaveArgsSchema = v.object({
  estateId: v.pipe(v.number(), v.integer()),
  homeCategoryTilesEnabled: v.boolean(),
  exceptRoles: v.pipe(v.array(RoleNameSchema), v.maxLength(50, M.tooManyRoles)),
});
export type HomeSettingsSaveArgs = v.InferOutput<typeof HomeSettingsSaveArgsSchema>;

/** The roles as stored and synced: each once, sorted. */
export const normalRoleList = (roles: readonly string[]): string[] => [...new Set(roles)].sort();

export const homeSettingsTables = {
  homeCategorySettings: syncedTable(HomeCategorySettingsSchema, 'estateId'),
};
export const homeSettingsMutations = {
  'homeSettings.save': HomeSettingsSaveArgsSchema,
};

type HomeSettingsTables = typeof homeSettingsTables;
type HomeSettingsMutations = typeof homeSettingsMutations;
declare module './registry' {
  interface SyncedTableRegistry extends HomeSettingsTables {}
  interface MutationRegistry extends HomeSettingsMutations {}
}
