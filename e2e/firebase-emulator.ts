import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The Firebase Auth emulator of firebase-tools (a dev dependency) for the end-to-end tests: a
 * `demo-` project needs no download and no account. It runs in its own process group so that
 * stopping it by its process id takes every child with it; its accounts live in memory only.
 */
export const FIREBASE_PROJECT_ID = 'demo-estate';
export const FIREBASE_EMULATOR_HOST = '127.0.0.1:9099';
const EMULATOR_URL = `http://${FIREBASE_EMULATOR_HOST}`;
/** Auth, the emulator hub and the logging emulator (e2e/firebase/firebase.json). */
const PORTS = [9099, 4400, 4500];
const CONFIG = path.resolve('e2e/firebase/firebase.json');
const CLI = path.resolve('node_modules/firebase-tools/lib/bin/firebase.js');
/** The emulator's admin credential: what the Admin SDK sends to it. */
const ADMIN = { authorization: 'Bearer owner', 'content-type': 'application/json' };

export type FirebaseEmulator = { pid: number; stop(): Promise<void> };

/** A user as the emulator's admin download lists it (the fields the tests read). */
export type FirebaseUser = { localId: string; email?: string; emailVerified?: boolean; displayName?: string };

/** Whether something already listens on 127.0.0.1:`port`. */
function isTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

async function takenPorts(): Promise<number[]> {
  const taken = await Promise.all(PORTS.map(async (port) => ((await isTaken(port)) ? port : undefined)));
  return taken.filter((port): port is number => port !== undefined);
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Signals the emulator's whole process group (it leads it: spawned detached). */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}

/**
 * Starts the Auth emulator (ports 9099, 4400, 4500; refused with a clear message when one is
 * taken) and resolves once it answers its admin API. Its CLI writes its settings under HOME, so
 * it gets a temporary one; CI=1 keeps it from fetching news and update notices over the network.
 */
export async function startFirebaseEmulator(timeoutMs = 60_000): Promise<FirebaseEmulator> {
  const taken = await takenPorts();
  if (taken.length > 0) {
    throw new Error(
      `Firebase Auth emulator: port(s) ${taken.join(', ')} on 127.0.0.1 already in use (another emulator left running?). Stop whatever holds them and run the test again.`,
    );
  }
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-firebase-'));
  const child = spawn(process.execPath, [CLI, 'emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT_ID, '--config', CONFIG], {
    cwd: path.dirname(CONFIG),
    env: { ...process.env, HOME: home, CI: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('Firebase Auth emulator: the CLI did not start');
  // A test process that ends without its after() (an exception, Ctrl-C, the runner's SIGTERM) must not leave the emulator running.
  const killOnExit = () => signalGroup(pid, 'SIGKILL');
  const killOnSignal = (signal: NodeJS.Signals) => {
    killOnExit();
    process.kill(process.pid, signal);
  };
  process.once('exit', killOnExit);
  process.once('SIGINT', killOnSignal);
  process.once('SIGTERM', killOnSignal);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const emulator: FirebaseEmulator = {
    pid,
    async stop() {
      process.removeListener('exit', killOnExit);
      process.removeListener('SIGINT', killOnSignal);
      process.removeListener('SIGTERM', killOnSignal);
      if (!exited(child)) {
        // The CLI shuts its emulators down on the first SIGTERM; a second one (or SIGKILL) is abrupt.
        signalGroup(pid, 'SIGTERM');
        const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 10_000);
        await gone;
        clearTimeout(timer);
      }
      // Anything the CLI started in its group and left behind goes too.
      signalGroup(pid, 'SIGKILL');
      fs.rmSync(home, { recursive: true, force: true });
      const deadline = Date.now() + 10_000;
      let left = await takenPorts();
      while (left.length > 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        left = await takenPorts();
      }
      if (left.length > 0) throw new Error(`Firebase Auth emulator stopped, but port(s) ${left.join(', ')} are still in use`);
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) {
      await emulator.stop();
      throw new Error(`Firebase Auth emulator exited before it was ready:\n${output}`);
    }
    try {
      const res = await fetch(`${EMULATOR_URL}/emulator/v1/projects/${FIREBASE_PROJECT_ID}/config`, { headers: ADMIN, signal: AbortSignal.timeout(2000) });
      if (res.ok) return emulator;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await emulator.stop();
  throw new Error(`Firebase Auth emulator not ready within ${timeoutMs / 1000} s:\n${output}`);
}

async function admin<T>(method: string, route: string, body?: unknown): Promise<T> {
  const res = await fetch(`${EMULATOR_URL}${route}`, {
    method,
    headers: ADMIN,
    signal: AbortSignal.timeout(10_000),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Firebase Auth emulator: ${method} ${route} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Creates an e-mail/password user as the project's admin (who may set `emailVerified` and `displayName`); resolves to its uid. */
export async function createFirebaseUser(user: { email: string; password: string; emailVerified: boolean; displayName?: string }): Promise<string> {
  const created = await admin<{ localId: string }>('POST', `/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/accounts`, user);
  return created.localId;
}

/** Every user of the project (the emulator's admin download, up to 1000). */
export async function listFirebaseUsers(): Promise<FirebaseUser[]> {
  const page = await admin<{ users?: FirebaseUser[] }>(
    'GET',
    `/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/accounts:batchGet?maxResults=1000`,
  );
  return page.users ?? [];
}

/** Deletes every user of the project. */
export async function clearFirebaseUsers(): Promise<void> {
  await admin('DELETE', `/emulator/v1/projects/${FIREBASE_PROJECT_ID}/accounts`);
}
