import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import { tokenKeyring } from '../../server/auth/token-keys';
import { openDb, type Db } from '../../server/db/database';
import { buildTestApp } from '../helpers/test-app';
import { startServerProcess, type ServerProcess } from '../sync/server-process';
import { matrixSettings, openMatrix, runMatrix, type Matrix } from './runner';
import { insertScheduleUsers, makeWorldData, type Users } from './world';

/**
 * The kill slice: the real server as a process (server/main.ts) on SQLite, restarted with the
 * test-only FAULT=exit-after-apply so it dies after committing a push and before answering it
 * (process.exit in server/sync/push.ts), then started again; the same schedules' other faults
 * around it. Each start of the process costs seconds, so the slice is a few schedules
 * (FAULT_MATRIX_KILL_RUNS, default 3; FAULT_MATRIX_SEED as for the others).
 */
const FILE = 'tests/faults/fault-matrix.kill.test.ts';
const KILL_RUNS = 3;
const settings = {
  base: matrixSettings(KILL_RUNS).base,
  runs: Number(process.env.FAULT_MATRIX_KILL_RUNS ?? Math.min(matrixSettings(KILL_RUNS).runs, KILL_RUNS)),
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-fault-kill-'));
const secret = crypto.randomBytes(32).toString('hex');

let current: ServerProcess | undefined;
let armed = false;
let starts = 0;
/** Exits with code 137: the process died after applying a push, before answering it. */
let kills = 0;
let readDb: Db | undefined;
let m: Matrix | undefined;

const alive = () => current !== undefined && current.child.exitCode === null && current.child.signalCode === null;

async function stop(): Promise<void> {
  if (current && alive()) {
    current.child.kill('SIGTERM');
    await current.exited;
  }
  current = undefined;
}

/** True when the running server answers its health check (within 2 s). */
async function answers(): Promise<boolean> {
  if (!current) return false;
  try {
    return (await fetch(`${current.base}${API.health}`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function start(fault: boolean): Promise<void> {
  if (current && !alive() && current.child.exitCode === 137) kills += 1;
  await stop();
  starts += 1;
  current = await startServerProcess(dataDir, { TOKEN_SECRET: secret, SEED_DEMO: 'false', ...(fault ? { FAULT: 'exit-after-apply' } : {}) });
  armed = fault;
}

describe('no-data-lost fault matrix with the server process killed between apply and acknowledge', () => {
  beforeAll(async () => {
    // The estate, the court and every schedule's users, in the database file before any process opens it.
    const setUp = await buildTestApp('sqlite', { TOKEN_SECRET: secret }, { seed: false, dataDir });
    const data = await makeWorldData(setUp);
    const users = new Map<number, Users>();
    for (let i = 0; i < settings.runs; i += 1) users.set(settings.base + i, await insertScheduleUsers(setUp, data.estateId, settings.base + i));
    await setUp.close();
    readDb = openDb({ dataDir }).db;
    await start(false);
    m = await openMatrix({
      label: 'sqlite, server process',
      db: readDb,
      target: () => (alive() ? current?.base : undefined),
      tokenKeys: tokenKeyring(secret),
      ...data,
      makeUsers: async (seed) => {
        const made = users.get(seed);
        if (!made) throw new Error(`no users made for seed ${seed}`);
        return made;
      },
      armKill: () => start(true),
      ensureUp: async (clean) => {
        // An armed server exits after applying a push; its 'exit' event can come after the push's
        // failed fetch, so it may look alive for a moment (seen on a loaded machine): wait for it.
        if (armed && alive() && !(await answers())) await Promise.race([current?.exited, new Promise((r) => setTimeout(r, 5000))]);
        if (!alive() || (clean && armed)) await start(false);
      },
    });
  }, 120_000);

  afterAll(async () => {
    await m?.close();
    await stop();
    await readDb?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`${settings.runs} schedules from seed ${settings.base}, each with the server killed after it applied a push`, async () => {
    if (!m) throw new Error('no matrix');
    const run = await runMatrix(m, settings, { kills: true }, `npx vitest run ${FILE}`);
    const [failure] = run.failures;
    console.log(
      `fault matrix (server process): ${failure ? `failed at schedule ${failure.index + 1}` : `${run.runs} schedules passed`} from seed ${run.base} in ${(run.ms / 1000).toFixed(1)} s, ${starts} server starts, ${kills} kills after apply`,
    );
    expect(kills).toBeGreaterThan(0);
    if (failure) throw new Error(failure.message);
    expect(run.failures).toEqual([]);
  }, 600_000);
});
