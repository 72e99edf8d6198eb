import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Runs once before the suite: the tests drive the built app, so build it when there is none
 * (`dist/`, or STATIC_DIR when set: that one must already exist).
 */
export default function globalSetup(): void {
  const staticDir = process.env.STATIC_DIR;
  if (staticDir) {
    if (!fs.existsSync(path.join(staticDir, 'index.html'))) throw new Error(`STATIC_DIR=${staticDir} holds no built app (index.html)`);
    return;
  }
  if (fs.existsSync(path.join('dist', 'index.html'))) return;
  console.log('No build in dist/: running vite build first');
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}
