import type { Db } from '../db/database';
import { findEstateIdByName } from '../modules/core/core.service';

/**
 * The spec's add calls for rows at an estate (accounts, addresses) name the estate by its name
 * (`context`); the contract uses its id. A body with `context` and no `estateId` gets the id of
 * the estate with that name (0 when none, which the schema then refuses with 'Please select an
 * estate'). Any other body is answered as it is.
 */
export async function withEstateIdFromContext(db: Db, body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null) return body;
  const record = body as Record<string, unknown>;
  if (record.estateId !== undefined || typeof record.context !== 'string') return body;
  return { ...record, estateId: (await findEstateIdByName(db, record.context.trim())) ?? 0 };
}
