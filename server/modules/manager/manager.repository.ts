import type { Db } from '../../db/database';
import type { Trx } from '../../sync/change-log';

/** Kysely only: what a member card is made of (user, roles at the estate, gate ban). */
type Q = Db | Trx;

export const findUser = (db: Q, userId: string) =>
  db.selectFrom('users').select(['id', 'email', 'display_name']).where('id', '=', userId).executeTakeFirst();

/** The user's role rows at an estate with the role's display name, highest rank first. */
export const listRolesAt = (db: Q, userId: string, estateId: number) =>
  db
    .selectFrom('user_roles')
    .leftJoin('roles', 'roles.name', 'user_roles.role_name')
    .select(['user_roles.role_name', 'user_roles.unit_no', 'user_roles.access_control', 'roles.display_name', 'roles.rank'])
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.estate_id', '=', estateId)
    .orderBy('roles.rank', 'desc')
    .execute();

export const isBanned = async (db: Q, estateId: number, userId: string) =>
  (await db.selectFrom('gate_user_revocations').select('user_id').where('estate_id', '=', estateId).where('user_id', '=', userId).executeTakeFirst()) !== undefined;

/** Estates where the user holds any role. */
export const estatesOfUser = async (db: Q, userId: string) =>
  [...new Set((await db.selectFrom('user_roles').select('estate_id').where('user_id', '=', userId).execute()).map((r) => Number(r.estate_id)))];

/** Every (estate, user) membership. */
export const listMemberships = (db: Q) => db.selectFrom('user_roles').select(['estate_id', 'user_id']).distinct().execute();

/** Row ids of member cards already in the change log (put or tombstone). */
export const listPublishedCardIds = async (db: Q) =>
  new Set((await db.selectFrom('change_log').select('row_id').where('tbl', '=', 'managerMembers').execute()).map((r) => r.row_id));
