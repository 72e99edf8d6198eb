import { rng, type Rng } from './prng';

/**
 * A fault schedule: the steps one seed makes. Devices: 0 is the user's phone, 1 the same user's
 * second device (two devices of one user), 2 another resident's phone (the race for the last
 * slot). Every step names what happens next to a device, its network or the server; the runner
 * (runner.ts) carries it out against the real server and the real client code.
 */

/** What the network does to one push: dropped before the server, answer lost after the server applied it, delivered twice at once, delivered again later, a proxy's 503, or the access token expired on the way. */
export type PushFault = 'drop' | 'lose-response' | 'duplicate' | 'late-duplicate' | 'status-503' | 'expire-token';
export const PUSH_FAULTS: readonly PushFault[] = ['drop', 'lose-response', 'duplicate', 'late-duplicate', 'status-503', 'expire-token'];

/** A device's network: up, down (offline), or flapping (each request may be dropped or lose its answer). */
export type NetMode = 'up' | 'down' | 'flap';

export type Write =
  /** contacts.save with a cell number no other write uses (last write wins). */
  | { op: 'contacts'; cell: string }
  /** accounts.add at the user's estate. */
  | { op: 'account-add'; account: string; number: string }
  /** accounts.add at an estate where the user holds no role: the server refuses it. */
  | { op: 'account-add-foreign'; account: string; number: string }
  /** accounts.edit of an account this device added earlier in the schedule. */
  | { op: 'account-edit'; account: string; number: string };

export type Step =
  | { kind: 'write'; device: number; write: Write }
  | { kind: 'net'; device: number; mode: NetMode }
  | { kind: 'faults'; device: number; faults: PushFault[] }
  | { kind: 'flush'; device: number }
  | { kind: 'pull'; device: number }
  /** Missed pulls, then the device's cursor moved off the server's (ahead: a restored server; behind: a lost page). */
  | { kind: 'gap'; device: number; missedPulls: number; cursor: 'ahead' | 'behind' }
  /** The tab is closed with its outbox full: the client's modules start again on the same IndexedDB. */
  | { kind: 'reload'; device: number }
  /** The access token the device holds expires while the device still thinks it fresh (its next call meets a 401 and refreshes). */
  | { kind: 'expire'; device: number }
  /** Pushes held back by 'late-duplicate' arrive now. */
  | { kind: 'late' }
  /** Device 0 and device 2 (two residents) request the same last slot at once. */
  | { kind: 'race' }
  /** The server is restarted with FAULT=exit-after-apply: it dies after the next push it applies, before answering (server-process runs only). */
  | { kind: 'kill' }
  /**
   * Device 0 pays R200 of its unit's levy by card through the PayWeb3 sandbox: the gateway's notify
   * duplicated, reordered (a stale one after the final), held back and delivered late (`lateNotifies`
   * times), or never sent; the return page posted `returns` times; the status asked under the device's network.
   */
  | { kind: 'pay'; card: 'approved' | 'declined'; notify: PayNotify; returns: number; lateNotifies: number };

export type PayNotify = 'normal' | 'duplicate-notify' | 'reordered-notify' | 'late-notify' | 'no-notify';

export type Schedule = { seed: number; devices: number[]; steps: Step[] };

export type ScheduleOptions = {
  /** Real kills of a server process (the kill slice); network-layer faults only otherwise. */
  kills?: boolean;
  /** Steps a browser can take (the Chromium sample): no two devices, no race, no token minting, no cursor edits. */
  browser?: boolean;
  /** Card payments through the sandbox gateway (in-process servers). */
  payments?: boolean;
  /** The most steps (default 9). */
  maxSteps?: number;
};

function write(r: Rng, seed: number, index: number, ownAccounts: string[]): Write {
  const tag = `${seed}-${index}`;
  const op = r.weighted<Write['op']>([
    ['contacts', 3],
    ['account-add', 3],
    ['account-add-foreign', 1],
    ['account-edit', ownAccounts.length > 0 ? 2 : 0],
  ]);
  if (op === 'contacts') return { op, cell: `+27 ${String(seed).slice(-9)} ${index}` };
  if (op === 'account-edit') return { op, account: r.pick(ownAccounts), number: `FM-${tag}-e` };
  const account = `acct-${tag}`;
  if (op === 'account-add') ownAccounts.push(account);
  return { op, account, number: `FM-${tag}` };
}

/** The schedule of one seed (pure: the same seed gives the same steps). */
export function generateSchedule(seed: number, options: ScheduleOptions = {}): Schedule {
  const r = rng(seed);
  const browser = options.browser ?? false;
  const twoDevices = !browser && r.chance(0.25);
  const race = !browser && r.chance(0.15);
  const devices = twoDevices ? [0, 1] : [0];
  const accountsOf = new Map<number, string[]>(devices.map((d) => [d, []]));
  const steps: Step[] = [];
  const count = r.int(3, options.maxSteps ?? 9);
  const raceAt = race ? r.int(0, count) : -1;
  const payAt = options.payments && r.chance(0.12) ? r.int(0, count - 1) : -1;
  for (let i = 0; i < count; i += 1) {
    if (i === raceAt) steps.push({ kind: 'race' });
    if (i === payAt) {
      steps.push({
        kind: 'pay',
        card: r.chance(0.7) ? 'approved' : 'declined',
        notify: r.pick<PayNotify>(['normal', 'duplicate-notify', 'reordered-notify', 'late-notify', 'no-notify']),
        returns: r.int(0, 2),
        lateNotifies: r.int(0, 2),
      });
    }
    const device = r.pick(devices);
    const kind = r.weighted<Step['kind']>([
      ['write', 6],
      ['net', 2.5],
      ['faults', 3],
      ['flush', 1],
      ['pull', 1],
      ['gap', browser ? 0 : 0.7],
      ['reload', 0.8],
      ['expire', browser ? 0 : 0.7],
      ['late', browser ? 0 : 0.5],
      ['kill', options.kills ? 1.5 : 0],
    ]);
    switch (kind) {
      case 'write':
        steps.push({ kind, device, write: write(r, seed, i, accountsOf.get(device) ?? []) });
        break;
      case 'net':
        steps.push({
          kind,
          device,
          mode: r.weighted<NetMode>([
            ['down', 3],
            ['flap', 2],
            ['up', 2],
          ]),
        });
        break;
      case 'faults': {
        const n = r.int(1, 3);
        const faults: PushFault[] = [];
        const allowed = browser ? (['drop', 'status-503'] as const) : PUSH_FAULTS;
        for (let k = 0; k < n; k += 1) faults.push(r.pick(allowed));
        steps.push({ kind, device, faults });
        break;
      }
      case 'gap':
        steps.push({ kind, device, missedPulls: r.int(1, 3), cursor: r.chance(0.5) ? 'ahead' : 'behind' });
        break;
      case 'late':
      case 'kill':
        steps.push({ kind });
        break;
      case 'flush':
      case 'pull':
      case 'reload':
      case 'expire':
        steps.push({ kind, device });
        break;
      default:
        break;
    }
  }
  if (raceAt === count) steps.push({ kind: 'race' });
  // The kill slice: at least one kill, with a write after it to be applied and not answered.
  if (options.kills && !steps.some((s) => s.kind === 'kill')) {
    const at = r.int(0, steps.length);
    steps.splice(at, 0, { kind: 'kill' }, { kind: 'write', device: 0, write: write(r, seed, 100 + at, accountsOf.get(0) ?? []) });
  }
  return { seed, devices: race ? [...devices, 2] : devices, steps };
}

/** One line per step, for the failure message. */
export function describeSchedule(schedule: Schedule): string {
  return schedule.steps
    .map((s, i) => {
      const { kind, ...rest } = s;
      return `  ${i}. ${kind} ${JSON.stringify(rest)}`;
    })
    .join('\n');
}
