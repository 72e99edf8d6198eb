import { describe, expect, it } from 'vitest';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { API } from '../../src/contract/api-paths';
import { db, META } from '../../src/db/db';
import { saveContacts } from '../../src/features/records/contacts.api';
import { stopSync, syncIdle, syncNow } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { ensureClientId } from '../../src/sync/outbox';
import { FIRST_PAGE, PAGE, pullOnce } from '../../src/sync/pull';
import { publish, scopes, writeTransaction } from '../../server/sync/change-log';
import { PULL_MAX_LIMIT } from '../../src/contract/sync';
import { getSession, signIn } from '../../src/sync/session';
import { apiFetch, configureTransport, OfflineError } from '../../src/sync/transport';
import { contactArgs, otherDeviceSaves } from './sync-helpers';
import { insertCast, NEIGHBOUR, RESIDENT, WILLOW_CREEK } from '../helpers/cast';

const h = useClientHarness({ setUp: (t) => insertCast(t, [RESIDENT, NEIGHBOUR]) });

const serverCell = async (userId: string) => (await h.t.ctx.db.selectFrom('contacts').select('cell').where('user_id', '=', userId).executeTakeFirst())?.cell;
const version = async () => Number((await h.t.ctx.db.selectFrom('sync_state').select('version').executeTakeFirstOrThrow()).version);

/** Pushes the device's own outbox entry behind its back (the answer is "lost"). */
async function pushBehindClientsBack(args: unknown): Promise<void> {
  const session = await getSession();
  const clientId = await ensureClientId();
  const res = await h.t.app.inject({
    method: 'POST',
    url: API.syncPush,
    headers: { authorization: `Bearer ${session?.accessToken ?? ''}` },
    payload: { clientId, mutations: [{ id: 1, name: 'contacts.save', args }] },
  });
  expect(res.statusCode).toBe(200);
}

describe('sync client against the real server', () => {
  it('signIn stores the session and the user row, and bootstraps the mirror', async () => {
    const userId = await signInClient(RESIDENT, { pull: false });
    const session = await getSession();
    expect(session).toMatchObject({ key: 'current', email: RESIDENT.email, userId });
    expect(session?.accessExpiresAt).toBeGreaterThan(Date.now() + 60_000);
    expect((await db.users.get(userId))?.email).toBe(RESIDENT.email);
    await pullOnce();
    expect(await db.estates.count()).toBeGreaterThan(0);
    expect(await db.meta.get(META.cursor)).toBeTruthy();
  });

  it('bootstraps a log longer than the first page in pages the server accepts, every row once', async () => {
    expect(PAGE).toBeLessThanOrEqual(PULL_MAX_LIMIT);
    const count = FIRST_PAGE + 50;
    // Ten rows a transaction: a page never splits one transaction's changes.
    for (let start = 0; start < count; start += 10) {
      await writeTransaction(h.t.ctx.db, async (trx) => {
        for (let i = start; i < start + 10; i++) {
          const row = { id: `bulk-${i}`, dlevel1Name: 'General', dlevel3Name: `Provider ${i}`, rank: i, estateID: WILLOW_CREEK.id, updatedAt: 1 };
          await publish(trx, scopes.estate(WILLOW_CREEK.id), 'directory', row.id, row);
        }
      });
    }
    const limits: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const url = new URL(String(input));
      if (url.pathname === API.syncPull) limits.push(url.searchParams.get('limit') ?? '');
      return realFetch(input, init);
    };
    try {
      // The sign-in bootstraps the mirror.
      await signInClient(RESIDENT, { pull: false });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(limits).toEqual([String(FIRST_PAGE), String(PAGE)]);
    expect(await db.directory.where('id').startsWith('bulk-').count()).toBe(count);
    expect(await db.meta.get(META.cursor)).toMatchObject({ value: await version() });
  });

  it('keeps an offline write pending, then applies it exactly once when the server is reachable', async () => {
    const userId = await signInClient(RESIDENT, { pull: false });
    configureTransport({ baseUrl: CLOSED });
    await saveContacts(contactArgs(' 0821230001 '));
    await syncIdle();
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ id: 1, status: 'pending', name: 'contacts.save', table: 'contacts', rowId: userId });
    expect((await db.contacts.get(userId))?.cellNumber).toBe('0821230001');
    await expect(pullOnce()).rejects.toBeInstanceOf(OfflineError);

    configureTransport({ baseUrl: h.base });
    const v = await version();
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    expect(await serverCell(userId)).toBe('0821230001');
    expect(await version()).toBe(v + 1);
    await flushOutbox();
    await syncNow();
    expect(await version()).toBe(v + 1);
    expect((await db.contacts.get(userId))?.cellNumber).toBe('0821230001');
  });

  it('never lets a pull overwrite a row with a pending write; the shadow is applied after the ack', async () => {
    const userId = await signInClient(RESIDENT, { pull: false });
    await pullOnce();
    configureTransport({ baseUrl: CLOSED });
    await saveContacts(contactArgs('0821230002'));
    await syncIdle();
    configureTransport({ baseUrl: h.base });

    await otherDeviceSaves(h.t.app, '0831110000');
    await pullOnce();
    expect((await db.contacts.get(userId))?.cellNumber).toBe('0821230002');
    expect((await db.shadows.toArray()).map((s) => s.rowId)).toEqual([userId]);
    expect(await db.outbox.count()).toBe(1);

    // The device's push reaches the server but the answer is lost; then the other device writes again.
    await pushBehindClientsBack(contactArgs('0821230002'));
    await otherDeviceSaves(h.t.app, '0831110001');
    await pullOnce();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
    expect((await db.contacts.get(userId))?.cellNumber).toBe('0831110001');
  });

  it('rolls a refused write back and marks it failed (push answer)', async () => {
    const userId = await signInClient(RESIDENT, { pull: false });
    await pullOnce();
    const before = await db.contacts.get(userId);
    // An entry with args this server refuses (e.g. written by an older app version).
    await db.transaction('rw', db.outbox, db.contacts, db.meta, async () => {
      await db.contacts.put({ userId, ...contactArgs('abc') });
      await db.outbox.add({
        id: 1,
        name: 'contacts.save',
        args: contactArgs('abc'),
        table: 'contacts',
        rowId: userId,
        prev: before ?? null,
        status: 'pending',
        createdAt: Date.now(),
      });
      await db.meta.put({ key: META.nextMutationId, value: 2 });
    });
    await flushOutbox();
    const entry = await db.outbox.get(1);
    expect(entry).toMatchObject({ status: 'failed', error: 'Please enter a valid phone number' });
    expect(await db.contacts.get(userId)).toEqual(before);
    await pullOnce();
    expect(await db.contacts.get(userId)).toEqual(before);
    expect((await db.outbox.get(1))?.status).toBe('failed');
  });

  it('rolls a refused write back when the refusal arrives by pull (answer lost)', async () => {
    const userId = await signInClient(RESIDENT, { pull: false });
    await pullOnce();
    const before = await db.contacts.get(userId);
    await db.transaction('rw', db.outbox, db.contacts, db.meta, async () => {
      await db.contacts.put({ userId, ...contactArgs('abc') });
      await db.outbox.add({
        id: 1,
        name: 'contacts.save',
        args: contactArgs('abc'),
        table: 'contacts',
        rowId: userId,
        prev: before ?? null,
        status: 'pending',
        createdAt: Date.now(),
      });
      await db.meta.put({ key: META.nextMutationId, value: 2 });
    });
    await pushBehindClientsBack(contactArgs('abc'));
    await pullOnce();
    expect(await db.outbox.get(1)).toMatchObject({ status: 'failed', error: 'Please enter a valid phone number' });
    expect(await db.contacts.get(userId)).toEqual(before);
    expect((await db.mutationErrors.toArray()).map((e) => e.message)).toContain('Please enter a valid phone number');
  });

  it('refreshes the access token when it is about to expire, and after a 401', async () => {
    await signInClient(RESIDENT, { pull: false });
    const first = await getSession();
    if (!first) throw new Error('no session');
    await db.session.update('current', { accessExpiresAt: Date.now() + 10_000 });
    await Promise.all([pullOnce(), apiFetch(`${API.syncPull}?cursor=0&limit=1`), apiFetch(`${API.syncPull}?cursor=0&limit=1`)]);
    const second = await getSession();
    expect(second?.refreshToken).not.toBe(first.refreshToken);
    expect(second?.accessExpiresAt).toBeGreaterThan(Date.now() + 60_000);

    // A token the server no longer accepts: one refresh, one retry.
    await db.session.update('current', { accessToken: 'eyJ0eXAiOiJhY2Nlc3MifQ.bad' });
    await apiFetch(`${API.syncPull}?cursor=0&limit=1`);
    const third = await getSession();
    expect(third?.accessToken).not.toBe('eyJ0eXAiOiJhY2Nlc3MifQ.bad');
    expect(third?.refreshToken).not.toBe(second?.refreshToken);
  });

  it('keeps one user mirror per device: another account starts from empty', async () => {
    const userId = await signInClient(RESIDENT, { pull: false });
    await pullOnce();
    await signIn(NEIGHBOUR.email, NEIGHBOUR.password);
    stopSync();
    await syncIdle();
    expect(await db.users.get(userId)).toBeUndefined();
    expect((await getSession())?.email).toBe(NEIGHBOUR.email);
  });
});
