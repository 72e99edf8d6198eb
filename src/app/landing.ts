import { loadAccessChoices } from '../db/estate-roles';
import { db } from '../db/db';
import { MANAGER_ROLES, ROLES, isRoleIn } from '../domain/roles';
import { firstPullDone } from '../sync/first-pull';
import { getSession } from '../sync/session-read';

/** The pages a signed-in person can start on. */
export type Landing = '/operator' | '/manager' | '/guard' | '/home';

/**
 * Where a signed-in person starts: an operator of the deployment on the operator console; else,
 * from the role names they hold at the current estate, the estate's managers on their console (a
 * manager who also lives there switches to the resident app from the console's navigation), its
 * guards on the gate console, everyone else on Home. The one place this is decided.
 */
export function landingFor(roleNames: readonly string[], operator = false): Landing {
  if (operator) return '/operator';
  if (roleNames.some((role) => isRoleIn(role, MANAGER_ROLES))) return '/manager';
  if (roleNames.includes(ROLES.guard)) return '/guard';
  return '/home';
}

/** Paths that are a console of their own (a desktop layout): the signed-in layout shows no resident tab bar on them. */
export function isConsolePath(pathname: string): boolean {
  return /^\/(manager|operator)(\/|$)/i.test(pathname);
}

/**
 * The signed-in user's landing page. The role rows arrive with the first pull after sign-in, so
 * this waits for it (at most `waitMs`; offline it decides from what the device holds, Home when
 * nothing), then reads the current estate's roles from the mirror.
 */
export async function landingPath(waitMs = 10_000): Promise<Landing> {
  const session = await getSession();
  if (!session) return '/home';
  await firstPullDone(waitMs);
  if ((await db.operatorSelf.get(session.userId))?.isOperator === true) return landingFor([], true);
  const { current } = await loadAccessChoices(session.userId);
  if (!current) return '/home';
  const roles = await db.userRoles.where('userId').equals(session.userId).toArray();
  return landingFor(roles.filter((role) => role.estateId === current.estateId).map((role) => role.roleName));
}
