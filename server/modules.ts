import type { MutationName } from '../src/contract/registry';
import type { PaymentPurpose } from '../src/contract/billing';
import type { AppContext, BootNote, DemoSeed, Module, ModuleHooks, Mutators, Job, PaymentPurposeHandler } from './context';
import { jobRunsModule } from './job-runs/job-runs.module';
import { mailModule } from './mail/mail.module';
import { smsModule } from './sms/sms.module';
import { accessModule } from './modules/access/access.module';
import { accessRequestsModule } from './modules/access-requests/access-requests.module';
import { accountDeletionModule } from './modules/account-deletion/account-deletion.module';
import { accountsModule } from './modules/accounts/accounts.module';
import { addressesModule } from './modules/addresses/addresses.module';
import { authModule } from './modules/auth/auth.module';
import { billingModule } from './modules/billing/billing.module';
import { bookingsModule } from './modules/bookings/bookings.module';
import { conciergeModule } from './modules/concierge/concierge.module';
import { contactsModule } from './modules/contacts/contacts.module';
import { contentModule } from './modules/content/content.module';
import { coreModule } from './modules/core/core.module';
import { devModule } from './modules/dev/dev.module';
import { devicesModule } from './modules/devices/devices.module';
import { estatesModule } from './modules/estates/estates.module';
import { filesModule } from './modules/files/files.module';
import { gateHistoryModule } from './modules/gate-history/gate-history.module';
import { healthModule } from './modules/health/health.module';
import { homeSettingsModule } from './modules/home-settings/home-settings.module';
import { invitesModule } from './modules/invites/invites.module';
import { lettingModule } from './modules/letting/letting.module';
import { managerModule } from './modules/manager/manager.module';
import { membershipModule } from './modules/membership/membership.module';
import { myDataModule } from './modules/my-data/my-data.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { operatorModule } from './modules/operator/operator.module';
import { paymentsModule } from './modules/payments/payments.module';
import { peopleModule } from './modules/people/people.module';
import { phoneVerificationModule } from './modules/phone-verification/phone-verification.module';
import { profileModule } from './modules/profile/profile.module';
import { pushModule } from './modules/push/push.module';
import { snagsModule } from './modules/snags/snags.module';
import { staffModule } from './modules/staff/staff.module';
import { unitsModule } from './modules/units/units.module';
import { vehiclesModule } from './modules/vehicles/vehicles.module';
import { syncModule } from './sync/sync.routes';

/** Every feature module, in registration order. The one place that lists them. */
const featureModules = [
  coreModule,
  healthModule,
  authModule,
  estatesModule,
  devModule,
  contactsModule,
  notificationsModule,
  accountDeletionModule,
  profileModule,
  accountsModule,
  addressesModule,
  vehiclesModule,
  filesModule,
  devicesModule,
  accessModule,
  managerModule,
  conciergeModule,
  peopleModule,
  invitesModule,
  lettingModule,
  bookingsModule,
  paymentsModule,
  billingModule,
  contentModule,
  myDataModule,
  snagsModule,
  staffModule,
  unitsModule,
  operatorModule,
  membershipModule,
  homeSettingsModule,
  gateHistoryModule,
  pushModule,
  accessRequestsModule,
  phoneVerificationModule,
] as const satisfies readonly Module[];

/** The mutation names the modules of `list` handle. */
export type HandledMutations<List extends readonly Module[]> = List[number] extends infer M ? (M extends { mutators: infer T } ? keyof T : never) : never;
/** The mutations of the contract no module of `list` handles (never: every one has a handler). */
export type UnhandledMutations<List extends readonly Module[]> = Exclude<MutationName, HandledMutations<List>>;
/** A mutation of the contract without a handler fails the type-check here, naming it. */
const everyMutationHandled: [UnhandledMutations<typeof featureModules>] extends [never] ? true : UnhandledMutations<typeof featureModules> = true;
void everyMutationHandled;

/** What buildApp() registers: mail's tables, the job schedule's, the feature modules, then sync with the mutators they declare. */
export const modules: readonly Module[] = [mailModule, smsModule, jobRunsModule, ...featureModules, syncModule(assembleMutators(featureModules))];

/**
 * The push route's mutator map, assembled from the modules' shares; each mutator carries the
 * schema the push checks its args with. A doubled handler stops the server at boot; a mutation
 * of the contract without one fails the type-check (`everyMutationHandled` above), and
 * `required` (the names the clients' features declare, in tests) is checked here too.
 */
export function assembleMutators(list: readonly Module[], required: readonly string[] = []): Mutators {
  const map: Partial<Record<string, unknown>> = {};
  for (const module of list) {
    for (const [name, mutator] of Object.entries(module.mutators ?? {})) {
      if (map[name]) throw new Error(`Mutation ${name} has two handlers (module ${module.name})`);
      map[name] = mutator;
    }
  }
  const missing = required.filter((name) => !map[name]);
  if (missing.length > 0) throw new Error(`Mutations without a handler: ${missing.join(', ')}`);
  return map as Mutators;
}

/**
 * What the modules asked to be told about, and the hand-overs between them, from their
 * declarations: no module registers anything with another when it is imported. A payment purpose,
 * the ban check and the membership reader each have exactly one owner (checked here, at boot).
 */
export function assembleHooks(list: readonly Module[]): ModuleHooks {
  const payments = new Map<PaymentPurpose, PaymentPurposeHandler>();
  for (const module of list) {
    for (const [purpose, handler] of Object.entries(module.payments ?? {}) as Array<[PaymentPurpose, PaymentPurposeHandler]>) {
      if (payments.has(purpose)) throw new Error(`Payment purpose ${purpose} has two owners (module ${module.name})`);
      payments.set(purpose, handler);
    }
  }
  return {
    payments,
    accountDeletion: list.flatMap((m) => (m.onAccountDeletion ? [m.onAccountDeletion] : [])),
    keptOnAccountDeletion: new Set(list.flatMap((m) => m.keptOnAccountDeletion ?? [])),
    sessionEnd: list.flatMap((m) => (m.onSessionEnd ? [m.onSessionEnd] : [])),
    dataExported: list.flatMap((m) => (m.onDataExported ? [m.onDataExported] : [])),
    fileReferences: list.flatMap((m) => (m.fileReferences ? [m.fileReferences] : [])),
    fileReaders: list.flatMap((m) => (m.fileReaders ? [m.fileReaders] : [])),
    signUp: list.flatMap((m) => (m.onSignUp ? [m.onSignUp] : [])),
    emailVerified: list.flatMap((m) => (m.onEmailVerified ? [m.onEmailVerified] : [])),
    joinRequested: atMostOne(list, 'onJoinRequested', 'membership requests'),
    associateRemoved: list.flatMap((m) => (m.onAssociateRemoved ? [m.onAssociateRemoved] : [])),
    associateAccessChanged: list.flatMap((m) => (m.onAssociateAccessChanged ? [m.onAssociateAccessChanged] : [])),
    banCheck: onlyOne(list, 'banCheck', 'the gate-ban check'),
    memberships: onlyOne(list, 'memberships', 'the membership reader'),
    inviteMember: atMostOne(list, 'inviteMember', 'invitations by e-mail'),
    isOperator: atMostOne(list, 'isOperator', 'the operator check'),
    membershipRemoved: list.flatMap((m) => (m.onMembershipRemoved ? [m.onMembershipRemoved] : [])),
    afterMembershipRemoved: list.flatMap((m) => (m.afterMembershipRemoved ? [m.afterMembershipRemoved] : [])),
    scopes: list.flatMap((m) => (m.scopes ? [m.scopes] : [])),
  };
}

/** The one module's declaration of `key`; none, or two, stop the server at boot. */
function onlyOne<K extends 'banCheck' | 'memberships'>(list: readonly Module[], key: K, what: string): NonNullable<Module[K]> {
  const owners = list.filter((m) => m[key] !== undefined);
  const [owner, second] = owners;
  if (second) throw new Error(`Two modules declare ${what} (${owners.map((m) => m.name).join(' and ')})`);
  const declared = owner?.[key];
  if (declared === undefined) throw new Error(`No module declares ${what}`);
  return declared;
}

/** The one module's declaration of `key`, or undefined; two stop the server at boot. */
function atMostOne<K extends 'inviteMember' | 'isOperator' | 'onJoinRequested'>(list: readonly Module[], key: K, what: string): Module[K] {
  const owners = list.filter((m) => m[key] !== undefined);
  if (owners.length > 1) throw new Error(`Two modules declare ${what} (${owners.map((m) => m.name).join(' and ')})`);
  return owners[0]?.[key];
}

export function assembleJobs(list: readonly Module[]): Job[] {
  return list.flatMap((m) => m.jobs ?? []);
}

/** What the modules say at boot, in module order. */
export function assembleBootNotes(list: readonly Module[], ctx: AppContext): BootNote[] {
  return list.flatMap((m) => m.bootNotes?.(ctx) ?? []);
}

/**
 * The modules' demo seeds in the order they run: each after the modules its `after` names, else
 * in list order. A name that is no module with a seed, or a cycle, stops the seeding.
 */
export function assembleDemoSeeds(list: readonly Module[]): Array<DemoSeed & { module: string }> {
  const seeds = new Map(list.flatMap((m) => (m.seed ? [[m.name, m.seed] as const] : [])));
  const ordered: Array<DemoSeed & { module: string }> = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, from: string) => {
    const seed = seeds.get(name);
    if (!seed) throw new Error(`Demo seed of module ${from} runs after ${name}, which has no demo seed`);
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`Demo seeds run after each other in a cycle (module ${name})`);
    state.set(name, 'visiting');
    for (const before of seed.after ?? []) visit(before, name);
    state.set(name, 'done');
    ordered.push({ ...seed, module: name });
  };
  for (const name of seeds.keys()) visit(name, name);
  return ordered;
}
