// `npm run bench`: measures the figures of docs/benchmarks.md against the real built app
// and server (SQLite) in Debian Chromium, prints them and rewrites the table in that file.
// Nothing here is asserted; goals are for tuning.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { openDb } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo } from '../server/seed/demo';
import { publish, scopes, writeTransaction } from '../server/sync/change-log';
import { gateBenchmarks } from './gate';
import { passFigures } from './passes';
import { launchBrowser, newContext, signInThroughUi, startServer, waitForServiceWorkerControl } from '../e2e/harness';

type Figure = { name: string; value: string; goal: string };
const figures: Figure[] = [];
const record = (name: string, value: string, goal = '') => {
  figures.push({ name, value, goal });
  console.log(`${name}: ${value}${goal ? ` (goal ${goal})` : ''}`);
};

function firstLoadJsGzip(): number {
  const html = fs.readFileSync('dist/index.html', 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  let total = 0;
  for (const ref of new Set(refs)) total += zlib.gzipSync(fs.readFileSync(path.join('dist', ref))).length;
  return total;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function seedBulkRows(dataDir: string, count: number): Promise<void> {
  const { db } = openDb({ dataDir });
  await migrateToLatest(db);
  await seedDemo(db);
  const chunk = 1000;
  for (let start = 0; start < count; start += chunk) {
    await writeTransaction(db, async (trx) => {
      for (let i = start; i < Math.min(count, start + chunk); i++) {
        const row = {
          id: `bench-${i}`,
          dlevel1Name: 'General',
          dlevel1Icon: 'book',
          dlevel2Name: 'Providers',
          dlevel2Icon: 'book',
          dlevel3Name: `Provider ${i}`,
          dlevel3Icon: 'phone',
          dlevel3ContactNumber: '0110000000',
          description: 'Benchmark directory entry with a realistic amount of text in it.',
          rank: i,
          estateID: 91,
          updatedAt: Date.now(),
        };
        await trx.insertInto('content_items').values({ kind: 'directory', id: row.id, estate_id: 91, unit_no: '', data: JSON.stringify(row), updated_at: row.updatedAt }).execute();
        await publish(trx, scopes.estate(91), 'directory', row.id, row);
      }
    });
  }
  await db.destroy();
}

async function pullThroughput(url: string, token: string, seconds: number, concurrency: number): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      const res = await fetch(`${url}/sdk/sync/pull?cursor=999999999&limit=100`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (res.ok) done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / seconds;
}

async function main(): Promise<void> {
  if (!fs.existsSync('dist/index.html')) throw new Error('Run `npm run build` first.');
  record('First-load JS (gzip)', `${(firstLoadJsGzip() / 1024).toFixed(1)} KB`, '<= 150 KB');

  const rows = 10_000;
  const server = await startServer({ SEED_DEMO: 'true' });
  await server.stop();
  await seedBulkRows(server.dataDir, rows);
  await server.start();
  const browser = await launchBrowser();
  try {
    // Sign-in to home rendered, and bootstrap of the 10,000 extra rows.
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    let firstPullAt = 0;
    page.on('request', (request) => {
      if (!firstPullAt && request.url().includes('/sdk/sync/pull')) firstPullAt = Date.now();
    });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('resident@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Resident#2026');
    const signInStart = Date.now();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Access Control').first().waitFor({ timeout: 60000 });
    record('Sign-in to home rendered', `${Date.now() - signInStart} ms`, '');
    await page.waitForFunction(
      (n) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('estate');
          open.onsuccess = () => {
            const tx = open.result.transaction('directory', 'readonly');
            const req = tx.objectStore('directory').count();
            req.onsuccess = () => { resolve(req.result >= n); open.result.close(); };
            req.onerror = () => resolve(false);
          };
          open.onerror = () => resolve(false);
        }),
      rows,
      { timeout: 120000, polling: 50 },
    );
    const bootstrapMs = Date.now() - firstPullAt;
    record('Bootstrap of 10,000 rows into Dexie (Chromium)', `${Math.round((rows / bootstrapMs) * 1000)} rows/s (${bootstrapMs} ms)`, '>= 20,000 rows/s');

    // Offline reload to home rendered.
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    const reloads: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = Date.now();
      await page.reload();
      await page.getByText('Access Control').first().waitFor();
      reloads.push(Date.now() - start);
    }
    record('Offline reload to home rendered (median of 5)', `${percentile(reloads, 50)} ms`, '<= 1000 ms');
    await context.setOffline(false);

    // Local write to screen updated (Contacts save -> pending state shown), offline so the
    // figure is the device's own work.
    await page.goto('/Contacts');
    await page.getByLabel('Cell Number').waitFor();
    await context.setOffline(true);
    const writes: number[] = [];
    for (let i = 0; i < 10; i++) {
      await page.getByLabel('Cell Number').fill(`08200000${String(i).padStart(2, '0')}`);
      const start = Date.now();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved on this device, waiting to sync').waitFor();
      writes.push(Date.now() - start);
    }
    record('Local write to screen updated (p50 / p95 of 10, incl. driver round trip)', `${percentile(writes, 50)} / ${percentile(writes, 95)} ms`, 'p95 <= 50 ms');
    await context.setOffline(false);
    await context.close();

    // Pull endpoint throughput on SQLite (an up-to-date client polling).
    const signIn = await fetch(`${server.url}/sdk/system/user/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userEmail: 'neighbour@example.com', userPassword: 'Neighbour#2026' }),
    });
    const token = ((await signIn.json()) as { details: Array<{ accessToken: string }> }).details[0]?.accessToken ?? '';
    await pullThroughput(server.url, token, 1, 16);
    record('Pull endpoint, SQLite, 16 concurrent clients', `${Math.round(await pullThroughput(server.url, token, 5, 16))} req/s`, '>= 5,000 req/s');

    // Gate access: worker payload, guard verification, QR size, offline PIN pad, first QR.
    await gateBenchmarks(browser, server, record);
    // Passes (issue 10): console verification with 5,000 active passes, a guard device's synced data.
    await passFigures(record);
  } finally {
    await browser.close();
    await server.stop();
  }

  const table = ['| figure | value | goal |', '|---|---|---|', ...figures.map((f) => `| ${f.name} | ${f.value} | ${f.goal} |`)].join('\n');
  const doc = `# Benchmarks\n\nMeasured by \`npm run bench\` on this project's machine (2 cores, Node 20, Debian Chromium, SQLite), ${new Date().toISOString().slice(0, 10)}. Figures are recorded, not asserted.\n\n${table}\n`;
  fs.writeFileSync('docs/benchmarks.md', doc);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
