import { useLiveQuery } from 'dexie-react-hooks';
import type { HomeCategorySettings, HomeSettingsSaveArgs } from '../../contract/home-settings';
import type { Role } from '../../contract/records';
import { db } from '../../db/db';
import { awaitWrite, type WriteOutcome } from '../../sync/hooks';
import { mutate } from '../../sync/mutate';

/** The estate's settings as the device holds them: null when its manager never set them, undefined while loading. */
export function useHomeCategorySettings(estateId: number): HomeCategorySettings | null | undefined {
  return useLiveQuery(async () => (await db.homeCategorySettings.get(estateId)) ?? null, [estateId]);
}

/** The roles a manager may except (enabled, not deleted), by display name. */
export function useExceptableRoles(): Role[] | undefined {
  return useLiveQuery(async () =>
    (await db.roles.toArray()).filter((r) => r.roleIsEnabled && !r.roleIsDeleted).sort((a, b) => a.roleDisplayName.localeCompare(b.roleDisplayName)),
  );
}

/** Saves through the outbox and waits briefly for the server's answer (pending offline; refused with the server's message). */
export async function saveHomeCategorySettings(args: HomeSettingsSaveArgs): Promise<WriteOutcome> {
  await mutate('homeSettings.save', args);
  return awaitWrite('homeCategorySettings', String(args.estateId));
}

/** How many home-category tiles the estate has on this device (any role's): none means Home would show no tiles. */
export function useHomeCategoryTileCount(estateId: number): number | undefined {
  return useLiveQuery(
    async () => (await db.tiles.where('estateId').equals(estateId).toArray()).filter((x) => x.tileAppLocation === 'homeCategory').length,
    [estateId],
  );
}
