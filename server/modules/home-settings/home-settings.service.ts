import type { Selectable } from 'kysely';
import { normalRoleList, type HomeCategorySettings, type HomeSettingsSaveArgs } from '../../../src/contract/home-settings';
import { MANAGER_ROLES } from '../../../src/domain/roles';
import { format } from '../../../src/i18n/format';
import { HOME_SETTINGS_MESSAGES as M } from '../../../src/i18n/en/home-settings.messages';
import { requireAccess } from '../../auth/authorize';
import type { Actor } from '../../context';
import { badRequest } from '../../lib/errors';
import { publish, scopes, type Trx } from '../../sync/change-log';
import * as core from '../core/core.service';
import type { HomeCategorySettingsTable } from './home-settings.tables';
import * as repo from './home-settings.repository';

function toSettings(row: Selectable<HomeCategorySettingsTable>): HomeCategorySettings {
  const parsed: unknown = JSON.parse(row.except_roles);
  return {
    estateId: Number(row.estate_id),
    homeCategoryTilesEnabled: Number(row.tiles_enabled) === 1,
    exceptRoles: Array.isArray(parsed) ? parsed.filter((r): r is string => typeof r === 'string') : [],
    updatedAt: Number(row.updated_at),
  };
}

/**
 * `homeSettings.save`: only a manager of the estate; every excepted role must be one the roles
 * table knows (checked before anything is written). Stored, then published to the estate's
 * members, whose Home follows on the next pull and offline after.
 */
export async function saveHomeSettings(trx: Trx, actor: Actor, args: HomeSettingsSaveArgs): Promise<void> {
  await requireAccess(trx, actor.userId, { estateId: args.estateId, roles: MANAGER_ROLES, message: M.notManager, code: 'home-settings/not-manager' });
  const known = new Set((await core.listRoles(trx)).filter((r) => Number(r.is_deleted) !== 1).map((r) => r.name));
  const exceptRoles = normalRoleList(args.exceptRoles);
  const unknown = exceptRoles.find((role) => !known.has(role));
  if (unknown !== undefined) throw badRequest(format(M.roleUnknown, { role: unknown }), 'home-settings/role-unknown');
  await repo.upsertSettings(trx, {
    estate_id: args.estateId,
    tiles_enabled: args.homeCategoryTilesEnabled ? 1 : 0,
    except_roles: JSON.stringify(exceptRoles),
    updated_by: actor.userId,
    updated_at: Date.now(),
  });
  const row = await repo.findSettings(trx, args.estateId);
  if (row) await publish(trx, scopes.estate(args.estateId), 'homeCategorySettings', args.estateId, toSettings(row));
}

/** Account deletion: the manager's id leaves the rows they last set. */
export async function forgetHomeSettingsUpdater(trx: Trx, userId: string): Promise<void> {
  await repo.forgetUpdater(trx, userId);
}
