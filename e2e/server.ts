import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** What the server process has printed so far (stdout and stderr, the last 256 KB), e.g. the operator set-up link. */
  output(): string;
};

/**
 * Runs the real product (`server/main.ts` serving the built `dist/`, or STATIC_DIR) on a free port
 * with a fresh data dir: the seeded demo estate on SQLite, mail in the stored mailbox, and the
 * test switches on (TEST_CONTROLS: the kit's serverControl.failNextPushes). `stop()` and
 * `start()` restart it on the same port and data.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-e2e-'));
  let child: ChildProcess | undefined;
  let printed = '';
  const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
    const text = chunk.toString('utf8');
    printed = (printed + text).slice(-256 * 1024);
    // A server started with LOG_LEVEL=info (to read the set-up link) logs every request: kept here, not echoed.
    const loud = text
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('{"level":30'))
      .join('\n');
    if (loud !== '') to.write(`${loud}\n`);
  };
  const url = `http://localhost:${port}`;
  const server: RunningServer = {
    url,
    port,
    dataDir,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: url, TEST_CONTROLS: 'true', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
      child.stderr?.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        try {
          const res = await fetch(`${url}/sdk/health`);
          if (res.ok) return;
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('server did not start within 180 s');
    },
    output: () => printed,
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
        setTimeout(() => running.kill('SIGKILL'), 5000).unref();
      });
    },
  };
  await server.start();
  return server;
}
