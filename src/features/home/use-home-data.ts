import { useLiveQuery } from 'dexie-react-hooks';
import type { Estate, UserRecord } from '../../contract/records';
import { db } from '../../db/db';
import { loadAccessChoices } from '../../db/estate-roles';
import type { AccessControlEntry } from '../../domain/estate-roles';
import { homeCategoryExceptionKey } from '../../domain/home-category';
import { useSession } from '../../sync/session';

export type HomeData = {
  user: UserRecord | null;
  access: AccessControlEntry | undefined;
  /** The user holds no role: `access` is the default estate, role and tiles (spec 1 section 6). */
  noRole: boolean;
  /** The current estate's synced record (its name and contact e-mail). */
  estate: Estate | undefined;
  /** Where to write to the estate: its support e-mail, else the product's. */
  contactEmail: string;
  homeCategoryEnabled: boolean;
  homeCategoryExceptions: string[];
  helpUrl: string;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Everything the home screens read, from Dexie only (inside a live query, or directly in tests). */
export async function loadHomeData(userId: string): Promise<HomeData> {
  const [user, choices, enabled, exceptions, helpUrl, supportEmail] = await Promise.all([
    db.users.get(userId),
    loadAccessChoices(userId),
    db.appConfig.get('homeCategoryTilesEnabled'),
    db.appConfig.get('homeCategoryExceptions'),
    db.appConfig.get('helpUrl'),
    db.appConfig.get('supportEmail'),
  ]);
  const estateId = choices.current?.estateId;
  const estate = estateId !== undefined ? choices.estates.get(estateId) : undefined;
  // The estate's own setting (its manager's, from the console) wins over the app-wide theme's.
  const estateSetting = estateId !== undefined ? await db.homeCategorySettings.get(estateId) : undefined;
  const appExceptions = Array.isArray(exceptions?.value) ? exceptions.value.filter((x): x is string => typeof x === 'string') : [];
  return {
    user: user ?? null,
    access: choices.current,
    noRole: choices.isDefault,
    estate,
    contactEmail: estate?.supportEmail || text(supportEmail?.value),
    homeCategoryEnabled: estateSetting ? estateSetting.homeCategoryTilesEnabled : enabled?.value === true,
    homeCategoryExceptions:
      estateSetting && estateId !== undefined
        ? [...appExceptions, ...estateSetting.exceptRoles.map((role) => homeCategoryExceptionKey(estateId, role))]
        : appExceptions,
    helpUrl: text(helpUrl?.value) || '/help.html',
  };
}

/** Everything the home screens read, from Dexie only. undefined while loading. */
export function useHomeData(): HomeData | undefined {
  const session = useSession();
  const userId = session?.userId;
  return useLiveQuery(async () => (userId ? loadHomeData(userId) : undefined), [userId]);
}
