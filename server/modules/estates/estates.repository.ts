import type { Db } from '../../db/database';

/** Kysely only: estates, roles, tiles and the caller's role rows. */

export const listEstates = (db: Db) => db.selectFrom('estates').selectAll().orderBy('id').execute();

export const findEstate = (db: Db, id: number) => db.selectFrom('estates').selectAll().where('id', '=', id).executeTakeFirst();

export const listEstatesByIds = (db: Db, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('estates').selectAll().where('id', 'in', ids).orderBy('id').execute();

export const listRoles = (db: Db) => db.selectFrom('roles').selectAll().execute();

export const listTilesOfEstates = (db: Db, estateIds: number[]) =>
  estateIds.length === 0 ? Promise.resolve([]) : db.selectFrom('tiles').selectAll().where('estate_id', 'in', estateIds).execute();

export const listUserRoles = (db: Db, userId: string) => db.selectFrom('user_roles').selectAll().where('user_id', '=', userId).execute();
