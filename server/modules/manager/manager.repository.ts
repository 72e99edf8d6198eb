import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';

/**
 * Kysely only: the gate ban a member card shows (the user and roles come from core). Read here,
 * not through the access module: access republishes cards through manager.service, so importing
 * access back would make a loop.
 */
type Q = Db | Trx;

export const isBanned = async (db: Q, estateId: number, userId: string) =>
  (await db.selectFrom('gate_user_revocations').select('user_id').where('estate_id', '=', estateId).where('user_id', '=', userId).executeTakeFirst()) !== undefined;
