import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish, scopes, writeTransaction, type Scope } from '../../server/sync/change-log';
import { pageQuery } from '../../server/sync/pull';
import { buildTestApp, isPostgresAvailable, type TestApp } from '../helpers/test-app';

/**
 * No global write lock, and pulls stay gap-free (issue 28; the argument is in docs/ARCHITECTURE.md,
 * "Versions without a global lock"). On PostgreSQL, writers at different estates run side by side;
 * commits land in any order; a reader that pulls all the while sees every change exactly once.
 */

const postgres = await isPostgresAvailable();
const ESTATE_A = scopes.estate(1);
const ESTATE_B = scopes.estate(2);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Settles with 'done' when `work` does, or 'still waiting' after `ms` (the writer waits on a lock). */
async function finishesWithin<T>(work: Promise<T>, ms: number): Promise<'done' | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const waiting = new Promise<'still waiting'>((resolve) => {
    timer = setTimeout(() => resolve('still waiting'), ms);
  });
  try {
    return await Promise.race([work.then(() => 'done' as const), waiting]);
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(!postgres)('concurrent writers (postgres)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('postgres', {}, { seed: false, jobs: false });
  });

  afterAll(async () => {
    await t?.close();
  });

  const entry = (id: string) => ({ id, estateId: 1, category: 'general' as const, name: id, phone: '', email: '', description: '' });

  /** Every change after `cursor` in the scopes, page by page, as `id@v`. */
  async function pullFrom(scopeList: Scope[], cursor: number): Promise<{ cursor: number; seen: Array<{ id: string; v: number }> }> {
    const seen: Array<{ id: string; v: number }> = [];
    let at = cursor;
    for (;;) {
      const rows = await pageQuery(t.ctx.db, scopeList, at, 200).execute();
      for (const row of rows) seen.push({ id: row.row_id, v: Number(row.v) });
      const last = rows[rows.length - 1];
      if (last) at = Number(last.v);
      if (rows.length < 200) return { cursor: at, seen };
    }
  }

  it("lets a write at one estate commit while another estate's write transaction is still open, and the later commit is pulled after it", async () => {
    const start = await pullFrom([ESTATE_A, ESTATE_B], 0);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let published: () => void = () => undefined;
    const hasPublished = new Promise<void>((resolve) => {
      published = resolve;
    });
    // A long write at estate B (an estate-wide notice, an import): it has published and keeps its transaction open.
    const long = writeTransaction(t.ctx.db, async (trx) => {
      await publish(trx, ESTATE_B, 'directory', 'long-b', entry('long-b'));
      published();
      await held;
    });
    await hasPublished;
    // A write at estate A meanwhile: it commits and is readable at once, it does not wait for B.
    const quick = writeTransaction(t.ctx.db, (trx) => publish(trx, ESTATE_A, 'directory', 'quick-a', entry('quick-a')));
    expect(await finishesWithin(quick, 10_000)).toBe('done');
    const during = await pullFrom([ESTATE_A, ESTATE_B], start.cursor);
    expect(during.seen.map((s) => s.id)).toEqual(['quick-a']);
    // B commits after A, with a version above A's, so the reader's cursor past A still finds it.
    release();
    await long;
    const after = await pullFrom([ESTATE_A, ESTATE_B], during.cursor);
    expect(after.seen.map((s) => s.id)).toEqual(['long-b']);
    expect(after.seen[0]?.v).toBeGreaterThan(during.seen[0]?.v ?? Number.POSITIVE_INFINITY);
  });

  it('never lets a reader that pulls throughout miss or repeat a change, with 12 writers at two estates committing out of order', async () => {
    const scopeList = [ESTATE_A, ESTATE_B];
    const first = await pullFrom(scopeList, 0);
    let cursor = first.cursor;
    const seen: string[] = [];
    const written: string[] = [];
    let writing = true;
    const reader = (async () => {
      while (writing) {
        const page = await pullFrom(scopeList, cursor);
        for (const change of page.seen) seen.push(change.id);
        cursor = page.cursor;
        await sleep(2);
      }
    })();
    const writers = Array.from({ length: 12 }, async (_, writer) => {
      for (let n = 0; n < 15; n += 1) {
        const id = `w${writer}-${n}`;
        await writeTransaction(t.ctx.db, async (trx) => {
          await publish(trx, writer % 2 === 0 ? ESTATE_A : ESTATE_B, 'directory', id, entry(id));
          // Held open a random while after publishing: commits land in a different order than the inserts.
          await sleep(Math.floor(Math.random() * 15));
        });
        written.push(id);
      }
    });
    await Promise.all(writers);
    writing = false;
    await reader;
    const rest = await pullFrom(scopeList, cursor);
    for (const change of rest.seen) seen.push(change.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...written].sort());
  });

  it('gives a rewritten row one copy in the log, the latest, whatever order the writes were sequenced in', async () => {
    for (let n = 0; n < 5; n += 1) {
      await Promise.all([
        writeTransaction(t.ctx.db, (trx) => publish(trx, ESTATE_A, 'directory', 'same-row', { ...entry('same-row'), name: `first ${n}` })),
        writeTransaction(t.ctx.db, (trx) => publish(trx, ESTATE_B, 'directory', 'other-row', entry('other-row'))),
      ]);
    }
    await writeTransaction(t.ctx.db, async (trx) => {
      await publish(trx, ESTATE_A, 'directory', 'same-row', { ...entry('same-row'), name: 'draft' });
      await publish(trx, ESTATE_A, 'directory', 'same-row', { ...entry('same-row'), name: 'final' });
    });
    const copies = await t.ctx.db.selectFrom('change_log').select(['v', 'data']).where('row_id', '=', 'same-row').execute();
    expect(copies).toHaveLength(1);
    expect(JSON.parse(copies[0]?.data ?? '{}')).toMatchObject({ name: 'final' });
    expect(Number(copies[0]?.v)).toBeGreaterThan(0);
    const pending = await t.ctx.db.selectFrom('change_log').select('v').where('v', '<', 0).execute();
    expect(pending).toEqual([]);
  });
});
