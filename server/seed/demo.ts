import crypto from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Tile } from '../../src/contract/records';
import { hashPassword } from '../auth/passwords';
import type { EstatesTable } from '../modules/estates/estates.tables';
import { publish, scopes, type Trx } from '../sync/change-log';
import { toAccessInfo, toEstate, toRole } from '../modules/estates/estate-rows';
import { toUserRecord, toUserRole } from '../modules/auth/user-rows';
import { saveContacts } from '../modules/contacts/contacts.service';
import { publishMemberCard } from '../modules/manager/manager.service';
// A member card says whether the member is banned at the gate: the access module hands that check to
// the manager module when it loads, so a seed run outside the server (tests) loads it too.
import '../modules/access/revocation.service';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_APP_CONFIG, DEMO_ROLES, demoEstates } from './demo-content';
import { demoTiles } from './demo-tiles';

/**
 * Hashing four passwords at N=2^17 costs about a second and a half, so the hashes are
 * computed once per process and reused by every boot (tests boot the app many times).
 */
let demoHashes: Promise<Map<string, string>> | undefined;
export function demoPasswordHashes(): Promise<Map<string, string>> {
  demoHashes ??= Promise.all(DEMO_ACCOUNTS.map(async (a) => [a.email, await hashPassword(a.password)] as const)).then((pairs) => new Map(pairs));
  return demoHashes;
}

/**
 * The demo estates with their roles, tiles and app config (the estates module's demo seed; the
 * run is server/seed/seed-demo.ts).
 */
export async function seedEstates(trx: Trx): Promise<void> {
  for (const values of demoEstates()) await insertEstate(trx, values);
  await insertRoles(trx);
  await insertTiles(trx, demoTiles([91, 92]));
  for (const entry of DEMO_APP_CONFIG) {
    await trx
      .insertInto('app_config')
      .values({ key: entry.key, value: JSON.stringify(entry.value) })
      .execute();
    await publish(trx, scopes.public, 'appConfig', entry.key, entry);
  }
}

/** One estate row, published (public list) with its access info (estate scope). Also used by the tests' factories. */
export async function insertEstate(trx: Trx, values: Insertable<EstatesTable>): Promise<Selectable<EstatesTable>> {
  const estate = await trx.insertInto('estates').values(values).returningAll().executeTakeFirstOrThrow();
  await publish(trx, scopes.public, 'estates', estate.id, toEstate(estate));
  await publish(trx, scopes.estate(estate.id), 'accessInfo', estate.id, toAccessInfo(estate));
  return estate;
}

/** The roles reference data (names, display names, ranks), published. Also used by the tests' factories. */
export async function insertRoles(trx: Trx): Promise<void> {
  for (const values of DEMO_ROLES) {
    const role = await trx.insertInto('roles').values(values).returningAll().executeTakeFirstOrThrow();
    await publish(trx, scopes.public, 'roles', role.name, toRole(role));
  }
}

/** Tiles, each published to its estate's scope. Also used by the tests' factories. */
export async function insertTiles(trx: Trx, tiles: readonly Tile[]): Promise<void> {
  for (const tile of tiles) {
    await trx
      .insertInto('tiles')
      .values({
        id: tile.id,
        estate_id: tile.estateId,
        role_name: tile.roleName,
        location: tile.tileAppLocation,
        priority: tile.tilePriority,
        data: JSON.stringify(tile),
      })
      .execute();
    await publish(trx, scopes.estate(tile.estateId), 'tiles', tile.id, tile);
  }
}

/** The demo accounts with their roles, contacts and member cards (the auth module's demo seed), after `demoPasswordHashes()`. */
export async function seedDemoUsers(trx: Trx): Promise<void> {
  await seedUsers(trx, await demoPasswordHashes());
}

async function seedUsers(trx: Trx, hashes: Map<string, string>): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await insertUserWithRoles(trx, {
      email: account.email,
      passwordHash: hashes.get(account.email) ?? '',
      firstName: account.firstName,
      lastName: account.lastName,
      mobile: account.mobile,
      defaultEstateId: account.roles[0]?.estateId ?? 91,
      userType: account.role,
      roles: account.roles,
    });
  }
}

export type NewUser = {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** Also the contacts' cell number; a given mobile counts as verified. */
  mobile: string;
  defaultEstateId: number;
  userType: string;
  roles: readonly { estateId: number; role: string; unitNo: string; accessControl: boolean }[];
};

/**
 * A user with roles and contacts, every row published, and the member card at each of their
 * estates. Returns the new user's id. Also used by the tests' factories.
 */
export async function insertUserWithRoles(trx: Trx, account: NewUser): Promise<string> {
  const now = Date.now();
  const id = crypto.randomUUID();
  const scope = scopes.user(id);
  const user = await trx
    .insertInto('users')
    .values({
      id,
      email: account.email,
      password_hash: account.passwordHash,
      first_name: account.firstName,
      last_name: account.lastName,
      display_name: `${account.firstName} ${account.lastName}`,
      mobile: account.mobile,
      mobile_verified: account.mobile === '' ? 0 : 1,
      photo_url: '',
      id_number: '',
      default_estate_id: account.defaultEstateId,
      user_type: account.userType,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await publish(trx, scope, 'users', id, toUserRecord(user));
  for (const r of account.roles) {
    const role = await trx
      .insertInto('user_roles')
      .values({
        id: crypto.randomUUID(),
        user_id: id,
        estate_id: r.estateId,
        role_name: r.role,
        unit_no: r.unitNo,
        access_control: r.accessControl ? 1 : 0,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await publish(trx, scope, 'userRoles', role.id, toUserRole(role));
  }
  // The estate managers' member cards (estate manager console).
  for (const estateId of new Set(account.roles.map((r) => r.estateId))) await publishMemberCard(trx, estateId, id);
  await saveContacts(trx, id, { cellNumber: account.mobile, homeNumber: '', workNumber: '', emergencyContactName: '', emergencyContactNumber: '' });
  return id;
}
