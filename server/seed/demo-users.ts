import crypto from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import type { ModuleHooks } from '../context';
import { publish, scopes, type Trx } from '../sync/change-log';
import { toUserRecord, toUserRole } from '../modules/auth/user-rows';
import { saveContacts } from '../modules/contacts/contacts.service';
import * as core from '../modules/core/core.service';
import { publishMemberCard } from '../modules/manager/manager.service';
import { DEMO_ACCOUNTS } from './demo-accounts';

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
 * The demo accounts with their roles, contacts and member cards (the auth module's demo seed), after
 * `demoPasswordHashes()`. The user and role rows are the core module's, written through core.service.ts.
 */
export async function seedDemoUsers(trx: Trx, hooks: ModuleHooks): Promise<void> {
  const hashes = await demoPasswordHashes();
  for (const account of DEMO_ACCOUNTS) {
    await insertUserWithRoles(trx, hooks, {
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
  /** Whether the e-mail address counts as verified (issue 26); default yes (the demo's and the tests' people). */
  emailVerified?: boolean;
};

/**
 * A user with roles and contacts, every row published, and the member card at each of their
 * estates (`hooks`: the modules' hooks, which the card's gate ban is read through). Returns the new user's id. Also used by the tests' factories.
 */
export async function insertUserWithRoles(trx: Trx, hooks: ModuleHooks, account: NewUser): Promise<string> {
  const now = Date.now();
  const id = crypto.randomUUID();
  const scope = scopes.user(id);
  const user = await core.insertUser(trx, {
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
    email_verified: account.emailVerified === false ? 0 : 1,
    created_at: now,
    updated_at: now,
  });
  await publish(trx, scope, 'users', id, toUserRecord(user));
  for (const r of account.roles) {
    const role = await core.insertUserRole(trx, {
      id: crypto.randomUUID(),
      user_id: id,
      estate_id: r.estateId,
      role_name: r.role,
      unit_no: r.unitNo,
      access_control: r.accessControl ? 1 : 0,
      created_at: now,
    });
    await publish(trx, scope, 'userRoles', role.id, toUserRole(role));
  }
  // The estate managers' member cards (estate manager console).
  for (const estateId of new Set(account.roles.map((r) => r.estateId))) await publishMemberCard(trx, hooks, estateId, id);
  await saveContacts(trx, id, { cellNumber: account.mobile, homeNumber: '', workNumber: '', emergencyContactName: '', emergencyContactNumber: '' });
  return id;
}
