import { sql } from 'kysely';
import { API } from '../../src/contract/api-paths';
import type { InsertedUser } from '../helpers/factories';
import { newDevice, reopenTab, resetDevice, type ClientModules, type Device } from './device';
import { createFaultNet, type FaultNet } from './fault-net';
import { checkInvariant, type PayRecord, type Tracked } from './invariant';
import { describeSchedule, generateSchedule, type Schedule, type ScheduleOptions, type Step } from './schedule';
import { CARDS, expiredTokenFor, PAYMENT_CENTS, raceSlot, type Users, type World } from './world';

/**
 * Runs schedules against a World: the devices (real client code) on the fault-injecting network,
 * each step of the schedule, then the heal (network up, late pushes delivered, flush and pull
 * until no write is pending), then the invariant (invariant.ts).
 */
/** `close()` gives the process its fetch back and stops every device's sync and database. */
export type Matrix = { net: FaultNet; devices: Device[]; world: World; realFetch: typeof fetch; close(): Promise<void> };

export async function openMatrix(world: World): Promise<Matrix> {
  const realFetch = globalThis.fetch;
  const net = createFaultNet({ target: () => world.target(), realFetch, expiredTokenFor: (token) => expiredTokenFor(world.tokenKeys, token) });
  globalThis.fetch = net.fetch;
  // Loaded last to first: a dynamic import inside the client (awaitWrite's flush) resolves to the
  // latest evaluation, which should be the main device's (see reseatMainDevice).
  const devices: Device[] = [];
  for (const index of [2, 1, 0]) devices[index] = await newDevice(index, net);
  return {
    net,
    devices,
    world,
    realFetch,
    async close() {
      globalThis.fetch = realFetch;
      for (const device of devices) {
        device.client.engine.stopSync();
        await device.client.engine.syncIdle();
        device.client.db.close();
      }
    },
  };
}

let latestLoaded = 0;
/** FAULT_MATRIX_TRACE=1 prints each step as it starts (a schedule that hangs shows where). */
const TRACE = process.env.FAULT_MATRIX_TRACE === 'steps';

function deviceOf(m: Matrix, index: number): Device {
  const device = m.devices[index];
  if (!device) throw new Error(`no device ${index}`);
  return device;
}

/** `awaitWrite` loads the flush by dynamic import, which answers the latest evaluation of the modules: keep that the main device's. */
async function reseatMainDevice(m: Matrix): Promise<void> {
  if (latestLoaded === 0) return;
  await reopenTab(deviceOf(m, 0));
  latestLoaded = 0;
}

const isUnauthorized = (c: ClientModules, error: unknown) => error instanceof c.transport.ApiError && error.status === 401;

/** The real sign-in (session.signIn: the endpoint, the stored session, the sync loop started), the loop then stopped: the schedule drives the sync. */
async function signInDevice(device: Device, user: InsertedUser): Promise<void> {
  await device.run(async (c) => {
    await c.session.signIn(user.email, user.password);
    c.engine.stopSync();
  });
}

/**
 * A fresh device's first sign-in, cheaper: the same endpoint and the transport's storeTokens,
 * without the sync loop's first flush, pull and event stream (the schedule pulls next anyway).
 * Measured: session.signIn was the largest cost of a schedule's set-up.
 */
async function firstSignIn(device: Device, user: InsertedUser): Promise<void> {
  await device.run(async (c) => {
    const body = await c.transport.apiFetch<unknown>(API.signIn, { method: 'POST', body: { userEmail: user.email, userPassword: user.password }, auth: false });
    await c.transport.storeTokens(c.transport.parseTokenAnswer(body));
  });
}

/** The device's session ended (a refresh answer lost twice, say): the user signs in again, which keeps the outbox of the same user. */
async function pullOrSignIn(device: Device, user: InsertedUser): Promise<void> {
  let signInAgain = false;
  await device.run(async (c) => {
    await c.pull.pullOnce().catch((error: unknown) => {
      if (isUnauthorized(c, error) || (error instanceof Error && error.message === 'Not signed in')) signInAgain = true;
      else throw error;
    });
  });
  if (!signInAgain) return;
  await signInDevice(device, user);
  await device.run((c) => c.pull.pullOnce());
}

const userOf = (users: Users, device: number) => (device === 2 ? users.u2 : users.u1);

async function serverVersion(world: World): Promise<number> {
  return Number((await world.db.selectFrom('sync_state').select('version').executeTakeFirstOrThrow()).version);
}

async function runStep(m: Matrix, schedule: Schedule, users: Users, step: Step, index: number, tracked: Tracked[], payments: PayRecord[]): Promise<void> {
  const { world } = m;
  if (world.ensureUp && step.kind !== 'kill') await world.ensureUp(false);
  switch (step.kind) {
    case 'write': {
      const device = deviceOf(m, step.device);
      const w = step.write;
      const base: Omit<Tracked, 'screen'> = { step: index, device: step.device, user: 'u1', write: w };
      if (w.op === 'contacts') {
        const outcome = await device.run((c) =>
          c.contacts.saveContacts({ cellNumber: w.cell, homeNumber: '', workNumber: '', emergencyContactName: 'Fault Matrix', emergencyContactNumber: '' }),
        );
        tracked.push({ ...base, screen: outcome.kind, ...(outcome.kind === 'refused' ? { screenMessage: outcome.message } : {}) });
        return;
      }
      if (w.op === 'account-edit') {
        const add = tracked.find((t) => t.device === step.device && t.write.op === 'account-add' && t.write.account === w.account);
        if (!add?.accountId) return; // its add was refused on screen: there is nothing to edit
        const accountId = add.accountId;
        const outcome = await device.run((c) => c.accounts.editAccount(accountId, w.number));
        tracked.push({ ...base, accountId, screen: outcome.kind, ...(outcome.kind === 'refused' ? { screenMessage: outcome.message } : {}) });
        return;
      }
      const estateId = w.op === 'account-add' ? world.estateId : world.foreignEstateId;
      const outcome = await device.run((c) => c.accounts.addAccount({ estateId, accountType: 'Levies', unitNumber: '1', accountNumber: w.number }));
      const accountId = await device.run(async (c) => {
        const entry = (await c.db.outbox.toArray()).find(
          (e) => e.name === 'accounts.add' && (e.args as { accountNumber?: unknown }).accountNumber === w.number,
        );
        if (entry) return entry.rowId;
        return (await c.db.accounts.filter((a) => a.accountNumber === w.number).first())?.accountID;
      });
      tracked.push({
        ...base,
        ...(accountId ? { accountId } : {}),
        screen: outcome.kind,
        ...(outcome.kind === 'refused' ? { screenMessage: outcome.message } : {}),
      });
      return;
    }
    case 'net':
      deviceOf(m, step.device).net.mode = step.mode;
      return;
    case 'faults':
      deviceOf(m, step.device).net.pushFaults.push(...step.faults);
      return;
    case 'flush':
      await deviceOf(m, step.device).run((c) => c.flush.flushOutbox());
      return;
    case 'pull':
      await deviceOf(m, step.device).run((c) => c.pull.pullOnce().catch(() => undefined));
      return;
    case 'gap': {
      const device = deviceOf(m, step.device);
      device.net.missedPulls += step.missedPulls;
      const version = await serverVersion(world);
      await device.run(async (c) => {
        const hadCourt = (await c.db.bookingResources.get(world.court.resourceId)) !== undefined;
        const cursor = ((await c.db.meta.get(c.META.cursor))?.value as number | undefined) ?? 0;
        await c.db.meta.put({ key: c.META.cursor, value: step.cursor === 'ahead' ? version + 1000 : Math.max(0, cursor - 7) });
        for (let i = 0; i <= step.missedPulls; i += 1) await c.pull.pullOnce().catch(() => undefined);
        // A reset whose bootstrap did not arrive must leave the device its mirror, not an empty one (offline it is all the resident sees).
        if (hadCourt && (await c.db.bookingResources.get(world.court.resourceId)) === undefined)
          throw new Error(`device ${step.device} lost its mirror (the court) after a sync reset`);
      });
      return;
    }
    case 'reload':
      await reopenTab(deviceOf(m, step.device));
      latestLoaded = step.device;
      return;
    case 'expire':
      await deviceOf(m, step.device).run(async (c) => {
        const session = await c.db.session.get('current');
        if (session) await c.db.session.update('current', { accessToken: expiredTokenFor(world.tokenKeys, session.accessToken) });
      });
      return;
    case 'late':
      await m.net.deliverLate();
      return;
    case 'race': {
      const slot = raceSlot(schedule.seed);
      // A device whose mirror lacks the court (a reset whose bootstrap was lost) cannot offer it: that resident makes no request.
      const request = (index: 0 | 2) =>
        deviceOf(m, index).run(async (c) => {
          const service = await c.db.bookingServices.get(world.court.serviceId);
          const resource = await c.db.bookingResources.get(world.court.resourceId);
          if (!service || !resource) return undefined;
          return c.bookings.requestBooking({ service, resource, ...slot, unitNo: '' });
        });
      const [mine, theirs] = await Promise.all([request(0), request(2)]);
      for (const [device, answer] of [
        [0, mine],
        [2, theirs],
      ] as const) {
        if (!answer) continue;
        tracked.push({
          step: index,
          device,
          user: device === 2 ? 'u2' : 'u1',
          write: { op: 'booking', bookingId: answer.id },
          screen: answer.outcome.kind,
          ...(answer.outcome.kind === 'refused' ? { screenMessage: answer.outcome.message } : {}),
        });
      }
      return;
    }
    case 'kill':
      await world.armKill?.();
      return;
    case 'pay': {
      const side = world.payments;
      if (!side) return;
      const account = await side.levyFor(schedule.seed, `F${schedule.seed % 1_000_000}`);
      await side.setSandboxFaults(step.notify === 'normal' ? [] : [step.notify]);
      const device = deviceOf(m, 0);
      const answer = await device.run((c) =>
        c.payments.startPayment({ purpose: 'levy', estateId: world.estateId, subjectId: account, amountCents: PAYMENT_CENTS }, '/bills'),
      );
      const record: PayRecord = { step: index, card: step.card, account };
      payments.push(record);
      if (answer.kind !== 'ok') return; // offline, or its answer lost: the payer never reached the gateway
      record.paymentId = answer.body.paymentId;
      record.payRequestId = answer.body.PAY_REQUEST_ID;
      const fields = await side.payOnCardPage(answer.body.PAY_REQUEST_ID, answer.body.fields, CARDS[step.card]);
      for (let i = 0; i < step.returns; i += 1) await side.postReturn(fields);
      for (let i = 0; i < step.lateNotifies; i += 1) await side.deliverHeldNotifies();
      await device.run((c) => c.payments.checkPayment(answer.body.PAY_REQUEST_ID));
      return;
    }
  }
}

/** The payment screen's resume after the heal: held notifies arrive, the status is asked once more with the network up. */
async function settlePayments(m: Matrix, payments: PayRecord[]): Promise<void> {
  const side = m.world.payments;
  if (!side || payments.length === 0) return;
  await side.deliverHeldNotifies();
  await side.setSandboxFaults([]);
  for (const record of payments) {
    const id = record.payRequestId;
    if (id) await deviceOf(m, 0).run((c) => c.payments.checkPayment(id));
  }
  await deviceOf(m, 0).run((c) => c.pull.pullOnce());
}

/** Network up, faults off, late pushes in, then flush and pull on every device until none holds a pending write. */
async function heal(m: Matrix, schedule: Schedule, users: Users): Promise<void> {
  for (let round = 0; round < 6; round += 1) {
    // A server still armed to die takes the first round's pushes down with it; from the second round it is started clean.
    if (m.world.ensureUp) await m.world.ensureUp(round > 0);
    for (const index of schedule.devices) {
      const device = deviceOf(m, index);
      device.net.mode = 'up';
      device.net.pushFaults = [];
      device.net.missedPulls = 0;
    }
    await m.net.deliverLate();
    let pending = 0;
    for (const index of schedule.devices) {
      const device = deviceOf(m, index);
      await device.run((c) => c.flush.flushOutbox());
      await pullOrSignIn(device, userOf(users, index));
      pending += await device.run((c) => c.db.outbox.where('status').equals('pending').count());
    }
    if (pending === 0) {
      // Every device sees what the others settled last.
      for (const index of schedule.devices) await pullOrSignIn(deviceOf(m, index), userOf(users, index));
      return;
    }
  }
}

/** Where the run's time went, by phase (printed with FAULT_MATRIX_TRACE). */
export const phaseMs = new Map<string, number>();
function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  return work().finally(() => phaseMs.set(phase, (phaseMs.get(phase) ?? 0) + performance.now() - started));
}

export type ScheduleResult = { ok: true } | { ok: false; message: string };

export async function runSchedule(m: Matrix, seed: number, options: ScheduleOptions = {}): Promise<ScheduleResult> {
  const schedule = generateSchedule(seed, options);
  const tracked: Tracked[] = [];
  const payments: PayRecord[] = [];
  const steps: string[] = [];
  try {
    if (TRACE) console.log(`seed ${seed}: set-up`);
    await timed('reseat', () => reseatMainDevice(m));
    if (m.world.ensureUp) await m.world.ensureUp(true);
    const users = await timed('users', () => m.world.makeUsers(seed));
    for (const index of schedule.devices) {
      const device = deviceOf(m, index);
      await timed('reset', () => resetDevice(device, seed));
      await timed('sign-in', () => firstSignIn(device, userOf(users, index)));
      await timed('first pull', () => device.run((c) => c.pull.pullOnce()));
    }
    const before = await snapshotCounts(m.world);
    m.net.takeLog();
    for (const [i, step] of schedule.steps.entries()) {
      if (TRACE) console.log(`seed ${seed} step ${i}: ${JSON.stringify(step)}`);
      await timed(`step ${step.kind}`, () => runStep(m, schedule, users, step, i, tracked, payments));
      steps.push(`  after ${i}: ${m.net.takeLog().join(', ') || '-'}`);
    }
    if (TRACE) console.log(`seed ${seed}: heal`);
    await timed('heal', () => heal(m, schedule, users));
    await timed('payments', () => settlePayments(m, payments));
    steps.push(`  heal: ${m.net.takeLog().join(', ') || '-'}`);
    const violations = await timed('invariant', () => checkInvariant(m.world, schedule, users, tracked, (index) => deviceOf(m, index), before, payments));
    if (violations.length === 0) return { ok: true };
    return { ok: false, message: failureText(schedule, tracked, steps, violations.join('\n  '), payments) };
  } catch (error) {
    return {
      ok: false,
      message: failureText(schedule, tracked, steps, `the schedule threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
    };
  }
}

export type Counts = { version: number; accounts: number; bookings: number };

async function snapshotCounts(world: World): Promise<Counts> {
  const count = async (table: 'user_accounts' | 'bookings') =>
    Number((await world.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  return { version: await serverVersion(world), accounts: await count('user_accounts'), bookings: await count('bookings') };
}

export { snapshotCounts };

function failureText(schedule: Schedule, tracked: Tracked[], steps: string[], what: string, payments: PayRecord[] = []): string {
  const writes = tracked
    .map(
      (t) =>
        `  step ${t.step} device ${t.device} ${JSON.stringify(t.write)} screen=${t.screen}${t.screenMessage ? ` (${t.screenMessage})` : ''}${t.final ? ` final=${t.final}` : ''}`,
    )
    .join('\n');
  const paid = payments
    .map((p) => `  step ${p.step} ${p.card} card, account ${p.account}: ${p.paymentId ? `payment ${p.paymentId}` : 'not started'}`)
    .join('\n');
  return `${what}\nschedule (devices ${schedule.devices.join(',')}):\n${describeSchedule(schedule)}\nwrites:\n${writes || '  none'}${paid ? `\npayments:\n${paid}` : ''}\nnetwork:\n${steps.join('\n')}`;
}

export type MatrixRun = { base: number; runs: number; failures: { seed: number; index: number; message: string }[]; ms: number };

/** FAULT_MATRIX_SEED (one seed, or the first of the run; default `defaultBase`) and FAULT_MATRIX_RUNS (default `defaultRuns`). */
export function matrixSettings(defaultRuns: number, defaultBase = 1): { base: number; runs: number } {
  const seed = process.env.FAULT_MATRIX_SEED;
  const runs = process.env.FAULT_MATRIX_RUNS;
  const base = seed === undefined || seed === '' ? defaultBase : seed === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(seed);
  if (!Number.isSafeInteger(base) || base < 0) throw new Error(`FAULT_MATRIX_SEED must be a non-negative integer or 'random', got ${seed}`);
  const count = runs === undefined || runs === '' ? defaultRuns : Number(runs);
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`FAULT_MATRIX_RUNS must be a positive integer, got ${runs}`);
  return { base, runs: count };
}

/** Runs seeds base .. base + runs - 1; stops at the first failure (its text says how to replay it). */
export async function runMatrix(m: Matrix, settings: { base: number; runs: number }, options: ScheduleOptions, replayHint: string): Promise<MatrixRun> {
  const started = Date.now();
  const failures: MatrixRun['failures'] = [];
  for (let index = 0; index < settings.runs; index += 1) {
    const seed = settings.base + index;
    const result = await runSchedule(m, seed, options);
    if (!result.ok) {
      failures.push({
        seed,
        index,
        message: `fault matrix (${m.world.label}): seed ${seed} (schedule ${index} of the run from seed ${settings.base}) failed: ${result.message}\nreplay with FAULT_MATRIX_SEED=${seed} FAULT_MATRIX_RUNS=1 ${replayHint}`,
      });
      break;
    }
  }
  return { base: settings.base, runs: settings.runs, failures, ms: Date.now() - started };
}
