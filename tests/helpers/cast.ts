import { ROLES } from '../../src/domain/roles';
import { seedDemoNotifications } from '../../server/seed/demo-notifications';
import { writeTransaction } from '../../server/sync/change-log';
import type { DbDialect } from '../../server/db/database';
import { insertUser, makeEstates, makeUsers, type EstateSpec, type InsertedUser, type Server, type TestUser, type TestUsers, type UserSpec } from './factories';
import { lateBound, useTestApp, type TestApp } from './test-app';

/**
 * The estates and people most server and client tests make with the factories: two estates, an
 * owner at both, a resident, a guard and an estate manager at the first. They carry the names
 * of the README's demo people, so a test reads the same with or without the demo seed, but
 * each test makes its own (buildTestApp with `seed: false`).
 */

export const WILLOW_CREEK = {
  id: 91,
  name: 'Willow Creek Estate',
  suburb: 'Fourways',
  city: 'Johannesburg',
  supportEmail: 'support@willowcreek.example',
} as const satisfies EstateSpec;
export const BAOBAB_RIDGE = {
  id: 92,
  name: 'Baobab Ridge Estate',
  suburb: 'Faerie Glen',
  city: 'Pretoria',
  supportEmail: 'support@baobabridge.example',
} as const satisfies EstateSpec;

/** Owner at Willow Creek (unit 12, in the access list) and at Baobab Ridge (B4, not). */
export const RESIDENT = {
  email: 'resident@example.com',
  password: 'Resident#2026',
  firstName: 'Thandi',
  lastName: 'Mokoena',
  mobile: '0821234567',
  roles: [
    { estateId: WILLOW_CREEK.id, role: ROLES.owner, unitNo: '12', accessControl: true },
    { estateId: BAOBAB_RIDGE.id, role: ROLES.owner, unitNo: 'B4', accessControl: false },
  ],
} as const satisfies UserSpec;

/** Resident at Willow Creek (unit 14, in the access list). */
export const NEIGHBOUR = {
  email: 'neighbour@example.com',
  password: 'Neighbour#2026',
  firstName: 'Pieter',
  lastName: 'van Wyk',
  mobile: '0731234568',
  roles: [{ estateId: WILLOW_CREEK.id, role: ROLES.resident, unitNo: '14', accessControl: true }],
} as const satisfies UserSpec;

/** Guard at Willow Creek. */
export const GUARD = {
  email: 'guard@example.com',
  password: 'Guard#2026',
  firstName: 'Sipho',
  lastName: 'Dlamini',
  mobile: '0841234569',
  roles: [{ estateId: WILLOW_CREEK.id, role: ROLES.guard, accessControl: true }],
} as const satisfies UserSpec;

/** Estate manager at Willow Creek. */
export const MANAGER = {
  email: 'manager@example.com',
  password: 'Manager#2026',
  firstName: 'Lerato',
  lastName: 'Khumalo',
  mobile: '0721234560',
  roles: [{ estateId: WILLOW_CREEK.id, role: ROLES.estateManager, accessControl: true }],
} as const satisfies UserSpec;

/** Willow Creek and Baobab Ridge, with the standard tiles when asked. */
export async function makeCastEstates(s: Pick<Server, 'ctx'>, options: { tiles?: boolean } = {}): Promise<void> {
  await makeEstates(s, [
    { ...WILLOW_CREEK, tiles: options.tiles },
    { ...BAOBAB_RIDGE, tiles: options.tiles },
  ]);
}

/** Willow Creek and Baobab Ridge, then the given people, signed in, in the order given. */
export async function makeCast<const T extends readonly UserSpec[]>(s: Server, people: T, options: { tiles?: boolean } = {}): Promise<TestUsers<T>> {
  await makeCastEstates(s, options);
  return makeUsers(s, people);
}

/** Willow Creek and Baobab Ridge, then the given people, not signed in (a device signs in itself). */
export async function insertCast<const T extends readonly UserSpec[]>(s: Pick<Server, 'ctx'>, people: T): Promise<{ -readonly [K in keyof T]: InsertedUser }> {
  await makeCastEstates(s);
  const users: InsertedUser[] = [];
  for (const person of people) users.push(await insertUser(s, person));
  return users as { -readonly [K in keyof T]: InsertedUser };
}

/** The demo seed's inbox, for whichever of these users has the resident's or the neighbour's e-mail. */
export async function seedDemoInbox(s: Pick<Server, 'ctx'>, users: readonly InsertedUser[]): Promise<void> {
  const people = new Map(users.map((u) => [u.email, u.userId]));
  await writeTransaction(s.ctx.db, (trx) => seedDemoNotifications(trx, people));
}

const TEST_USER_FIELDS = { token: true, userId: true, refreshToken: true, email: true, password: true } as const satisfies Record<keyof TestUser, true>;

/**
 * The describe block's server (useTestApp) with Willow Creek, Baobab Ridge and the given people,
 * signed in; `people` stand in for them in the same order (see lateBound). `tiles` gives the
 * estates the standard tiles; `setUp` adds the block's own data after the people.
 */
export function useCast<const T extends readonly UserSpec[]>(
  dialect: DbDialect,
  people: T,
  options: { tiles?: boolean; env?: Record<string, string>; setUp?: (t: TestApp, people: TestUsers<T>) => Promise<unknown> } = {},
): { t: TestApp; people: TestUsers<T> } {
  let made: readonly TestUser[] | undefined;
  const t = useTestApp(
    dialect,
    async (app) => {
      const users = await makeCast(app, people, { tiles: options.tiles });
      made = users;
      await options.setUp?.(app, users);
    },
    options.env,
  );
  return { t, people: people.map((_, i) => lateBound(TEST_USER_FIELDS, () => made?.[i])) as TestUsers<T> };
}
