import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db/db';
import { fileSource, keepOffline, openFile, pruneOpenedFiles } from './documents-cache';

const ORIGIN = 'http://localhost';
const FILE = '/sdk/files/newsletter-0001';
const PDF = '%PDF-1.4 a newsletter';

/** The server as fetch sees it: counts calls, checks the token is in the header (never the URL), answers from `files`. */
function stubServer(files: Record<string, string>, status = 200) {
  const calls: Array<{ url: string; authorization: string | null }> = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({ url: input, authorization: headers.get('Authorization') });
    const body = files[input];
    if (body === undefined || status !== 200)
      return new Response('{}', { status: status === 200 ? 404 : status, headers: { 'Content-Type': 'application/json' } });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
  });
  return calls;
}

function setOnline(online: boolean) {
  vi.stubGlobal('navigator', { onLine: online });
}

describe('the files the PDF viewer opens', () => {
  beforeEach(async () => {
    db.close();
    await db.delete();
    await db.open();
    await db.session.put({
      key: 'current',
      userId: 'u1',
      email: 'r@example.com',
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      accessExpiresAt: Date.now() + 3_600_000,
    });
    setOnline(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells stored files, other paths of the product and other origins apart', () => {
    expect(fileSource(FILE, ORIGIN)).toEqual({ kind: 'stored', path: FILE });
    expect(fileSource(`${ORIGIN}${FILE}`, ORIGIN)).toEqual({ kind: 'stored', path: FILE });
    expect(fileSource('/sdk/billing/statements/1?x=2', ORIGIN)).toEqual({ kind: 'product', path: '/sdk/billing/statements/1?x=2' });
    expect(fileSource('https://example.com/a.pdf', ORIGIN)).toEqual({ kind: 'external', href: 'https://example.com/a.pdf' });
    expect(fileSource('javascript:alert(1)', ORIGIN)).toEqual({ kind: 'invalid' });
    expect(fileSource('', ORIGIN)).toEqual({ kind: 'invalid' });
  });

  it('fetches a stored file once with the token in the header, keeps it, and opens it from the device after (offline too)', async () => {
    const calls = stubServer({ [FILE]: PDF });
    const first = await openFile(FILE);
    expect(first).toMatchObject({ kind: 'ok', fromCache: false });
    expect(calls).toEqual([{ url: FILE, authorization: 'Bearer access-1' }]);
    expect(calls.every((c) => !c.url.includes('access-1'))).toBe(true);
    const kept = await db.fileCache.get(FILE);
    expect(kept?.pinned).toBeUndefined();
    expect(await kept?.blob.text()).toBe(PDF);

    // Stored files never change: the device's copy is used, online or not.
    const again = await openFile(FILE);
    expect(again).toMatchObject({ kind: 'ok', fromCache: true });
    setOnline(false);
    const offline = await openFile(FILE);
    expect(offline.kind === 'ok' && (await offline.blob.text())).toBe(PDF);
    expect(calls).toHaveLength(1);
  });

  it('fetches another PDF of the product (a statement) fresh online and keeps the latest for offline', async () => {
    const STATEMENT = '/sdk/billing/statements/bill-1';
    const calls = stubServer({ [STATEMENT]: PDF });
    expect(await openFile(STATEMENT)).toMatchObject({ kind: 'ok', fromCache: false });
    expect(await openFile(STATEMENT)).toMatchObject({ kind: 'ok', fromCache: false });
    expect(calls).toHaveLength(2);
    setOnline(false);
    expect(await openFile(STATEMENT)).toMatchObject({ kind: 'ok', fromCache: true });
    expect(calls).toHaveLength(2);
  });

  it('says why a file cannot be opened: offline and not on the device, refused, another origin', async () => {
    stubServer({}, 403);
    expect(await openFile(FILE)).toEqual({ kind: 'failed', reason: 'refused' });
    expect(await openFile('https://example.com/a.pdf')).toEqual({ kind: 'failed', reason: 'external' });
    setOnline(false);
    expect(await openFile(FILE)).toEqual({ kind: 'failed', reason: 'offline' });
    expect(await db.fileCache.count()).toBe(0);
  });

  it('keeps a file offline on purpose: fetched now, pinned, and the pin survives opening it again', async () => {
    const calls = stubServer({ [FILE]: PDF });
    expect(await keepOffline(FILE, true)).toBe(true);
    expect((await db.fileCache.get(FILE))?.pinned).toBe(true);
    await openFile(FILE);
    expect((await db.fileCache.get(FILE))?.pinned).toBe(true);
    expect(calls).toHaveLength(1);

    expect(await keepOffline(FILE, false)).toBe(true);
    expect((await db.fileCache.get(FILE))?.pinned).toBe(false);
    expect(await db.fileCache.get(FILE)).toBeDefined();

    // Offline, a file the device does not hold cannot be kept.
    setOnline(false);
    expect(await keepOffline('/sdk/files/newsletter-0002', true)).toBe(false);
  });

  it('prunes the oldest opened documents beyond the limit, never a pinned one or a photo', async () => {
    const pdf = (n: number) => new Blob(['x'.repeat(n)], { type: 'application/pdf' });
    await db.fileCache.bulkPut([
      { url: '/sdk/files/old-opened-1', blob: pdf(400), fetchedAt: 1 },
      { url: '/sdk/files/old-pinned-1', blob: pdf(400), fetchedAt: 2, pinned: true },
      { url: '/sdk/files/old-photo-01', blob: new Blob(['x'.repeat(400)], { type: 'image/jpeg' }), fetchedAt: 3 },
      { url: '/sdk/files/new-opened-1', blob: pdf(400), fetchedAt: 4 },
    ]);
    await pruneOpenedFiles(500);
    expect((await db.fileCache.toCollection().primaryKeys()).sort()).toEqual(['/sdk/files/new-opened-1', '/sdk/files/old-photo-01', '/sdk/files/old-pinned-1']);
  });
});
