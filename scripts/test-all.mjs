#!/usr/bin/env node
// Runs every test the project has, in order: build (the e2e tests drive the built app),
// type-check, vitest (unit, server on SQLite and PostgreSQL, sync), then the Playwright
// end-to-end tests under node's test runner. Ends with one line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-tests-'));
let passed = 0;
let failed = 0;
let broken = false;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

if (run('build', 'npx', ['vite', 'build']) !== 0) { broken = true; failed += 1; }
if (run('typecheck', 'npm', ['run', '--silent', 'typecheck']) !== 0) { broken = true; failed += 1; }

const vitestJson = path.join(out, 'vitest.json');
const vitestStatus = run('unit, server and sync tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (fs.existsSync(vitestJson)) {
  const report = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0);
  if (vitestStatus !== 0 && (report.numFailedTests ?? 0) === 0) failed += 1; // a suite failed to load
} else if (vitestStatus !== 0) failed += 1;

if (!broken) {
  const tap = path.join(out, 'e2e.tap');
  const files = fs.readdirSync('e2e').filter((f) => f.endsWith('.test.ts')).map((f) => path.join('e2e', f));
  const e2eStatus = run('end-to-end tests (Playwright in Chromium, node --test)', 'node', [
    '--import', 'tsx', '--test', '--test-concurrency=1', '--test-timeout=180000',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tap}`,
    ...files,
  ]);
  const text = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const pass = Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0);
  const fail = Number(/^# fail (\d+)/m.exec(text)?.[1] ?? 0);
  passed += pass;
  failed += fail;
  if (e2eStatus !== 0 && fail === 0) failed += 1;
} else {
  console.log('\nEnd-to-end tests skipped: the build or type-check failed.');
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
