import { PROFILE_MESSAGES } from '../../../src/i18n/en/profile';
import type { Db } from '../../db/database';
import { badRequest, forbidden } from '../../lib/errors';
import type { Trx } from '../../sync/change-log';

/**
 * The spec's REST rule for the user-scoped calls (`?userID=`): the id is required and must
 * be the signed-in user. Mutations pushed through sync are always the caller's own.
 */
export function assertSelf(callerId: string, userId: string | undefined, missing: string = PROFILE_MESSAGES.userIdMissingOnSave): string {
  if (!userId) throw badRequest(missing, 'user-id-missing');
  if (userId !== callerId) throw forbidden();
  return userId;
}

/** The estate's name when the user holds a role there; undefined otherwise. */
export async function estateNameForUser(db: Db | Trx, userId: string, estateId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('estates', 'estates.id', 'user_roles.estate_id')
    .select('estates.name')
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.estate_id', '=', estateId)
    .executeTakeFirst();
  return row?.name;
}

/**
 * The spec's add calls name the estate by its name (`context`); the contract uses its id.
 * A body with `context` and no `estateID` gets the id of the estate with that name (0 when
 * none, which the schema then refuses with 'Please select an estate').
 */
export async function withEstateIdFromContext(db: Db | Trx, body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null) return body;
  const record = body as Record<string, unknown>;
  if (record.estateID !== undefined || typeof record.context !== 'string') return body;
  const estate = await db.selectFrom('estates').select('id').where('name', '=', record.context.trim()).executeTakeFirst();
  return { ...record, estateID: estate ? Number(estate.id) : 0 };
}
