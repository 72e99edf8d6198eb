import { describe, expect, it } from 'vitest';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { db } from '../../src/db/db';
import { unreadCounts } from '../../src/domain/notifications';
import { markNotificationRead } from '../../src/features/notifications/notifications.api';
import { stopSync, syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { pullOnce } from '../../src/sync/pull';
import { getSession, signIn } from '../../src/sync/session';
import { configureTransport } from '../../src/sync/transport';
import { insertCast, NEIGHBOUR, RESIDENT, seedDemoInbox } from '../helpers/cast';

/** The client half of notifications: real Dexie (fake-indexeddb) against the real server. */
const h = useClientHarness({ setUp: async (t) => seedDemoInbox(t, await insertCast(t, [RESIDENT, NEIGHBOUR])) });

const serverStatus = async (id: string) => (await h.t.ctx.db.selectFrom('notifications').select('status').where('id', '=', id).executeTakeFirst())?.status;

describe('notifications on the device', () => {
  it("mirrors the user's notifications and marks one READ offline, then on the server exactly once", async () => {
    const userId = await signInClient(RESIDENT);
    const all = await db.notifications.toArray();
    // The demo inbox's 18, less the one older than 30 days: the pull brings it, the device drops it (src/sync/age-out.ts).
    expect(all.length).toBe(17);
    expect(all.map((n) => n.title)).not.toContain('Old notice');
    expect(all.every((n) => n.userId === userId)).toBe(true);
    expect(unreadCounts(all, Date.now()).All).toBe(9);

    const target = all.find((n) => n.title === 'HOA meeting')!;
    configureTransport({ baseUrl: CLOSED });
    await markNotificationRead(target);
    await syncIdle();
    expect((await db.notifications.get(target.notificationId))?.status).toBe('READ');
    expect(await db.outbox.toArray()).toMatchObject([
      { name: 'notifications.markRead', table: 'notifications', rowId: target.notificationId, status: 'pending' },
    ]);
    expect(unreadCounts(await db.notifications.toArray(), Date.now()).All).toBe(8);
    expect(await serverStatus(target.notificationId)).toBe('SENT');

    // Opening it again adds nothing to the outbox.
    await markNotificationRead({ notificationId: target.notificationId, status: 'READ' });
    expect(await db.outbox.count()).toBe(1);

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    expect(await serverStatus(target.notificationId)).toBe('READ');
    await pullOnce();
    expect((await db.notifications.get(target.notificationId))?.status).toBe('READ');
  });

  it('rolls the row back to unread and shows the server message when the server refuses', async () => {
    await signInClient(RESIDENT);
    const target = (await db.notifications.toArray()).find((n) => n.title === 'Clubhouse booking confirmed')!;
    configureTransport({ baseUrl: CLOSED });
    await markNotificationRead(target);
    await syncIdle();
    expect((await db.notifications.get(target.notificationId))?.status).toBe('READ');
    // Meanwhile the notification is gone on the server.
    await h.t.ctx.db.deleteFrom('notifications').where('id', '=', target.notificationId).execute();
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    expect((await db.notifications.get(target.notificationId))?.status).toBe('SENT');
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'failed', error: 'Notification not found' });
  });

  it('a session the server ended keeps an unsent read for the same user, and wipes it for another user', async () => {
    const userId = await signInClient(RESIDENT);
    const target = (await db.notifications.toArray()).find((n) => n.title === 'Visitor arrived')!;
    configureTransport({ baseUrl: CLOSED });
    await markNotificationRead(target);
    await syncIdle();
    configureTransport({ baseUrl: h.base });
    // Every session of the user is revoked on the server (as a password reset does).
    await h.t.ctx.db.updateTable('refresh_tokens').set({ revoked_at: Date.now() }).where('user_id', '=', userId).execute();
    await pullOnce().catch(() => undefined);
    await expect.poll(async () => (await getSession()) ?? null, { timeout: 5000 }).toBeNull();
    expect(await db.outbox.count()).toBe(1);
    expect((await db.notifications.get(target.notificationId))?.status).toBe('READ');

    // The same user signs in again: the read reaches the server.
    await signIn(RESIDENT.email, RESIDENT.password);
    stopSync();
    await syncIdle();
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    expect(await serverStatus(target.notificationId)).toBe('READ');

    // Ended again with a write pending, then another user signs in: nothing of the first stays.
    const other = (await db.notifications.toArray()).find((n) => n.status === 'SENT')!;
    configureTransport({ baseUrl: CLOSED });
    await markNotificationRead(other);
    await syncIdle();
    configureTransport({ baseUrl: h.base });
    await h.t.ctx.db.updateTable('refresh_tokens').set({ revoked_at: Date.now() }).where('user_id', '=', userId).execute();
    await pullOnce().catch(() => undefined);
    await expect.poll(async () => (await getSession()) ?? null, { timeout: 5000 }).toBeNull();
    await signIn(NEIGHBOUR.email, NEIGHBOUR.password);
    stopSync();
    await syncIdle();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notifications.get(other.notificationId)).toBeUndefined();
    expect(await db.users.get(userId)).toBeUndefined();
  });
});
