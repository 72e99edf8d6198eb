#!/usr/bin/env node
// `npm start`'s first step: builds the app only when dist/ is missing or older than a file the
// build reads (the app's sources, the service worker, the workers, public/, the Vite config and its plugins in scripts/vite, the
// lockfile), so a second `npm start` serves at once instead of rebuilding. A deployment builds
// once with `npm run build` and starts with `npm run serve` (docs/DEPLOYING.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');
const INPUTS = ['src', 'sw', 'workers', 'public', 'index.html', 'vite.config.ts', 'scripts/vite', 'package-lock.json', 'tsconfig.json'];

/** The newest modification time under `entry` (a file or a folder), 0 when it does not exist. */
function newest(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, name)));
  return latest;
}

const builtAt = newest(built);
const changedAt = Math.max(...INPUTS.map((input) => newest(path.join(root, input))));
if (builtAt > 0 && builtAt >= changedAt) {
  console.log('The app in dist/ is up to date: not rebuilding (npm run build forces a build).');
} else {
  console.log(builtAt === 0 ? 'Building the app (first start)...' : 'Sources changed since the last build: building the app...');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
