import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, withStatementCache } from '../../server/db/database';

/**
 * The SQLite dialect keeps each statement prepared (server/db/database.ts): a kept statement must
 * answer exactly what a freshly prepared one would, for every SQL text, after schema changes,
 * beyond the cache's size and while the same SQL is still being iterated.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statement-cache-'));
  dirs.push(dir);
  return dir;
};

describe('the SQLite statement cache', () => {
  it('answers each SQL text with its own rows and fresh parameters', async () => {
    const { db } = openDb({ dataDir: tempDir() });
    try {
      await sql`create table t (id integer primary key, name text)`.execute(db);
      for (const [id, name] of [
        [1, 'one'],
        [2, 'two'],
        [3, 'three'],
      ] as const)
        await sql`insert into t values (${id}, ${name})`.execute(db);
      for (let round = 0; round < 3; round++) {
        for (const id of [1, 2, 3]) {
          const byId = await sql<{ name: string }>`select name from t where id = ${id}`.execute(db);
          expect(byId.rows).toEqual([{ name: ['one', 'two', 'three'][id - 1] }]);
        }
        const above = await sql<{ id: number }>`select id from t where id > ${round} order by id`.execute(db);
        expect(above.rows.map((row) => row.id)).toEqual([1, 2, 3].filter((id) => id > round));
        const count = await sql<{ n: number }>`select count(*) as n from t`.execute(db);
        expect(count.rows).toEqual([{ n: 3 }]);
      }
    } finally {
      await db.destroy();
    }
  });

  it('follows schema changes under a kept statement (a migration needs no flush)', async () => {
    const { db } = openDb({ dataDir: tempDir() });
    try {
      await sql`create table t (a integer)`.execute(db);
      await sql`insert into t values (1)`.execute(db);
      const all = () => sql<Record<string, unknown>>`select * from t`.execute(db);
      expect((await all()).rows).toEqual([{ a: 1 }]);
      await sql`alter table t add column b text default 'x'`.execute(db);
      expect((await all()).rows).toEqual([{ a: 1, b: 'x' }]);
      await sql`drop table t`.execute(db);
      await expect(all()).rejects.toThrow(/no such table/);
      await sql`create table t (c text)`.execute(db);
      await sql`insert into t values ('new')`.execute(db);
      expect((await all()).rows).toEqual([{ c: 'new' }]);
    } finally {
      await db.destroy();
    }
  });

  it('keeps answering right beyond its size, and while the same SQL is still being iterated', () => {
    const file = new SQLite(':memory:');
    const cached = withStatementCache(file, 2);
    try {
      file.exec('create table t (n integer); insert into t values (1), (2), (3)');
      const texts = ['select n from t where n = ?', 'select n * 10 as n from t where n = ?', 'select n * 100 as n from t where n = ?'];
      for (let round = 0; round < 3; round++) {
        for (const [i, text] of texts.entries()) expect(cached.prepare(text).all([2])).toEqual([{ n: 2 * 10 ** i }]);
      }
      const text = 'select n from t order by n';
      const seen: unknown[] = [];
      for (const row of cached.prepare(text).iterate([])) seen.push(row, cached.prepare(text).all([]).length);
      expect(seen).toEqual([{ n: 1 }, 3, { n: 2 }, 3, { n: 3 }, 3]);
    } finally {
      cached.close();
    }
  });
});
