#!/usr/bin/env node
// Runs every test the project has: build (the e2e tests drive the built app) and type-check,
// then vitest (unit, server on SQLite and PostgreSQL, sync, the fault matrix, the fuzzing) and
// the end-to-end tests on Playwright Test (playwright.config.ts) side by side, their outputs
// printed after. Ends with one line `N passed, N failed`.
//
// Side by side because the two are different work: vitest is CPU-bound (scrypt, SQLite,
// PostgreSQL, module loading), each e2e file mostly waits on its browser and server (service
// worker install, timers, round trips). Measured on the two-core CI machine: vitest alone 600 s
// at first, 220 s (240 s of CPU) since its workers run file after file and factory passwords
// are hashed at a test cost (vitest.config.ts, tests/helpers/factories.ts); e2e alone 700 s, two
// files at a time did not halve it. TEST_SEQUENTIAL=1 runs vitest first, then the e2e files;
// E2E_WORKERS (1 to 4, default 1: playwright.config.ts) sets how many e2e files run at once.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-tests-'));
const e2eWorkers = /^[1-4]$/.test(process.env.E2E_WORKERS ?? '') ? String(process.env.E2E_WORKERS) : '1';
const sequential = process.env.TEST_SEQUENTIAL === '1';
let passed = 0;
let failed = 0;
let broken = false;
/** What failed, listed again just before the last line so that a log's tail names it. */
const failures = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

/** Runs a command with its output in a log file (printed by the caller); resolves to its exit status. */
function runLogged(cmd, args, logFile, env = {}) {
  const log = fs.openSync(logFile, 'w');
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', log, log], env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('close', (code) => {
      fs.closeSync(log);
      resolve(code ?? 1);
    });
  });
}

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

if (run('build', 'npx', ['vite', 'build']) !== 0) {
  broken = true;
  failed += 1;
  failures.push('the build');
}
if (run('typecheck', 'npm', ['run', '--silent', 'typecheck']) !== 0) {
  broken = true;
  failed += 1;
  failures.push('the type-check');
}
// Formatting and lint (Biome) and unused files, exports and dependencies (knip): an error fails
// the run but does not stop the tests, so one run shows everything.
if (run('lint', 'npx', ['biome', 'ci', '.']) !== 0) {
  failed += 1;
  failures.push('lint (biome ci)');
}
if (run('unused code', 'npx', ['knip']) !== 0) {
  failed += 1;
  failures.push('unused code (knip)');
}

const vitestJson = path.join(out, 'vitest.json');
const vitestLog = path.join(out, 'vitest.log');
const vitestArgs = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`];

const e2eJson = path.join(out, 'e2e.json');
const e2eLog = path.join(out, 'e2e.log');
const e2eArgs = ['playwright', 'test', '--reporter=list,json', `--workers=${e2eWorkers}`];

let vitestStatus;
let e2eStatus;
const runVitest = () => runLogged('npx', vitestArgs, vitestLog).then((status) => (console.log(`vitest finished after ${seconds()}`), status));
const runE2e = () =>
  runLogged('npx', e2eArgs, e2eLog, { PLAYWRIGHT_JSON_OUTPUT_FILE: e2eJson, FORCE_COLOR: '0' }).then(
    (status) => (console.log(`end-to-end tests finished after ${seconds()}`), status),
  );
console.log(
  `\n=== unit, server and sync tests (vitest) ${sequential ? 'then' : 'beside'} the end-to-end tests (Playwright Test in Chromium, ${e2eWorkers} worker(s))`,
);
if (broken) {
  console.log('End-to-end tests skipped: the build or type-check failed.');
  vitestStatus = await runVitest();
} else if (sequential) {
  vitestStatus = await runVitest();
  e2eStatus = await runE2e();
} else {
  [vitestStatus, e2eStatus] = await Promise.all([runVitest(), runE2e()]);
}

console.log('\n=== vitest output');
process.stdout.write(fs.existsSync(vitestLog) ? fs.readFileSync(vitestLog, 'utf8') : '');
if (fs.existsSync(vitestJson)) {
  const report = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name ?? '');
    if (file.status === 'failed' && (file.assertionResults ?? []).every((test) => test.status !== 'failed'))
      failures.push(`vitest ${name}: ${file.message || 'the file failed to run'}`);
    for (const test of file.assertionResults ?? []) if (test.status === 'failed') failures.push(`vitest ${name} > ${test.fullName}`);
  }
  if (vitestStatus !== 0 && (report.numFailedTests ?? 0) === 0) {
    failed += 1; // a suite failed to load, or an error outside any test
    failures.push(`vitest exited with ${vitestStatus} (a file that failed to load, or an unhandled error: see its output)`);
  }
} else if (vitestStatus !== 0) {
  failed += 1;
  failures.push(`vitest exited with ${vitestStatus} and wrote no report`);
}

if (e2eStatus !== undefined) {
  console.log('\n=== end-to-end output');
  process.stdout.write(fs.existsSync(e2eLog) ? fs.readFileSync(e2eLog, 'utf8') : '');
  // Playwright's JSON report: expected = passed, unexpected = failed, flaky = passed on a retry (there are none: retries 0).
  const stats = fs.existsSync(e2eJson) ? (JSON.parse(fs.readFileSync(e2eJson, 'utf8')).stats ?? {}) : {};
  const pass = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const fail = stats.unexpected ?? 0;
  passed += pass;
  failed += fail;
  if (stats.skipped) console.log(`${stats.skipped} end-to-end test(s) skipped`);
  for (const title of failedE2eTitles(e2eJson)) failures.push(`e2e ${title}`);
  if (e2eStatus !== 0 && fail === 0) {
    failed += 1;
    failures.push(`Playwright exited with ${e2eStatus}`);
  }
}

/** The titles of the failed tests in Playwright's JSON report (suites nest: file, describe, test). */
function failedE2eTitles(file) {
  if (!fs.existsSync(file)) return [];
  const titles = [];
  const walk = (suite, prefix) => {
    const here = suite.title ? [...prefix, suite.title] : prefix;
    for (const spec of suite.specs ?? []) {
      const bad = (spec.tests ?? []).some((test) => test.status === 'unexpected');
      if (bad) titles.push([...here, spec.title].join(' > '));
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of JSON.parse(fs.readFileSync(file, 'utf8')).suites ?? []) walk(suite, []);
  return titles;
}

if (failures.length > 0) console.log(`\n=== what failed\n${failures.map((what) => `- ${what}`).join('\n')}`);
console.log(`\nTotal time ${seconds()}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
