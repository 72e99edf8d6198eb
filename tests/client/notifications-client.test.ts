import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { inboxNotification, inboxNotifications } from '../../src/app/notification-inbox';
import { db, EstateDb, META, storesByVersion } from '../../src/db/db';
import { unreadCounts, visibleList } from '../../src/domain/notifications';
import { notifyEstate } from '../../server/modules/notifications/notifications.service';
import { writeTransaction } from '../../server/sync/change-log';
import { markNotificationRead } from '../../src/features/notifications/notifications.api';
import { stopSync, syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { pullOnce } from '../../src/sync/pull';
import { getSession, signIn } from '../../src/sync/session';
import { configureTransport } from '../../src/sync/transport';
import { BAOBAB_RIDGE, insertCast, NEIGHBOUR, RESIDENT, WILLOW_CREEK, seedDemoInbox } from '../helpers/cast';

/** The client half of notifications: real Dexie (fake-indexeddb) against the real server. */
const h = useClientHarness({ setUp: async (t) => seedDemoInbox(t, await insertCast(t, [RESIDENT, NEIGHBOUR])) });

const serverStatus = async (id: string) => (await h.t.ctx.db.selectFrom('notifications').select('status').where('id', '=', id).executeTakeFirst())?.status;

describe('notifications on the device', () => {
  it("mirrors the user's notifications and marks one READ offline, then on the server exactly once", async () => {
    const userId = await signInClient(RESIDENT);
    const all = await db.notifications.toArray();
    // The demo inbox's 17, less the one older than 30 days: the pull brings it, the device drops it (src/sync/age-out.ts).
    expect(all.length).toBe(16);
    expect(all.map((n) => n.title)).not.toContain('Old notice');
    expect(all.every((n) => n.userId === userId)).toBe(true);
    expect(unreadCounts(all, Date.now()).All).toBe(8);

    const target = all.find((n) => n.title === 'HOA meeting')!;
    configureTransport({ baseUrl: CLOSED });
    await markNotificationRead(target);
    await syncIdle();
    expect((await db.notifications.get(target.notificationId))?.status).toBe('READ');
    expect(await db.outbox.toArray()).toMatchObject([
      { name: 'notifications.markRead', table: 'notifications', rowId: target.notificationId, status: 'pending' },
    ]);
    expect(unreadCounts(await db.notifications.toArray(), Date.now()).All).toBe(7);
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

describe('estate notices on the device (issue 28: one row per notice, fanned out on read)', () => {
  const sendNotice = (estateId: number, title: string, input: { expiresAt?: number; createdAt?: number } = {}) =>
    writeTransaction(h.t.ctx.db, (trx) => notifyEstate(trx, estateId, { type: 'HOA', title, description: `${title}: details`, ...input }));
  const unread = async () => unreadCounts(await inboxNotifications(), Date.now());
  const inboxed = async (id: string) => (await inboxNotifications()).filter((n) => n.notificationId === id);
  /** What the detail page opens: the notice as the signed-in user's notification. */
  const open = async (id: string) => {
    const notification = await inboxNotification(id);
    if (!notification) throw new Error(`${id} is not in the inbox`);
    await markNotificationRead(notification);
  };

  it("merges the estate's notices into the inbox and the badge, unread, and marks one read offline, then on the server for this user only", async () => {
    const notice = await sendNotice(WILLOW_CREEK.id, 'Pool closed');
    const userId = await signInClient(RESIDENT);
    expect(await db.estateNotices.get(notice.notificationId)).toEqual(notice);
    // The inbox the screens read: the resident's own rows and the notice, as theirs, unread; the badge and its category count it.
    const own = await db.notifications.toArray();
    const before = unreadCounts(own, Date.now());
    const inbox = await inboxNotifications();
    expect(inbox).toHaveLength(own.length + 1);
    expect(await inboxed(notice.notificationId)).toEqual([
      { ...notice, userId, status: 'SENT', paymentDetails: null, actionID: '', actionType: '', approvalUID: '' },
    ]);
    expect(visibleList(inbox, Date.now())[0]?.notificationId).toBe(notice.notificationId);
    expect(await unread()).toMatchObject({ All: before.All + 1, HOA: before.HOA + 1 });
    expect(await inboxNotification(notice.notificationId)).toMatchObject({ title: 'Pool closed', status: 'SENT', userId });

    configureTransport({ baseUrl: CLOSED });
    await open(notice.notificationId);
    await syncIdle();
    expect(await inboxed(notice.notificationId)).toMatchObject([{ status: 'READ', userId }]);
    expect(await unread()).toMatchObject({ All: before.All, HOA: before.HOA });
    expect(await db.outbox.toArray()).toMatchObject([
      { name: 'notifications.markRead', table: 'notifications', rowId: notice.notificationId, status: 'pending' },
    ]);
    // Opening it again adds nothing.
    await open(notice.notificationId);
    expect(await db.outbox.count()).toBe(1);

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    const reads = await h.t.ctx.db.selectFrom('estate_notice_reads').select(['user_id', 'status']).where('notice_id', '=', notice.notificationId).execute();
    expect(reads).toEqual([{ user_id: userId, status: 'READ' }]);
    await pullOnce();
    expect(await inboxed(notice.notificationId)).toMatchObject([{ status: 'READ', userId }]);
    expect(await db.estateNotices.get(notice.notificationId)).toEqual(notice);
  });

  it('shows another member the notice unread after the first one read it; a member of another estate does not see it', async () => {
    const notice = await sendNotice(WILLOW_CREEK.id, 'Roads resurfaced');
    const other = await sendNotice(BAOBAB_RIDGE.id, 'Baobab only');
    const resident = await signInClient(RESIDENT);
    await open(notice.notificationId);
    await flushOutbox();
    expect(await inboxed(notice.notificationId)).toMatchObject([{ status: 'READ', userId: resident }]);
    // The resident holds a role at both estates: both notices are theirs.
    expect(await inboxed(other.notificationId)).toMatchObject([{ status: 'SENT' }]);

    db.close();
    await db.delete();
    await db.open();
    const neighbour = await signInClient(NEIGHBOUR);
    expect(await inboxed(notice.notificationId)).toMatchObject([{ status: 'SENT', userId: neighbour }]);
    expect(await inboxed(other.notificationId)).toEqual([]);
    expect(await inboxNotification(other.notificationId)).toBeNull();
  });

  it('hides a notice past its expiry or older than 30 days, as a personal one', async () => {
    const expired = await sendNotice(WILLOW_CREEK.id, 'Expired notice', { expiresAt: Date.now() - 1000 });
    const old = await sendNotice(WILLOW_CREEK.id, 'Old estate notice', { createdAt: Date.now() - 31 * 24 * 60 * 60 * 1000 });
    await signInClient(RESIDENT);
    const shown = visibleList(await inboxNotifications(), Date.now()).map((n) => n.notificationId);
    expect(shown).not.toContain(expired.notificationId);
    expect(shown).not.toContain(old.notificationId);
  });

  it('a refused read rolls the notice back to unread and shows the message', async () => {
    const notice = await sendNotice(WILLOW_CREEK.id, 'Withdrawn notice');
    await signInClient(RESIDENT);
    configureTransport({ baseUrl: CLOSED });
    await open(notice.notificationId);
    await syncIdle();
    expect(await inboxed(notice.notificationId)).toMatchObject([{ status: 'READ' }]);
    // Meanwhile the notice is gone on the server.
    await h.t.ctx.db.deleteFrom('estate_notices').where('id', '=', notice.notificationId).execute();
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    expect(await db.notifications.get(notice.notificationId)).toBeUndefined();
    expect(await inboxed(notice.notificationId)).toMatchObject([{ status: 'SENT' }]);
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'failed', error: 'Notification not found' });
  });

  it('version 13 makes a device of the build before pull everything again, its cursor and rows kept until then', async () => {
    const name = 'estate-notices-upgrade';
    const old = new Dexie(name);
    for (const [version, stores] of storesByVersion()) if (version <= 12) old.version(version).stores(stores);
    await old.open();
    await old.table('meta').bulkPut([
      { key: META.cursor, value: 42 },
      { key: META.scopes, value: 'hash-before' },
    ]);
    await old.table('notifications').put({ notificationId: 'n1', userId: 'u1', status: 'SENT' });
    old.close();

    const upgraded = new EstateDb(name);
    await upgraded.open();
    expect(upgraded.verno).toBeGreaterThanOrEqual(13);
    // No scope hash: the next pull answers reset, and the bootstrap brings the notices the build before skipped.
    expect(await upgraded.meta.get(META.scopes)).toBeUndefined();
    expect((await upgraded.meta.get(META.cursor))?.value).toBe(42);
    expect(await upgraded.notifications.count()).toBe(1);
    expect(await upgraded.estateNotices.count()).toBe(0);
    upgraded.close();
    await Dexie.delete(name);
  });
});
