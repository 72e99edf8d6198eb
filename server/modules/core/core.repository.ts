import type { Insertable, Updateable } from 'kysely';
import { API } from '../../../src/contract/api-paths';
import { ROLES, UNIT_HOLDER_ROLES, UNIT_PEOPLE_ROLES, type RoleName } from '../../../src/domain/roles';
import type { Db, DbDialect } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { EstatesTable, RolesTable, UnitsTable, UserRolesTable, UsersTable } from './core.tables';

/** Kysely only: users, their role rows, estates, the role catalogue and units. Other modules call these through core.service.ts. */
type Q = Db | Trx;

// ---------------------------------------------------------------- users

export const findUserById = (db: Q, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Q, email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

/** The user with this e-mail, compared trimmed and without case. */
export const findUserByEmailIgnoringCase = (db: Q, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'display_name', 'email_verified'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();

/** The user's e-mail, undefined when there is no such user. */
export const findUserEmail = async (db: Q, userId: string) => (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email;

export const userExists = async (db: Q, userId: string) =>
  (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;

/** The users with these ids (any order). */
export const listUsersByIds = (db: Q, ids: readonly string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('users').selectAll().where('id', 'in', ids).execute();

export const insertUser = (db: Q, user: Insertable<UsersTable>) => db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();

export async function updatePasswordHash(db: Q, userId: string, passwordHash: string, now: number): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
}

/**
 * Marks the user's e-mail address verified; answers the row when this call changed it (undefined
 * when it was verified already or there is no such user), so a verification's steps run once.
 */
export const markEmailVerified = (db: Q, userId: string, now: number) =>
  db
    .updateTable('users')
    .set({ email_verified: 1, updated_at: now })
    .where('id', '=', userId)
    .where('email_verified', '=', 0)
    .returningAll()
    .executeTakeFirst();

export async function updateUserProfile(
  trx: Trx,
  id: string,
  patch: Partial<Pick<UsersTable, 'first_name' | 'last_name' | 'display_name' | 'id_number' | 'photo_url' | 'mobile' | 'mobile_verified'>>,
): Promise<UsersTable> {
  return trx
    .updateTable('users')
    .set({ ...patch, updated_at: Date.now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteUserRow(trx: Trx, userId: string): Promise<void> {
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}

// ---------------------------------------------------------------- estates and the role catalogue

export const insertEstateRow = (db: Q, estate: Insertable<EstatesTable>) => db.insertInto('estates').values(estate).returningAll().executeTakeFirstOrThrow();

/** Whether the database holds any estate (the demo is seeded only into one without). */
export const anyEstateExists = async (db: Q) => (await db.selectFrom('estates').select('id').limit(1).executeTakeFirst()) !== undefined;

/** The estates open to the public (sign-up and Switch Estate lists): archived ones are left out. */
export const listEstates = (db: Q) => db.selectFrom('estates').selectAll().where('archived_at', 'is', null).orderBy('id').execute();

/** Every estate, archived ones too (the operator's list). */
export const listAllEstates = (db: Q) => db.selectFrom('estates').selectAll().orderBy('id').execute();

/** The id a new estate takes: one past the largest (the seed's estates keep theirs). */
export const nextEstateId = async (db: Q) => {
  const row = await db
    .selectFrom('estates')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
};

/** The estate whose name is `name` compared without case, other than `exceptId`. */
export const findEstateIdByNameIgnoringCase = async (db: Q, name: string, exceptId = -1) =>
  (
    await db
      .selectFrom('estates')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()))
      .where('id', '!=', exceptId)
      .executeTakeFirst()
  )?.id;

/** Sets an estate's settings columns; answers the row as stored, undefined when there is no such estate. */
export const updateEstateRow = (db: Q, id: number, patch: Updateable<EstatesTable>) =>
  db.updateTable('estates').set(patch).where('id', '=', id).returningAll().executeTakeFirst();

/** Whether a person may choose the estate at sign-up: it exists and is not archived. */
export const estateOpenForSignUp = async (db: Q, estateId: number) =>
  (await db.selectFrom('estates').select('id').where('id', '=', estateId).where('archived_at', 'is', null).executeTakeFirst()) !== undefined;

export const listEstateIds = async (db: Q) => (await db.selectFrom('estates').select('id').orderBy('id').execute()).map((r) => Number(r.id));

export const findEstate = (db: Q, id: number) => db.selectFrom('estates').selectAll().where('id', '=', id).executeTakeFirst();

export const listEstatesByIds = (db: Q, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('estates').selectAll().where('id', 'in', ids).orderBy('id').execute();

export const estateExists = async (db: Q, estateId: number) =>
  (await db.selectFrom('estates').select('id').where('id', '=', estateId).executeTakeFirst()) !== undefined;

/** The estate's name, undefined when there is no such estate. */
export const estateName = async (db: Q, estateId: number) =>
  (await db.selectFrom('estates').select('name').where('id', '=', estateId).executeTakeFirst())?.name;

/** The names of these estates by id. */
export async function estateNames(db: Q, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('estates').select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** The id of the estate with this name, undefined when none. */
export const findEstateIdByName = async (db: Q, name: string) => {
  const row = await db.selectFrom('estates').select('id').where('name', '=', name).executeTakeFirst();
  return row ? Number(row.id) : undefined;
};

export const insertRoleRow = (db: Q, role: Insertable<RolesTable>) => db.insertInto('roles').values(role).returningAll().executeTakeFirstOrThrow();

export const listRoles = (db: Q) => db.selectFrom('roles').selectAll().execute();

// ---------------------------------------------------------------- role rows

export const listUserRoles = (db: Q, userId: string) => db.selectFrom('user_roles').selectAll().where('user_id', '=', userId).execute();

/** The user's role rows as the sync engine's scopes need them: a query it composes into every poll's one statement (`Module.memberships`). */
export const membershipRowsQuery = (db: Q, userId: string) =>
  db.selectFrom('user_roles').select(['estate_id', 'unit_no', 'role_name']).where('user_id', '=', userId);

/** The user's role rows at an estate. */
export const listUserRolesAt = (db: Q, userId: string, estateId: number) =>
  db.selectFrom('user_roles').selectAll().where('user_id', '=', userId).where('estate_id', '=', estateId).execute();

/** Every role row with one of `roleNames` (at one estate, or at all): the staff lists. */
export const listRoleRowsNamed = (db: Q, roleNames: readonly string[], estateId?: number) =>
  db
    .selectFrom('user_roles')
    .selectAll()
    .where('role_name', 'in', [...roleNames])
    .$if(estateId !== undefined, (qb) => qb.where('estate_id', '=', estateId ?? 0))
    .orderBy('created_at')
    .execute();

export const insertUserRole = (db: Q, role: Insertable<UserRolesTable>) => db.insertInto('user_roles').values(role).returningAll().executeTakeFirstOrThrow();

export async function deleteUserRole(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('user_roles').where('id', '=', id).execute();
}

export const setRoleAccess = (trx: Trx, id: string, accessControl: number) =>
  trx.updateTable('user_roles').set({ access_control: accessControl }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Sets the access-list flag on every role row of the user at the estate. */
export async function setAccessControlFlag(db: Q, userId: string, estateId: number, on: boolean): Promise<void> {
  await db
    .updateTable('user_roles')
    .set({ access_control: on ? 1 : 0 })
    .where('user_id', '=', userId)
    .where('estate_id', '=', estateId)
    .execute();
}

/** The role names the user holds at the estate (optionally for one unit), enabled roles only. */
export const listEnabledRoleNames = async (db: Q, userId: string, estateId: number, unitNo?: string) =>
  (
    await db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.name', 'user_roles.role_name')
      .select('user_roles.role_name')
      .where('user_roles.user_id', '=', userId)
      .where('user_roles.estate_id', '=', estateId)
      .where('roles.is_enabled', '=', 1)
      .where('roles.is_deleted', '=', 0)
      .$if(unitNo !== undefined, (qb) => qb.where('user_roles.unit_no', '=', unitNo ?? ''))
      .execute()
  ).map((r) => r.role_name);

/** The user's enabled roles at an estate, highest rank first, with the role's display name. */
export const listEnabledRolesAt = (db: Q, userId: string, estateId: number) =>
  db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.name', 'user_roles.role_name')
    .select(['user_roles.role_name', 'user_roles.unit_no', 'user_roles.access_control', 'roles.display_name', 'roles.rank'])
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.estate_id', '=', estateId)
    .where('roles.is_enabled', '=', 1)
    .where('roles.is_deleted', '=', 0)
    .orderBy('roles.rank', 'desc')
    .execute();

/** Every role row of the user at an estate (a role missing from the catalogue too) with the role's display name, highest rank first. */
export const listAllRolesAt = (db: Q, userId: string, estateId: number) =>
  db
    .selectFrom('user_roles')
    .leftJoin('roles', 'roles.name', 'user_roles.role_name')
    .select(['user_roles.role_name', 'user_roles.unit_no', 'user_roles.access_control', 'roles.display_name', 'roles.rank'])
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.estate_id', '=', estateId)
    .orderBy('roles.rank', 'desc')
    .execute();

/** The role row that makes the user one of `roleName` at the estate (a role without a unit). */
export const findEstateRoleRow = (db: Q, userId: string, estateId: number, roleName: RoleName) =>
  db.selectFrom('user_roles').selectAll().where('user_id', '=', userId).where('estate_id', '=', estateId).where('role_name', '=', roleName).executeTakeFirst();

/** Whether the user holds another role in the estate's access list there (besides `exceptRoleId`). */
export async function hasOtherAccessRole(db: Q, userId: string, estateId: number, exceptRoleId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .select('id')
    .where('user_id', '=', userId)
    .where('estate_id', '=', estateId)
    .where('access_control', '=', 1)
    .where('id', '!=', exceptRoleId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Estates where the user holds any role. */
export const estatesOfUser = async (db: Q, userId: string) => [
  ...new Set((await db.selectFrom('user_roles').select('estate_id').where('user_id', '=', userId).execute()).map((r) => Number(r.estate_id))),
];

/** Every (estate, user) membership. */
export const listMemberships = (db: Q) => db.selectFrom('user_roles').select(['estate_id', 'user_id']).distinct().execute();

/** How many distinct users hold any role at the estate (who read its `estate:` scope). */
export async function countMembersOfEstate(db: Q, estateId: number): Promise<number> {
  const row = await db
    .selectFrom('user_roles')
    .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
    .where('estate_id', '=', estateId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The distinct users holding any role at the estate (who read its `estate:` scope), through the `user_roles_estate` index. */
export async function listMemberIdsOfEstate(db: Q, estateId: number): Promise<string[]> {
  const rows = await db.selectFrom('user_roles').select('user_id').distinct().where('estate_id', '=', estateId).execute();
  return rows.map((r) => r.user_id);
}

export async function isMemberOfEstate(db: Q, userId: string, estateId: number): Promise<boolean> {
  const row = await db.selectFrom('user_roles').select('id').where('user_id', '=', userId).where('estate_id', '=', estateId).executeTakeFirst();
  return row !== undefined;
}

/** Whether `staffId` holds one of `staffRoles` at an estate where `memberId` holds any role. */
export async function sharesEstateAsStaff(db: Q, staffId: string, staffRoles: readonly string[], memberId: string): Promise<boolean> {
  const shared = await db
    .selectFrom('user_roles as staff')
    .innerJoin('user_roles as member', 'member.estate_id', 'staff.estate_id')
    .select('staff.id')
    .where('staff.user_id', '=', staffId)
    .where('staff.role_name', 'in', [...staffRoles])
    .where('member.user_id', '=', memberId)
    .executeTakeFirst();
  return shared !== undefined;
}

// ---------------------------------------------------------------- units held through roles

/** The unit numbers people hold a role for at the estate. */
export async function heldUnitNos(db: Q, estateId: number): Promise<string[]> {
  const rows = await db.selectFrom('user_roles').select('unit_no').distinct().where('estate_id', '=', estateId).where('unit_no', '!=', '').execute();
  return rows.map((r) => r.unit_no);
}

/** The (estate, unit) pairs the user holds an enabled role for, at one estate or all. */
export async function unitsOfUser(db: Q, userId: string, estateId: number | undefined): Promise<Array<{ estateId: number; unitNo: string }>> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.name', 'user_roles.role_name')
    .select(['user_roles.estate_id', 'user_roles.unit_no'])
    .distinct()
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.unit_no', '!=', '')
    .where('roles.is_enabled', '=', 1)
    .where('roles.is_deleted', '=', 0)
    .$if(estateId !== undefined, (qb) => qb.where('user_roles.estate_id', '=', estateId ?? 0))
    .execute();
  return rows.map((r) => ({ estateId: Number(r.estate_id), unitNo: r.unit_no }));
}

/** The unit numbers the user holds or is the delegate of at the estate, with the role that gives each. */
export const listUnitRoles = (db: Q, userId: string, estateId: number) =>
  db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.name', 'user_roles.role_name')
    .select(['user_roles.unit_no', 'user_roles.role_name'])
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.estate_id', '=', estateId)
    .where('user_roles.unit_no', '!=', '')
    .where('user_roles.role_name', 'in', UNIT_PEOPLE_ROLES)
    .where('roles.is_enabled', '=', 1)
    .where('roles.is_deleted', '=', 0)
    .execute();

/** Whether the user holds one of `roles` for the unit (enabled roles only). */
export async function holdsUnitRole(db: Q, userId: string, estateId: number, unitNo: string, roles: readonly RoleName[]): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.name', 'user_roles.role_name')
    .select('user_roles.id')
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.estate_id', '=', estateId)
    .where('user_roles.unit_no', '=', unitNo)
    .where('user_roles.role_name', 'in', roles)
    .where('roles.is_enabled', '=', 1)
    .where('roles.is_deleted', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user holds one of `roles` anywhere at the estate (gate staff, managers). */
export async function holdsEstateRole(db: Q, userId: string, estateId: number, roles: readonly RoleName[]): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.name', 'user_roles.role_name')
    .select('user_roles.id')
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.estate_id', '=', estateId)
    .where('user_roles.role_name', 'in', roles)
    .where('roles.is_enabled', '=', 1)
    .where('roles.is_deleted', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** A holder of the unit (resident or owner), the earliest first: who owns what a delegate adds when no delegation names one. */
export const firstHolderOf = async (db: Q, estateId: number, unitNo: string) =>
  (
    await db
      .selectFrom('user_roles')
      .select('user_id')
      .where('estate_id', '=', estateId)
      .where('unit_no', '=', unitNo)
      .where('role_name', 'in', UNIT_HOLDER_ROLES)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst()
  )?.user_id;

/** The users holding one of `roles` at a unit, with their names and photos, by display name. */
export const listUnitHolders = (db: Q, estateId: number, unitNo: string, roles: readonly string[]) =>
  db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select(['users.id', 'users.display_name', 'users.first_name', 'users.last_name', 'users.photo_url'])
    .where('user_roles.estate_id', '=', estateId)
    .where('user_roles.unit_no', '=', unitNo)
    .where('user_roles.role_name', 'in', [...roles])
    .distinct()
    .orderBy('users.display_name')
    .execute();

export const findDelegateRole = (db: Q, userId: string, estateId: number, unitNo: string) =>
  db
    .selectFrom('user_roles')
    .selectAll()
    .where('user_id', '=', userId)
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .where('role_name', '=', ROLES.associateDelegate)
    .executeTakeFirst();

// ---------------------------------------------------------------- units

export const findUnit = (db: Q, estateId: number, unitNo: string) =>
  db.selectFrom('units').selectAll().where('estate_id', '=', estateId).where('unit_no', '=', unitNo).executeTakeFirst();

/** Creates the unit when it is new (a concurrent creator's row wins; nothing changes then). */
export async function insertUnitIfMissing(trx: Trx, row: Insertable<UnitsTable>): Promise<void> {
  await trx
    .insertInto('units')
    .values(row)
    .onConflict((oc) => oc.columns(['estate_id', 'unit_no']).doNothing())
    .execute();
}

/** Creates a new unit (the manager's Add unit and CSV import); a unit number taken fails with a unique violation. */
export async function insertUnit(trx: Trx, row: Insertable<UnitsTable>) {
  return trx.insertInto('units').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Every unit of the estate, archived ones too, in no particular order (the console and the import's checks). */
export const listEstateUnits = (db: Q, estateId: number) => db.selectFrom('units').selectAll().where('estate_id', '=', estateId).execute();

/** The unit row, locked until the transaction ends on PostgreSQL (SQLite serialises writers already). */
export const lockUnit = (trx: Trx, dialect: DbDialect, estateId: number, unitNo: string) =>
  trx
    .selectFrom('units')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirstOrThrow();

export async function updateUnit(trx: Trx, estateId: number, unitNo: string, patch: Updateable<UnitsTable>) {
  return trx.updateTable('units').set(patch).where('estate_id', '=', estateId).where('unit_no', '=', unitNo).returningAll().executeTakeFirstOrThrow();
}

/** One more associate allowed at the unit (an approved request), in one statement. */
export async function addAssociatePlace(trx: Trx, estateId: number, unitNo: string, now: number): Promise<void> {
  await trx
    .updateTable('units')
    .set((eb) => ({ max_associates: eb('max_associates', '+', 1), updated_at: now }))
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .execute();
}

/** One more letting guest allowed at the unit (an approved request), in one statement. */
export async function addGuestPlace(trx: Trx, estateId: number, unitNo: string, now: number): Promise<void> {
  await trx
    .updateTable('units')
    .set((eb) => ({ max_guests: eb('max_guests', '+', 1), updated_at: now }))
    .where('estate_id', '=', estateId)
    .where('unit_no', '=', unitNo)
    .execute();
}

/** Every (estate, unit) some user holds or is the delegate of, without a units row yet. */
export const listHeldUnitsWithoutRow = (db: Q) =>
  db
    .selectFrom('user_roles')
    .leftJoin('units', (join) => join.onRef('units.estate_id', '=', 'user_roles.estate_id').onRef('units.unit_no', '=', 'user_roles.unit_no'))
    .select(['user_roles.estate_id', 'user_roles.unit_no'])
    .distinct()
    .where('user_roles.unit_no', '!=', '')
    .where('user_roles.role_name', 'in', UNIT_PEOPLE_ROLES)
    .where('units.unit_no', 'is', null)
    .execute();

/** Which of the stored files (by id) are a user's profile photo (`/sdk/files/<id>`). */
export async function filesUsedAsPhotos(db: Q, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const byUrl = new Map(fileIds.map((id) => [API.file(id), id]));
  const rows = await db
    .selectFrom('users')
    .select('photo_url')
    .where('photo_url', 'in', [...byUrl.keys()])
    .execute();
  return rows.flatMap((r) => byUrl.get(r.photo_url) ?? []);
}
