import { MY_DATA_MESSAGES } from '../../../src/i18n/en/people';
import { hit } from '../../auth/rate-limit';
import type { AppContext } from '../../context';
import { tooManyRequests, unauthorized } from '../../lib/errors';
import { writeTransaction, type Trx } from '../../sync/change-log';
import * as repo from './my-data.repository';

/** An export reads every table: at most this many per user per hour. */
export const MY_DATA_LIMIT = { limit: 10, windowMs: 60 * 60_000 } as const;
export const myDataRateKey = (userId: string) => `my-data:${userId}`;

/** What 'Download my data' answers: when, for whom, and the stored rows by table. */
export type MyDataFile = {
  producedAt: string;
  producedFor: { userID: string; email: string; firstName: string; lastName: string };
  tables: Record<string, unknown[]>;
};

/**
 * Names of columns (and of keys inside stored JSON) whose values never leave the server:
 * password and PIN hashes, refresh and reset token hashes, codes, salts, gate keys, enrolment
 * challenges. A postal code is an address, not a secret.
 */
const SECRET_NAME = /hash|secret|token|key|pin|salt|code|password|otp|challenge/;
const NOT_SECRET = new Set(['postalcode']);

export function isSecretName(name: string): boolean {
  const plain = name.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  return !NOT_SECRET.has(plain) && SECRET_NAME.test(plain);
}

/** A stored value as the file shows it: JSON text opened up (and cleaned the same way), no bytes, no secrets. */
export function cleanValue(value: unknown): unknown {
  if (value instanceof Uint8Array) return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if ((text.startsWith('{') && text.endsWith('}')) || (text.startsWith('[') && text.endsWith(']'))) {
      try {
        return cleanValue(JSON.parse(text) as unknown);
      } catch {
        return value;
      }
    }
    return value;
  }
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(cleanValue);
  if (value !== null && typeof value === 'object') {
    const kept: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(value)) {
      if (isSecretName(name)) continue;
      const cleaned = cleanValue(inner);
      if (cleaned !== undefined) kept[name] = cleaned;
    }
    return kept;
  }
  return value;
}

/** Ids of the stored files the rows point at (`face_file_id`, `document_front_file_id`, ...). */
function referencedFileIds(rows: readonly repo.StoredRow[]): string[] {
  const ids = rows.flatMap((row) =>
    Object.entries(row)
      .filter(([name, value]) => /_file_id$/.test(name) && typeof value === 'string' && value !== '')
      .map(([, value]) => value as string),
  );
  return [...new Set(ids)];
}

/** Every stored row about the user, read in one snapshot (repeatable read on PostgreSQL). */
async function readAll(trx: Trx, ctx: AppContext, userId: string): Promise<MyDataFile> {
  const user = await repo.userRow(trx, userId);
  if (!user) throw unauthorized();
  const found = new Map<string, repo.StoredRow[]>([['users', [user]]]);
  for (const { table, links } of await repo.tablesAboutUser(trx, ctx.dialect)) {
    const rows = await repo.rowsAbout(trx, table, links, userId);
    if (rows.length > 0) found.set(table, rows);
  }
  // Files the user's rows point at but that are owned otherwise (an associate's photos): their records, never their bytes.
  const files = found.get(repo.FILES_TABLE) ?? [];
  const listed = new Set(files.map((f) => f.id));
  const missing = referencedFileIds([...found.values()].flat()).filter((id) => !listed.has(id));
  const referenced = await repo.rowsById(trx, repo.FILES_TABLE, missing);
  if (referenced.length > 0) found.set(repo.FILES_TABLE, [...files, ...referenced]);

  const tables: Record<string, unknown[]> = {};
  for (const [table, rows] of [...found.entries()].sort(([a], [b]) => a.localeCompare(b))) tables[table] = rows.map(cleanValue);
  const text = (key: string) => (typeof user[key] === 'string' ? user[key] : '');
  return {
    producedAt: new Date().toISOString(),
    producedFor: { userID: userId, email: text('email'), firstName: text('first_name'), lastName: text('last_name') },
    tables,
  };
}

/**
 * 'Download my data' (POPIA): everything the server holds about the caller, and only
 * the caller (the export has no user parameter to forge). Every row of every table naming them
 * in an owner column (the catalogue account deletion erases by) and the tables keyed otherwise
 * (`KEYED_ELSEWHERE`), with secrets dropped; stored files (the user's own and those their rows
 * point at, e.g. an associate's photos) as their metadata rows, never bytes.
 */
export async function exportMyData(ctx: AppContext, callerId: string): Promise<MyDataFile> {
  // Counted before the work: the export reads every table.
  const limit = await hit(ctx.db, myDataRateKey(callerId), MY_DATA_LIMIT.limit, MY_DATA_LIMIT.windowMs);
  if (!limit.allowed) throw tooManyRequests(MY_DATA_MESSAGES.tooMany, 'my-data/too-many');
  const snapshot = ctx.db.transaction();
  const file = await (ctx.dialect === 'postgres' ? snapshot.setIsolationLevel('repeatable read').setAccessMode('read only') : snapshot).execute((trx) =>
    readAll(trx, ctx, callerId),
  );
  // What the file disclosed is recorded before it is answered (the people module logs the full ID
  // numbers of the caller's associates as viewed); if that fails, nothing is answered.
  const steps = ctx.hooks.dataExported;
  if (steps.length > 0)
    await writeTransaction(ctx.db, async (trx) => {
      for (const step of steps) await step(trx, callerId, file.tables);
    });
  return file;
}
