import { liveQuery } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { db, META, type OutboxEntry } from '../../src/db/db';
import { saveContacts } from '../../src/features/records/contacts.api';
import { syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { mutate } from '../../src/sync/mutate';
import { onOutboxEntryCommitted } from '../../src/sync/outbox-signal';
import { pullOnce } from '../../src/sync/pull';
import { shadowKey } from '../../src/sync/tables';
import { configureTransport } from '../../src/sync/transport';
import { contactArgs, otherDeviceSaves } from './sync-helpers';
import { insertCast, RESIDENT } from '../helpers/cast';

// Issue 30: a local write is one transaction that reads the signed-in user itself; a pull page
// deletes only the shadows that exist.

const h = useClientHarness({ setUp: (t) => insertCast(t, [RESIDENT]) });

describe('local writes and pulls (issue 30)', () => {
  it('queues writes in order with the row, the entry and the counter together, and answers where each went', async () => {
    const userId = await signInClient(RESIDENT);
    configureTransport({ baseUrl: CLOSED });
    const first = await mutate('contacts.save', contactArgs('0821230011'));
    const second = await mutate('contacts.save', contactArgs('0821230012'));
    await syncIdle();
    expect(first).toEqual({ table: 'contacts', rowId: userId, outboxId: 1 });
    expect(second).toEqual({ table: 'contacts', rowId: userId, outboxId: 2 });
    const entries = await db.outbox.orderBy('id').toArray();
    expect(entries.map((e) => [e.id, (e.args as { cellNumber: string }).cellNumber])).toEqual([
      [1, '0821230011'],
      [2, '0821230012'],
    ]);
    // The second remembers the first's optimistic row as the row it replaced.
    expect((entries[1]?.prev as { cellNumber: string } | null)?.cellNumber).toBe('0821230011');
    expect((await db.meta.get(META.nextMutationId))?.value).toBe(3);
    expect((await db.contacts.get(userId))?.cellNumber).toBe('0821230012');
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
  });

  it('hands each committed outbox entry to the page before the write answers, and none of a refused write', async () => {
    await signInClient(RESIDENT);
    configureTransport({ baseUrl: CLOSED });
    const told: OutboxEntry[] = [];
    const stop = onOutboxEntryCommitted((entry) => told.push(entry));
    try {
      const { outboxId } = await mutate('contacts.save', contactArgs('0821230021'));
      // Told by the time the write answers (the screens show it without re-reading), and told what was stored.
      expect(told.map((e) => e.id)).toEqual([outboxId]);
      expect(told).toEqual(await db.outbox.toArray());
      await db.session.delete('current');
      await expect(saveContacts(contactArgs('0821230022'))).rejects.toThrow('Not signed in');
      expect(told.map((e) => e.id)).toEqual([outboxId]);
    } finally {
      stop();
    }
  });

  it('hands the committed entry to the page before Dexie re-runs the live queries the write touched', async () => {
    await signInClient(RESIDENT);
    configureTransport({ baseUrl: CLOSED });
    const events: string[] = [];
    let answers = 0;
    const firstAnswer = Promise.withResolvers<void>();
    const query = liveQuery(() => {
      events.push('outbox query runs');
      return db.outbox.toArray();
    }).subscribe(() => {
      answers++;
      firstAnswer.resolve();
    });
    const stop = onOutboxEntryCommitted(() => events.push('told'));
    try {
      await firstAnswer.promise;
      events.length = 0;
      const before = answers;
      await mutate('contacts.save', contactArgs('0821230031'));
      await vi.waitFor(() => expect(answers).toBeGreaterThan(before));
      // Told in the commit's event, before the re-read Dexie starts in that same event.
      expect(events.slice(0, 2)).toEqual(['told', 'outbox query runs']);
    } finally {
      stop();
      query.unsubscribe();
    }
  });

  it('queues a write in one transaction when the id after its last one still holds, and takes the stored counter when something moved it', async () => {
    const userId = await signInClient(RESIDENT);
    configureTransport({ baseUrl: CLOSED });
    const first = await mutate('contacts.save', contactArgs('0821230041'));
    const spy = vi.spyOn(db, 'transaction');
    // The writes' transactions: the only ones over the session and the outbox together (a flush may run beside them).
    const writes = () => spy.mock.calls.filter((call) => Array.isArray(call[1]) && call[1].includes(db.session) && call[1].includes(db.outbox)).length;
    try {
      // The next id guessed right: one transaction, and the entry still holds the row it replaced.
      const second = await mutate('contacts.save', contactArgs('0821230042'));
      expect(second.outboxId).toBe(first.outboxId + 1);
      expect(writes()).toBe(1);
      // Another writer (a tab, the service worker, a renumbering) moved the counter: the guess
      // fails, its transaction leaves nothing, and the write takes the stored counter.
      await db.meta.put({ key: META.nextMutationId, value: 7 });
      spy.mockClear();
      const third = await mutate('contacts.save', contactArgs('0821230043'));
      expect(writes()).toBe(2);
      expect(third.outboxId).toBe(7);
    } finally {
      spy.mockRestore();
    }
    const entries = await db.outbox.orderBy('id').toArray();
    // Each entry holds the row it replaced (the first, the row the sign-in brought).
    expect(entries.map((e) => [e.id, (e.args as { cellNumber: string }).cellNumber, (e.prev as { cellNumber: string } | null)?.cellNumber]).slice(1)).toEqual([
      [first.outboxId + 1, '0821230042', '0821230041'],
      [7, '0821230043', '0821230042'],
    ]);
    expect((await db.meta.get(META.nextMutationId))?.value).toBe(8);
    expect((await db.contacts.get(userId))?.cellNumber).toBe('0821230043');
    configureTransport({ baseUrl: h.base });
  });

  it('refuses a write for the user with nobody signed in, and writes nothing', async () => {
    await signInClient(RESIDENT);
    const next = (await db.meta.get(META.nextMutationId))?.value;
    const rows = await db.contacts.count();
    await db.session.delete('current');
    await expect(saveContacts(contactArgs('0821230013'))).rejects.toThrow('Not signed in');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.contacts.count()).toBe(rows);
    expect((await db.meta.get(META.nextMutationId))?.value).toBe(next);
  });

  it('a pulled row replaces a shadow left for it, and the shadow goes', async () => {
    const userId = await signInClient(RESIDENT);
    // A shadow the server's newer row supersedes (no write to the row is pending).
    await db.shadows.put({ key: shadowKey('contacts', userId), table: 'contacts', rowId: userId, op: 'put', data: { userId, ...contactArgs('0800000000') } });
    await otherDeviceSaves(h.t.app, '0831110002');
    await pullOnce();
    expect((await db.contacts.get(userId))?.cellNumber).toBe('0831110002');
    expect(await db.shadows.count()).toBe(0);
  });

  it('keeps a pulled row in a shadow while a write to it is pending, other rows untouched', async () => {
    const userId = await signInClient(RESIDENT);
    configureTransport({ baseUrl: CLOSED });
    await saveContacts(contactArgs('0821230014'));
    await syncIdle();
    configureTransport({ baseUrl: h.base });
    await otherDeviceSaves(h.t.app, '0831110003');
    await pullOnce();
    expect((await db.contacts.get(userId))?.cellNumber).toBe('0821230014');
    expect((await db.shadows.toArray()).map((s) => [s.rowId, (s.data as { cellNumber: string } | undefined)?.cellNumber])).toEqual([[userId, '0831110003']]);
  });
});
