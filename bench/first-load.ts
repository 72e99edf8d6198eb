// First-load JavaScript for `npm run bench`: the gzip sum of every script a built index.html
// loads (its module script and modulepreloads), for the app's build and for the React + router
// baseline (bench/baseline: react, react-dom and @tanstack/react-router with one route), which is
// built here by vite with the app's build settings (vite.config.ts: target es2022, no source
// maps, @vitejs/plugin-react) into a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Bytes of gzip (zlib's default level) summed over the scripts `<dir>/index.html` loads. */
export function firstLoadJsGzip(dir: string): number {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  let total = 0;
  for (const ref of new Set(refs)) total += zlib.gzipSync(fs.readFileSync(path.join(dir, ref))).length;
  return total;
}

/** Builds the baseline app and answers its first-load JS (gzip bytes); the build is removed after. */
export async function baselineFirstLoadJsGzip(): Promise<number> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-bench-baseline-'));
  // vite's build sets NODE_ENV=production in this process, which the servers started later would inherit.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      configFile: false,
      root: path.resolve('bench/baseline'),
      base: '/',
      logLevel: 'warn',
      plugins: [react()],
      build: { target: 'es2022', sourcemap: false, outDir, emptyOutDir: true },
    });
    return firstLoadJsGzip(outDir);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
