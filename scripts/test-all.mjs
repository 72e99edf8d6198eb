#!/usr/bin/env node
// Runs every test the project has: build (the e2e tests drive the built app) and type-check,
// then vitest (unit, server on SQLite and PostgreSQL, sync, the fault matrix, the fuzzing) and
// the end-to-end tests on Playwright Test (playwright.config.ts) side by side, their outputs
// printed after. Ends with one line `N passed, N failed`.
//
// Side by side because the two are different work: vitest is CPU-bound (scrypt, SQLite,
// PostgreSQL, module loading) and runs its files one after another; each e2e file mostly waits on
// its browser and server (service worker install, timers, round trips). Measured on the two-core
// CI machine (issue 32): vitest 1,050 s beside one e2e lane, whose 58 files took 1,690 s, 640 s of
// them alone with a core idle; two Playwright workers from the start slowed vitest to 1,640 s and
// ended no sooner. So the e2e files run in chunks (Playwright runs of E2E_CHUNK files) from one
// queue: one lane beside vitest, a second lane once vitest has finished. TEST_SEQUENTIAL=1 runs
// vitest first, then both lanes; E2E_WORKERS (1 to 4, default 1) sets the workers of each run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-tests-'));
const e2eWorkers = /^[1-4]$/.test(process.env.E2E_WORKERS ?? '') ? String(process.env.E2E_WORKERS) : '1';
const sequential = process.env.TEST_SEQUENTIAL === '1';
/** Files per Playwright run: small enough that the two lanes end close together, large enough that a run's start-up (about 3 s) stays a small share. */
const E2E_CHUNK = 4;

/** The end-to-end files (playwright.config.ts: testDir e2e, testMatch **\/*.test.ts), in name order. */
function listE2eFiles() {
  return fs
    .readdirSync('e2e', { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.test.ts'))
    .sort()
    .map((file) => `e2e/${file}`);
}
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

const e2eLog = path.join(out, 'e2e.log');
const e2eFiles = listE2eFiles();
const e2eChunks = [];
for (let i = 0; i < e2eFiles.length; i += E2E_CHUNK) e2eChunks.push(e2eFiles.slice(i, i + E2E_CHUNK));
/** Each chunk's own report and log (a Playwright run per chunk), read in chunk order at the end. */
const chunkRuns = e2eChunks.map((files, index) => ({
  files,
  json: path.join(out, `e2e-${index}.json`),
  log: path.join(out, `e2e-${index}.log`),
  status: /** @type {number | undefined} */ (undefined),
}));
let nextChunk = 0;

/** One lane: takes the next chunk of files from the shared queue until none is left. */
async function e2eLane() {
  while (nextChunk < chunkRuns.length) {
    const run = chunkRuns[nextChunk];
    const index = nextChunk;
    nextChunk += 1;
    const args = ['playwright', 'test', ...run.files, '--reporter=list,json', `--workers=${e2eWorkers}`, `--output=e2e-output/test-results/${index}`];
    run.status = await runLogged('npx', args, run.log, { PLAYWRIGHT_JSON_OUTPUT_FILE: run.json, FORCE_COLOR: '0' });
  }
}

let vitestStatus;
let e2eStatus;
const runVitest = () => runLogged('npx', vitestArgs, vitestLog).then((status) => (console.log(`vitest finished after ${seconds()}`), status));
/** The end-to-end lanes: one now, a second once `second` resolves (vitest has finished: its core is free). */
const runE2e = async (second) => {
  await Promise.all([e2eLane(), second.then(() => e2eLane())]);
  console.log(`end-to-end tests finished after ${seconds()} (${chunkRuns.length} Playwright runs of up to ${E2E_CHUNK} files)`);
  fs.writeFileSync(e2eLog, chunkRuns.map((run) => (fs.existsSync(run.log) ? fs.readFileSync(run.log, 'utf8') : '')).join(''));
  return chunkRuns.some((run) => run.status !== 0) ? 1 : 0;
};
console.log(
  `\n=== unit, server and sync tests (vitest) ${sequential ? 'then' : 'beside'} the end-to-end tests (Playwright Test in Chromium: ${e2eFiles.length} files in runs of up to ${E2E_CHUNK}, one lane beside vitest and a second once vitest has finished, ${e2eWorkers} worker(s) each)`,
);
if (broken) {
  console.log('End-to-end tests skipped: the build or type-check failed.');
  vitestStatus = await runVitest();
} else if (sequential) {
  vitestStatus = await runVitest();
  e2eStatus = await runE2e(Promise.resolve());
} else {
  const vitestDone = runVitest();
  [vitestStatus, e2eStatus] = await Promise.all([vitestDone, runE2e(vitestDone)]);
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
  // Playwright's JSON reports: expected = passed, unexpected = failed, flaky = passed on a retry (there are none: retries 0).
  let fail = 0;
  let skipped = 0;
  for (const run of chunkRuns) {
    const stats = fs.existsSync(run.json) ? (JSON.parse(fs.readFileSync(run.json, 'utf8')).stats ?? {}) : {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    fail += stats.unexpected ?? 0;
    skipped += stats.skipped ?? 0;
    for (const title of failedE2eTitles(run.json)) failures.push(`e2e ${title}`);
    if (run.status !== 0 && (stats.unexpected ?? 0) === 0) {
      fail += 1;
      failures.push(`Playwright exited with ${run.status} on ${run.files.join(', ')}`);
    }
  }
  failed += fail;
  if (skipped) console.log(`${skipped} end-to-end test(s) skipped`);
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
