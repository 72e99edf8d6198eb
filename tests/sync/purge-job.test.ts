import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { publish, scopes, writeTransaction } from '../../server/sync/change-log';
import { startJobs } from '../../server/jobs';
import { tombstonePurgeJob } from '../../server/sync/purge-job';
import { availableDialects } from '../helpers/test-app';
import { killServerProcesses, startServerProcess } from './server-process';
import { pull, pullAll } from './sync-helpers';
import { RESIDENT, useCast } from '../helpers/cast';

const dialects = await availableDialects();
const DAY_MS = 24 * 60 * 60 * 1000;

/** Tombstone purge on a schedule: old tombstones go, recent ones and puts stay; a cursor behind them resets. */
describe.each(dialects)('tombstone purge job (%s)', (dialect) => {
  const {
    t,
    people: [resident],
  } = useCast(dialect, [RESIDENT]);

  const entry = (id: string) => ({ id, estateId: 1, category: 'general' as const, name: `Name ${id}`, phone: '', email: '', description: '' });
  const publishAs = (id: string, data: object | null) => writeTransaction(t.ctx.db, (trx) => publish(trx, scopes.user(resident.userId), 'directory', id, data));
  const logRow = (id: string) =>
    t.ctx.db.selectFrom('change_log').select(['v', 'op']).where('tbl', '=', 'directory').where('row_id', '=', id).executeTakeFirst();
  const backdate = (ids: string[], days: number) =>
    t.ctx.db
      .updateTable('change_log')
      .set({ created_at: Date.now() - days * DAY_MS })
      .where('tbl', '=', 'directory')
      .where('row_id', 'in', ids)
      .execute();

  it('purges tombstones older than the horizon, keeps recent ones and every put; a cursor behind them answers reset', async () => {
    for (const id of ['old-put', 'old-del', 'new-del']) await publishAs(id, entry(id));
    const behind = await pullAll(t.app, resident);
    await publishAs('old-del', null);
    const oldTombstone = await logRow('old-del');
    const afterOld = await pullAll(t.app, resident, 1000, behind.last.cursor, behind.last.scopes);
    await publishAs('new-del', null);
    await backdate(['old-put', 'old-del'], 31);
    await backdate(['new-del'], 29);

    const logged: string[] = [];
    const log = { info: (_: object, message: string) => void logged.push(message), error: (_: object, message: string) => void logged.push(message) };
    // The app's boot ran the purge a moment ago, and the fleet's schedule (job_runs) makes it due only
    // an interval later: the test makes it due now.
    await t.ctx.db.updateTable('job_runs').set({ next_run_at: 0 }).where('name', '=', tombstonePurgeJob.name).execute();
    const job = startJobs({ ...t.ctx, config: { ...t.ctx.config, tombstoneHorizonDays: 30 } }, log, [tombstonePurgeJob]);
    await job.idle();
    await job.stop();

    expect(await logRow('old-del')).toBeUndefined();
    expect(await logRow('new-del')).toMatchObject({ op: 'del' });
    expect(await logRow('old-put')).toMatchObject({ op: 'put' });
    expect(logged).toEqual(['purged change-log tombstones']);
    const state = await t.ctx.db.selectFrom('sync_state').select('min_version').executeTakeFirstOrThrow();
    expect(Number(state.min_version)).toBe(Number(oldTombstone?.v));

    // A client that had not seen the purged delete re-bootstraps; one that had carries on.
    const old = await pull(t.app, resident, { cursor: behind.last.cursor, scopes: behind.last.scopes });
    expect(old.body).toMatchObject({ reset: true, cursor: 0, changes: [] });
    const seen = await pull(t.app, resident, { cursor: afterOld.last.cursor, scopes: afterOld.last.scopes });
    expect(seen.body.reset).toBeUndefined();
    expect(seen.body.changes.map((c) => [c.id, c.op])).toEqual([['new-del', 'del']]);
    const boot = await pullAll(t.app, resident);
    expect(boot.changes.some((c) => c.id === 'old-del')).toBe(false);
    expect(boot.changes.find((c) => c.id === 'old-put')?.op).toBe('put');
  });
});

describe('tombstone purge started by server/main.ts', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-purge-'));
  const env = { TOKEN_SECRET: crypto.randomBytes(32).toString('hex'), TOMBSTONE_HORIZON_DAYS: '30', SEED_DEMO: 'false' };
  const file = path.join(dataDir, 'estate.sqlite');

  afterAll(() => {
    killServerProcesses();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs at boot after listening and stops on shutdown', async () => {
    const first = await startServerProcess(dataDir, env);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // A tombstone from 40 days ago and one from today, published the way publish() does.
    const db = new Database(file);
    const insert = (rowId: string, createdAt: number) => {
      const { version } = db.prepare('update sync_state set version = version + 1 where id = 1 returning version').get() as { version: number };
      db.prepare("insert into change_log (v, scope, tbl, row_id, op, data, created_at) values (?, 'public', 'directory', ?, 'del', null, ?)").run(
        version,
        rowId,
        createdAt,
      );
      return version;
    };
    const oldV = insert('boot-old', Date.now() - 40 * DAY_MS);
    insert('boot-new', Date.now());
    // The first process's boot ran the purge; a restart keeps the fleet's schedule, so the test makes it due.
    db.prepare('update job_runs set next_run_at = 0 where name = ?').run(tombstonePurgeJob.name);
    db.close();

    const second = await startServerProcess(dataDir, env);
    const read = () => {
      const ro = new Database(file, { readonly: true });
      try {
        const rows = ro.prepare("select row_id from change_log where row_id like 'boot-%' order by row_id").all() as { row_id: string }[];
        const state = ro.prepare('select min_version from sync_state').get() as { min_version: number };
        return { rows: rows.map((r) => r.row_id), minVersion: state.min_version };
      } finally {
        ro.close();
      }
    };
    const deadline = Date.now() + 30_000;
    while (read().rows.includes('boot-old') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(read()).toEqual({ rows: ['boot-new'], minVersion: oldV });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000);
});
