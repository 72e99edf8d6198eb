import { useLiveQuery } from 'dexie-react-hooks';
import { db, type FileCacheRow } from '../db/db';
import { isStoredFile } from '../domain/documents';
import { accessToken, apiUrl } from '../sync/transport';
import { browserOffline } from '../sync/network';

/**
 * The bytes behind the PDF viewer and the document vault (spec 3 documents and newsletters).
 * Stored files ('/sdk/files/<id>') are private and immutable: they are fetched once
 * with the session's token (in the Authorization header; never in a URL) and kept in
 * db.fileCache, so a document or newsletter the user opened opens offline too. 'Keep offline'
 * pins a file: it is fetched now and never pruned; files only opened are pruned oldest first
 * beyond OPENED_FILES_MAX_BYTES. Sign-out deletes the whole database, pins included.
 */

/** Where a viewer's `url` leads: a stored file, another path of this product, a page of another origin, or nothing it may open. */
export type FileSource = { kind: 'stored'; path: string } | { kind: 'product'; path: string } | { kind: 'external'; href: string } | { kind: 'invalid' };

export function fileSource(url: string, origin: string = typeof window === 'undefined' ? 'http://localhost' : window.location.origin): FileSource {
  const trimmed = url.trim();
  if (trimmed === '') return { kind: 'invalid' };
  let parsed: URL;
  try {
    parsed = new URL(trimmed, origin);
  } catch {
    return { kind: 'invalid' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { kind: 'invalid' };
  if (parsed.origin !== new URL(origin).origin) return { kind: 'external', href: parsed.href };
  const path = `${parsed.pathname}${parsed.search}`;
  return isStoredFile(path) ? { kind: 'stored', path } : { kind: 'product', path };
}

/** What opening a file gave: its bytes, or why not (the viewer then offers the download prompt). */
export type FileAnswer = { kind: 'ok'; blob: Blob; fromCache: boolean } | { kind: 'failed'; reason: 'offline' | 'refused' | 'external' | 'invalid' };

/** Files opened (not pinned) are kept up to this many bytes, newest first. */
export const OPENED_FILES_MAX_BYTES = 60 * 1024 * 1024;

const online = (): boolean => !browserOffline();

/** Fetches a path of this product, with the session's token for the API; null when the network fails. */
async function fetchProductFile(path: string): Promise<Response | null> {
  try {
    const token = path.startsWith('/sdk/') ? await accessToken() : undefined;
    return await fetch(path.startsWith('/sdk/') ? apiUrl(path) : path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: 'no-store' });
  } catch {
    return null;
  }
}

/** Keeps a fetched file, with the pin it already had (or the one asked for). */
async function keep(url: string, blob: Blob, pinned: boolean | undefined): Promise<void> {
  await db.transaction('rw', db.fileCache, async () => {
    const held = await db.fileCache.get(url);
    const row: FileCacheRow = { url, blob, fetchedAt: Date.now() };
    const pin = pinned ?? held?.pinned;
    if (pin) row.pinned = true;
    await db.fileCache.put(row);
  });
}

/** Drops the oldest opened (unpinned) documents beyond `maxBytes`; photos and other images are left alone. */
export async function pruneOpenedFiles(maxBytes: number = OPENED_FILES_MAX_BYTES): Promise<void> {
  await db.transaction('rw', db.fileCache, async () => {
    const rows = (await db.fileCache.toArray()).filter((row) => !row.pinned && isStoredFile(row.url) && !row.blob.type.startsWith('image/'));
    let total = rows.reduce((sum, row) => sum + row.blob.size, 0);
    for (const row of rows.sort((a, b) => a.fetchedAt - b.fetchedAt)) {
      if (total <= maxBytes) break;
      await db.fileCache.delete(row.url);
      total -= row.blob.size;
    }
  });
}

/**
 * The bytes of a file the viewer opens. A stored file comes from the device when it holds it
 * (stored files never change), else from the server, and is then kept. Another path of this
 * product (e.g. a statement) is fetched fresh online and read from the device offline. Pages of
 * other origins are not fetched (the app's CSP allows only its own origin): the viewer offers
 * to open them instead.
 */
export async function openFile(url: string): Promise<FileAnswer> {
  const source = fileSource(url);
  if (source.kind === 'invalid') return { kind: 'failed', reason: 'invalid' };
  if (source.kind === 'external') return { kind: 'failed', reason: 'external' };
  const held = await db.fileCache.get(source.path);
  if (held && (source.kind === 'stored' || !online())) return { kind: 'ok', blob: held.blob, fromCache: true };
  const response = online() ? await fetchProductFile(source.path) : null;
  if (!response) return held ? { kind: 'ok', blob: held.blob, fromCache: true } : { kind: 'failed', reason: 'offline' };
  if (!response.ok) return { kind: 'failed', reason: 'refused' };
  const body = await response.blob();
  const blob = body.type ? body : new Blob([body], { type: response.headers.get('Content-Type') ?? '' });
  if (source.kind === 'stored') {
    await keep(source.path, blob, undefined);
    await pruneOpenedFiles();
  } else if (blob.type.split(';')[0]?.trim() === 'application/pdf') {
    // Another PDF of the product (e.g. a levy statement): the latest copy, for offline.
    await keep(source.path, blob, undefined);
  }
  return { kind: 'ok', blob, fromCache: false };
}

/**
 * 'Keep offline': on, the file is fetched now (unless the device holds it) and pinned; off, the
 * pin is dropped and the file stays as one opened (pruned in time). Answers whether the file is
 * now as asked (false: it could not be fetched, e.g. offline).
 */
export async function keepOffline(url: string, on: boolean): Promise<boolean> {
  const source = fileSource(url);
  if (source.kind !== 'stored') return false;
  const held = await db.fileCache.get(source.path);
  if (!on) {
    if (held?.pinned) await db.fileCache.update(source.path, { pinned: false });
    return true;
  }
  if (held) {
    await db.fileCache.update(source.path, { pinned: true });
    return true;
  }
  const response = online() ? await fetchProductFile(source.path) : null;
  if (!response?.ok) return false;
  await keep(source.path, await response.blob(), true);
  return true;
}

/** The stored files among `urls` the device keeps offline on purpose (live). */
export function usePinnedFiles(urls: readonly string[]): ReadonlySet<string> | undefined {
  const key = urls.join('\n');
  return useLiveQuery(async () => {
    const stored = urls.filter(isStoredFile);
    const rows = await db.fileCache.bulkGet(stored);
    return new Set(rows.filter((row): row is FileCacheRow => row?.pinned === true).map((row) => row.url));
  }, [key]);
}

/** Whether the device keeps this file offline on purpose (live); undefined while reading. */
export function useIsPinned(url: string): boolean | undefined {
  const pinned = usePinnedFiles([url]);
  return pinned === undefined ? undefined : pinned.has(url);
}
