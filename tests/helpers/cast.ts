import { ROLES } from '../../src/domain/roles';
import { seedDemoNotifications } from '../../server/seed/demo-notifications';
import { writeTransaction } from '../../server/sync/change-log';
import { insertUser, makeEstates, makeUsers, type EstateSpec, type InsertedUser, type Server, type TestUsers, type UserSpec } from './factories';

/**
 * The estates and people most server and client tests make with the factories: two estates, an
 * owner at both, a resident, a guard and an estate manager at the first. They carry the names
 * of the README's demo people, so a test reads the same with or without the demo seed, but
 * each test makes its own (buildTestApp with `seed: false`).
 */

export const WILLOW_CREEK = { id: 91, name: 'Willow Creek Estate', suburb: 'Fourways', city: 'Johannesburg', supportEmail: 'support@willowcreek.example' } as const satisfies EstateSpec;
export const BAOBAB_RIDGE = { id: 92, name: 'Baobab Ridge Estate', suburb: 'Faerie Glen', city: 'Pretoria', supportEmail: 'support@baobabridge.example' } as const satisfies EstateSpec;

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

/** Willow Creek and Baobab Ridge. */
export async function makeCastEstates(s: Pick<Server, 'ctx'>): Promise<void> {
  await makeEstates(s, [WILLOW_CREEK, BAOBAB_RIDGE]);
}

/** Willow Creek and Baobab Ridge, then the given people, signed in, in the order given. */
export async function makeCast<const T extends readonly UserSpec[]>(s: Server, people: T): Promise<TestUsers<T>> {
  await makeCastEstates(s);
  return makeUsers(s, people);
}

/** Willow Creek and Baobab Ridge, then the given people, not signed in (a device signs in itself). */
export async function insertCast(s: Pick<Server, 'ctx'>, people: readonly UserSpec[]): Promise<InsertedUser[]> {
  await makeCastEstates(s);
  const users: InsertedUser[] = [];
  for (const person of people) users.push(await insertUser(s, person));
  return users;
}

/** The demo seed's inbox, for whichever of these users has the resident's or the neighbour's e-mail. */
export async function seedDemoInbox(s: Pick<Server, 'ctx'>, users: readonly InsertedUser[]): Promise<void> {
  const people = new Map(users.map((u) => [u.email, u.userId]));
  await writeTransaction(s.ctx.db, (trx) => seedDemoNotifications(trx, people));
}
