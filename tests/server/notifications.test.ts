import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { EstateNotice, Notification } from '../../src/contract/notifications';
import { ROLES } from '../../src/domain/roles';
import { unreadCounts, visibleList } from '../../src/domain/notifications';
import { notify } from '../../server/modules/notifications/notifications.service';
import { onCommittedVersion, writeTransaction } from '../../server/sync/change-log';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { BAOBAB_RIDGE, GUARD, MANAGER, NEIGHBOUR, RESIDENT, WILLOW_CREEK, seedDemoInbox, useCast } from '../helpers/cast';
import { insertUser, makeUser, type Caller } from '../helpers/factories';

/** A member of Baobab Ridge only: no member of Willow Creek, whose notices are not theirs. */
const OUTSIDER = { roles: [{ estateId: BAOBAB_RIDGE.id, role: ROLES.resident, unitNo: 'B9' }] } as const;

const dialects = await availableDialects();

describe.each(dialects)('notifications on %s', (dialect) => {
  // The demo seed's inbox for the resident and the neighbour.
  const {
    t,
    people: [resident, neighbour, manager, guard, outsider],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR, MANAGER, GUARD, OUTSIDER], { setUp: seedDemoInbox });
  let n = 0;
  const newClient = () => `notif-${dialect}-${Date.now()}-${++n}`;

  const notificationsOf = async (caller: Caller) => {
    const { changes } = await pullAll(t.app, caller);
    return changes.filter((c) => c.table === 'notifications' && c.op === 'put').map((c) => c.data as unknown as Notification);
  };
  const noticesOf = async (caller: Caller) => {
    const { changes } = await pullAll(t.app, caller);
    return changes.filter((c) => c.table === 'estateNotices' && c.op === 'put').map((c) => c.data as unknown as EstateNotice);
  };
  const countOf = async (table: 'notifications' | 'estate_notices' | 'estate_notice_reads' | 'change_log') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Notifications and estate notices: what a send writes. */
  const rowCount = async () => (await countOf('notifications')) + (await countOf('estate_notices'));
  const changesSince = (v: number) => t.ctx.db.selectFrom('change_log').select(['scope', 'tbl', 'row_id']).where('v', '>', v).orderBy('v').execute();
  const version = async () => Number((await t.ctx.db.selectFrom('sync_state').select('version').executeTakeFirstOrThrow()).version);
  const members = async (estateId: number) =>
    (await t.ctx.db.selectFrom('user_roles').select('user_id').distinct().where('estate_id', '=', estateId).execute()).length;
  const sendNotice = async (title: string) => {
    const res = await send(manager, { estateId: WILLOW_CREEK.id, type: 'HOA', title, description: `${title}: details` });
    expect(res.status).toBe(201);
    const id = res.body.details?.[0]?.notificationIds[0];
    if (!id) throw new Error('no notice id');
    return id;
  };
  const markRead = (caller: Caller, notificationId: string, clientId = newClient()) =>
    push(t.app, caller, clientId, [{ id: 1, name: 'notifications.markRead', args: { notificationId } }]);
  const send = async (caller: Caller | null, payload: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url: API.notificationsSend,
      headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
      payload: payload as Record<string, unknown>,
    });
    return {
      status: res.statusCode,
      body: res.json<{ status: string; details?: Array<{ sent: number; notificationIds: string[] }>; errorDescription?: string }>(),
    };
  };

  it('seeds demo notifications of every type into the resident scope only', async () => {
    const mine = await notificationsOf(resident);
    const types = new Set(mine.map((x) => x.type));
    for (const type of [
      'Estate Manager',
      'alert',
      'Developer',
      'Events',
      'Newsletter',
      'Visitor Access',
      'visitor',
      // (a 'Visitor Access Request' comes from the access-requests seed: tests/server/seed.test.ts)
      'Resident Access',
      'HOA',
      'Payments',
      'snag',
      'booking',
      'access',
      'Messages',
    ]) {
      expect(types.has(type), type).toBe(true);
    }
    expect(mine.every((x) => x.userId === resident.userId)).toBe(true);
    const now = Date.now();
    const visible = visibleList(mine, now);
    // Old (31 days), expired and DELETED are synced but hidden by the inbox rules.
    expect(visible).toHaveLength(mine.length - 3);
    expect(visible.map((x) => x.title)).not.toContain('Old notice');
    expect(unreadCounts(mine, now).All).toBe(visible.filter((x) => x.status === 'SENT').length);
    expect(mine.find((x) => x.type === 'Payments')?.paymentDetails).toMatchObject({ amount: 2450, reference: 'LEV-000123' });
    const theirs = await notificationsOf(neighbour);
    expect(theirs.map((x) => x.title)).toEqual(['Welcome, neighbour']);
  });

  it('marks an item READ through a pushed mutation, exactly once', async () => {
    const unread = (await notificationsOf(resident)).find((x) => x.status === 'SENT' && x.title === 'Gate motor fault');
    expect(unread).toBeDefined();
    const clientId = newClient();
    const m = [{ id: 1, name: 'notifications.markRead', args: { notificationId: unread!.notificationId } }];
    const res = await push(t.app, resident, clientId, m);
    expect(res.body.results).toEqual([{ id: 1, ok: true }]);
    const row = await t.ctx.db.selectFrom('notifications').selectAll().where('id', '=', unread!.notificationId).executeTakeFirstOrThrow();
    expect(row.status).toBe('READ');
    expect((await notificationsOf(resident)).find((x) => x.notificationId === unread!.notificationId)?.status).toBe('READ');
    const again = await push(t.app, resident, clientId, m);
    expect(again.body.results).toEqual([{ id: 1, ok: true }]);
  });

  it("refuses marking another user's notification, an unknown id and an empty id, writing nothing", async () => {
    const target = (await notificationsOf(resident)).find((x) => x.status === 'SENT')!;
    const before = await t.ctx.db.selectFrom('notifications').select(['id', 'status', 'updated_at']).orderBy('id').execute();
    const res = await push(t.app, neighbour, newClient(), [
      { id: 1, name: 'notifications.markRead', args: { notificationId: target.notificationId } },
      { id: 2, name: 'notifications.markRead', args: { notificationId: 'no-such-id' } },
      { id: 3, name: 'notifications.markRead', args: { notificationId: '' } },
      { id: 4, name: 'notifications.markRead', args: {} },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: 1, ok: false, error: 'Notification not found' },
      { id: 2, ok: false, error: 'Notification not found' },
      { id: 3, ok: false, error: 'Notification id is required' },
      { id: 4, ok: false, error: 'Notification id is required' },
    ]);
    const after = await t.ctx.db.selectFrom('notifications').select(['id', 'status', 'updated_at']).orderBy('id').execute();
    expect(after).toEqual(before);
  });

  it('lets the estate manager notify one resident; the row reaches only that user and pokes', async () => {
    const versions: number[] = [];
    const stop = onCommittedVersion((v) => versions.push(v));
    const res = await send(manager, {
      estateId: 91,
      userId: neighbour.userId,
      title: 'Refuse collection',
      description: 'Refuse is collected on Thursday this week.',
      url: 'https://example.com/refuse',
    });
    stop();
    expect(res.status).toBe(201);
    expect(res.body.details?.[0]?.sent).toBe(1);
    expect(versions).toHaveLength(1);
    const mine = await notificationsOf(neighbour);
    const got = mine.find((x) => x.title === 'Refuse collection');
    expect(got).toMatchObject({
      type: 'Estate Manager',
      status: 'SENT',
      description: 'Refuse is collected on Thursday this week.',
      url: 'https://example.com/refuse',
      estateId: 91,
    });
    expect((await notificationsOf(resident)).some((x) => x.title === 'Refuse collection')).toBe(false);
  });

  it('lets the estate manager notify the whole estate: one notice row and one change in the estate scope, whatever the members', async () => {
    // Thirty more members: the notice is still one row and one change, not one per member.
    for (let i = 0; i < 30; i += 1) {
      await insertUser(t, { roles: [{ estateId: WILLOW_CREEK.id, role: ROLES.resident, unitNo: `M${i}` }] });
    }
    const count = await members(WILLOW_CREEK.id);
    expect(count).toBeGreaterThan(30);
    const [personal, notices, v] = [await countOf('notifications'), await countOf('estate_notices'), await version()];
    const versions: number[] = [];
    const stop = onCommittedVersion((at) => versions.push(at));
    const res = await send(manager, { estateId: WILLOW_CREEK.id, type: 'HOA', title: 'AGM reminder', description: 'The AGM is tonight at 18:00.' });
    stop();
    expect(res.status).toBe(201);
    // The console's answer: how many members can read it, and the notice's one id.
    const noticeId = res.body.details?.[0]?.notificationIds[0];
    expect(res.body.details).toEqual([{ sent: count, notificationIds: [noticeId] }]);
    expect(await countOf('notifications')).toBe(personal);
    expect(await countOf('estate_notices')).toBe(notices + 1);
    expect(await changesSince(v)).toEqual([{ scope: `estate:${WILLOW_CREEK.id}`, tbl: 'estateNotices', row_id: noticeId }]);
    expect(versions).toHaveLength(1);
    for (const caller of [resident, neighbour, guard, manager]) {
      expect((await noticesOf(caller)).filter((x) => x.title === 'AGM reminder')).toEqual([
        {
          notificationId: noticeId,
          estateId: WILLOW_CREEK.id,
          type: 'HOA',
          title: 'AGM reminder',
          description: 'The AGM is tonight at 18:00.',
          image: '',
          url: '',
          createdAt: expect.any(Number),
          expiresAt: null,
        },
      ]);
      expect((await notificationsOf(caller)).some((x) => x.title === 'AGM reminder')).toBe(false);
    }
    expect((await noticesOf(outsider)).some((x) => x.title === 'AGM reminder')).toBe(false);
    // Fanned out on read: a member who joins after it was sent reads it from the estate's scope too.
    const later = await makeUser(t, { roles: [{ estateId: WILLOW_CREEK.id, role: ROLES.tenant, unitNo: '30' }] });
    expect((await noticesOf(later)).map((x) => x.notificationId)).toContain(noticeId);
  });

  it("keeps each member's read state of an estate notice their own, published in their scope only", async () => {
    const noticeId = await sendNotice('Pool closed');
    const v = await version();
    const clientId = newClient();
    expect((await markRead(resident, noticeId, clientId)).body.results).toEqual([{ id: 1, ok: true }]);
    expect(await changesSince(v)).toEqual([{ scope: `user:${resident.userId}`, tbl: 'notifications', row_id: noticeId }]);
    expect(await t.ctx.db.selectFrom('estate_notice_reads').select(['user_id', 'status']).where('notice_id', '=', noticeId).execute()).toEqual([
      { user_id: resident.userId, status: 'READ' },
    ]);
    expect((await notificationsOf(resident)).find((x) => x.notificationId === noticeId)).toMatchObject({
      userId: resident.userId,
      estateId: WILLOW_CREEK.id,
      status: 'READ',
      type: 'HOA',
      title: 'Pool closed',
      description: 'Pool closed: details',
    });
    // The notice itself is unchanged: every other member still has it unread.
    expect((await noticesOf(neighbour)).some((x) => x.notificationId === noticeId)).toBe(true);
    expect((await notificationsOf(neighbour)).some((x) => x.notificationId === noticeId)).toBe(false);

    // The same mutation again, and the same read from another device: answered, nothing new.
    const settled = await version();
    expect((await markRead(resident, noticeId, clientId)).body.results).toEqual([{ id: 1, ok: true }]);
    expect((await markRead(resident, noticeId)).body.results).toEqual([{ id: 1, ok: true }]);
    expect(await version()).toBe(settled);

    // A second member's read is theirs.
    expect((await markRead(neighbour, noticeId)).body.results).toEqual([{ id: 1, ok: true }]);
    expect((await notificationsOf(neighbour)).find((x) => x.notificationId === noticeId)).toMatchObject({ userId: neighbour.userId, status: 'READ' });
    expect((await notificationsOf(guard)).some((x) => x.notificationId === noticeId)).toBe(false);
    expect(await countOf('estate_notice_reads')).toBeGreaterThanOrEqual(2);
  });

  it('refuses marking an estate notice of an estate the caller is no member of, as an unknown id, writing nothing', async () => {
    const noticeId = await sendNotice('Gate maintenance');
    const [reads, v] = [await countOf('estate_notice_reads'), await version()];
    const res = await markRead(outsider, noticeId);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ id: 1, ok: false, error: 'Notification not found' }]);
    expect(await countOf('estate_notice_reads')).toBe(reads);
    // The refusal itself is published to the outsider (the mutation's error row), nothing else.
    expect((await changesSince(v)).filter((c) => c.tbl !== 'mutationErrors')).toEqual([]);
  });

  it('refuses non-managers, other estates and strangers as recipients, writing nothing', async () => {
    const before = await rowCount();
    const valid = { estateId: 91, title: 'Hello', description: 'Body' };
    expect((await send(null, valid)).status).toBe(401);
    for (const caller of [resident, neighbour, guard]) {
      const res = await send(caller, valid);
      expect(res.status).toBe(403);
      expect(res.body.errorDescription).toBe('Only an estate manager of this estate may send notifications');
    }
    // The manager of 91 is not a manager at 92, and the resident of 92 only is not at 91.
    expect((await send(manager, { ...valid, estateId: 92 })).status).toBe(403);
    const stranger = await send(manager, { ...valid, userId: 'not-a-member' });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errorDescription).toBe('The recipient is not a member of this estate');
    expect(await rowCount()).toBe(before);
  });

  it('answers bad input with 400 and the message, writing nothing', async () => {
    const before = await rowCount();
    const cases: Array<[unknown, string]> = [
      [{ estateId: 91, title: '', description: 'x' }, 'Please enter a title'],
      [{ estateId: 91, title: '   ', description: 'x' }, 'Please enter a title'],
      [{ estateId: 91, title: 'x', description: '' }, 'Please enter a message'],
      [{ estateId: 91, description: 'x' }, 'Please enter a title'],
      [{ title: 'x', description: 'x' }, 'Please select an estate'],
      [{ estateId: 'abc', title: 'x', description: 'x' }, 'Please select an estate'],
      [{ estateId: 91, title: 'x', description: 'x', type: 'snag' }, 'Please choose a notification type'],
      [{ estateId: 91, title: 'x', description: 'x', url: 'javascript:alert(1)' }, 'Please enter a valid url'],
    ];
    for (const [payload, message] of cases) {
      const res = await send(manager, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.errorDescription).toBe(message);
    }
    const garbage = await t.app.inject({
      method: 'POST',
      url: API.notificationsSend,
      headers: { authorization: `Bearer ${manager.token}`, 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(garbage.statusCode).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('notify() is callable by other modules inside their transaction and rolls back with it', async () => {
    const before = await rowCount();
    await expect(
      writeTransaction(t.ctx.db, async (trx) => {
        await notify(trx, { userId: resident.userId, type: 'booking', title: 'Booking made' });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await rowCount()).toBe(before);
    const made = await writeTransaction(t.ctx.db, (trx) =>
      notify(trx, { userId: resident.userId, type: 'booking', title: 'Booking made', paymentDetails: { amount: 1 } }),
    );
    expect(made).toMatchObject({ userId: resident.userId, type: 'booking', status: 'SENT', description: '', expiresAt: null });
    expect((await notificationsOf(resident)).find((x) => x.notificationId === made.notificationId)?.title).toBe('Booking made');
  });
});
