// The product server for the load run (bench/load.ts): the production entry `server/main.ts` in a
// child process on SQLite in an empty data folder, so its memory can be read from outside.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from '../src/contract/api-paths';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOG_TAIL_LINES = 40;

export type LoadServer = {
  base: string;
  pid: number;
  /** Null while it runs; the exit code (or signal name) once it has exited. */
  exit(): string | null;
  /** Log lines at level error or fatal (pino's 50 and 60) written so far. */
  errorLines(): string[];
  /** Log lines at level warn (pino's 40) written so far, the boot's notes included. */
  warnLines(): string[];
  /** The last lines of its output. */
  tail(): string;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `server/main.ts` (demo seed, SQLite, no static files, warn-level log); resolves once /sdk/health answers. */
export async function startLoadServer(env: Record<string, string> = {}): Promise<LoadServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-load-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STATIC_DIR: path.join(dataDir, 'no-static'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const errors: string[] = [];
  const warnings: string[] = [];
  let partial = '';
  const collect = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      if (lines.length > LOG_TAIL_LINES) lines.shift();
      if (/"level":(50|60)\b/.test(line) && errors.length < 1000) errors.push(line);
      if (/"level":40\b/.test(line) && warnings.length < 1000) warnings.push(line);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = signal ?? String(code);
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const server: LoadServer = {
    base,
    pid: child.pid ?? 0,
    exit: () => exit,
    errorLines: () => errors,
    warnLines: () => warnings,
    tail: () => [...lines, partial].join('\n'),
    async stop() {
      if (exit === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(killer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exit !== null) throw new Error(`server exited while starting (${exit}):\n${server.tail()}`);
    try {
      if ((await fetch(`${base}${API.health}`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`server did not answer ${API.health} within 60 s:\n${server.tail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type Memory = { rssMb: number; peakRssMb: number };

/** VmRSS and VmHWM (the peak) of a process from /proc/<pid>/status, in MiB; undefined where there is no /proc or the process is gone. */
export function readMemory(pid: number): Memory | undefined {
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  const rss = kb('VmRSS');
  const peak = kb('VmHWM');
  if (Number.isNaN(rss)) return undefined;
  return { rssMb: rss / 1024, peakRssMb: peak / 1024 };
}

/** CPU time (user + system) a process has used, in seconds, from /proc/<pid>/stat; NaN where there is none. */
export function readCpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times (100 on every mainstream architecture). */
const CLOCK_TICKS = 100;

/** Waits until the process uses under 5% of a core over half a second (its queued work done), at most `timeoutMs`; resolves to the ms waited. */
export async function waitUntilIdle(pid: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  let before = readCpuSeconds(pid);
  while (Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = readCpuSeconds(pid);
    if (!(now - before > 0.025)) return Date.now() - started;
    before = now;
  }
  return Date.now() - started;
}
