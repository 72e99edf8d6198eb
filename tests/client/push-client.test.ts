import crypto from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { PushPayload } from '../../src/contract/push';
import { db } from '../../src/db/db';
import { DEFAULT_PUSH_CATEGORIES, pushChoices } from '../../src/domain/push';
import { setPushCategory } from '../../src/features/push/push.api';
import { PUSH_MESSAGES, PUSH_WORKER_MESSAGES } from '../../src/i18n/en/push';
import { syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { pullOnce } from '../../src/sync/pull';
import { handleNotificationClick, handlePush, notificationFor, type PushWindow, type PushWorker } from '../../src/sync/push-sw';
import { configureTransport } from '../../src/sync/transport';
import { GUARD, insertCast, RESIDENT, WILLOW_CREEK } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';

/** Web Push's client half (issue 29): the categories through the outbox, and the service worker's handlers, against the real server. */
const h = useClientHarness({ setUp: (t) => insertCast(t, [RESIDENT, GUARD]) });

const payload = (over: Partial<PushPayload> = {}): PushPayload => ({
  id: 'n-1',
  type: 'Visitor Access Request',
  title: 'Visitor Access Request',
  body: 'Sam Visitor is at the gate for unit 12.',
  route: '/accessAlert?approvalUID=req-12345678',
  requestId: 'req-12345678',
  badge: 3,
  ...over,
});

type Shown = { title: string; options?: NotificationOptions };

/** A service worker's scope, recorded: what it showed, the windows it focused, messaged or opened, the badge. */
function fakeWorker(windows: PushWindow[] = [], flush: () => Promise<void> = flushOutbox) {
  const shown: Shown[] = [];
  const opened: string[] = [];
  const badges: Array<number | 'cleared'> = [];
  const worker: PushWorker = {
    registration: {
      showNotification: async (title, options) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url) => {
        opened.push(url);
        return null;
      },
    },
    navigator: {
      setAppBadge: async (count) => {
        badges.push(count ?? 0);
      },
      clearAppBadge: async () => {
        badges.push('cleared');
      },
    },
    flush,
  };
  return { worker, shown, opened, badges };
}

function fakeWindow(url: string, focused = false) {
  const messages: unknown[] = [];
  let focusedNow = false;
  const win: PushWindow = {
    url,
    focused,
    visibilityState: focused ? 'visible' : 'hidden',
    focus: async () => {
      focusedNow = true;
    },
    postMessage: (message) => messages.push(message),
  };
  return { win, messages, wasFocused: () => focusedNow };
}

function clicked(action: string, data: unknown) {
  let closed = false;
  return { event: { action, notification: { data, close: () => (closed = true) } }, closed: () => closed };
}

async function serverPreferences(userId: string): Promise<Array<{ categories: string }>> {
  const result = await sql<{ categories: string }>`select categories from push_preferences where user_id = ${userId}`.execute(h.t.ctx.db);
  return result.rows;
}

async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${h.base}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** The guard's console asks unit 12 about a visitor at the gate (through the sync push, as the console does). */
async function guardAsks(): Promise<string> {
  const signedIn = await call<{ details: Array<{ accessToken: string }> }>(API.signIn, {
    method: 'POST',
    body: { userEmail: GUARD.email, userPassword: GUARD.password },
  });
  const token = signedIn.body.details[0]?.accessToken ?? '';
  const id = crypto.randomUUID().replace(/-/g, '');
  const pushed = await call<{ results: Array<{ ok: boolean; error?: string }> }>(API.syncPush, {
    method: 'POST',
    token,
    body: {
      clientId: crypto.randomUUID().replace(/-/g, ''),
      mutations: [{ id: 1, name: 'accessRequests.create', args: { id, estateId: WILLOW_CREEK.id, unitNo: '12', visitorName: 'Sam Visitor' } }],
    },
  });
  expect(pushed.body.results).toEqual([expect.objectContaining({ ok: true })]);
  return id;
}

async function serverRequest(id: string): Promise<Array<{ state: string; answered_by: string }>> {
  const result = await sql<{ state: string; answered_by: string }>`select state, answered_by from access_requests where id = ${id}`.execute(h.t.ctx.db);
  return result.rows;
}

describe('push categories through the outbox', () => {
  it('a category switched offline survives a reload and reaches the server once', async () => {
    const userId = await signInClient(RESIDENT);
    configureTransport({ baseUrl: CLOSED });
    await setPushCategory('events', true);
    await setPushCategory('visitorAccess', false);
    await syncIdle();
    // The switches flip at once, over the defaults.
    expect((await db.pushPreferences.get(userId))?.categories).toEqual({ ...DEFAULT_PUSH_CATEGORIES, events: true, visitorAccess: false });

    // A reload: the database is closed and opened again; both writes wait.
    db.close();
    await db.open();
    expect((await db.outbox.toArray()).map((e) => [e.name, e.status])).toEqual([
      ['push.setCategory', 'pending'],
      ['push.setCategory', 'pending'],
    ]);
    expect(await serverPreferences(userId)).toEqual([]);

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    const stored = await serverPreferences(userId);
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]?.categories ?? '{}')).toMatchObject({ events: true, visitorAccess: false });

    // The pull brings the server's row: the switches stay as set.
    await pullOnce();
    expect(pushChoices((await db.pushPreferences.get(userId))?.categories)).toEqual({ ...DEFAULT_PUSH_CATEGORIES, events: true, visitorAccess: false });
  });
});

describe('the service worker’s push handlers', () => {
  it('a push shows its title, body, tag, route and the Approve and Decline actions, and sets the badge', async () => {
    const { worker, shown, badges } = fakeWorker();
    await handlePush(worker, JSON.stringify(payload()));
    expect(shown).toHaveLength(1);
    expect(shown[0]?.title).toBe('Visitor Access Request');
    expect(shown[0]?.options).toMatchObject({
      body: 'Sam Visitor is at the gate for unit 12.',
      tag: 'n-1',
      data: { id: 'n-1', route: '/accessAlert?approvalUID=req-12345678', requestId: 'req-12345678' },
      actions: [
        { action: 'approve', title: PUSH_MESSAGES.approve },
        { action: 'decline', title: PUSH_MESSAGES.decline },
      ],
    });
    expect(badges).toEqual([3]);
    // Nothing to answer: no actions; no unread left: the badge is cleared.
    await handlePush(worker, JSON.stringify(payload({ requestId: '', badge: 0 })));
    expect(shown[1]?.options).toMatchObject({ actions: [] });
    expect(badges).toEqual([3, 'cleared']);
  });

  it('a payload it cannot read still shows a notification (Chrome requires one), leading to the inbox; another origin’s route is not followed', async () => {
    for (const text of [null, '', 'not json', JSON.stringify({ title: 'x' })]) {
      const shown = notificationFor(text);
      expect(shown.title).toBe(PUSH_WORKER_MESSAGES.genericTitle);
      expect(shown.options).toMatchObject({ body: PUSH_WORKER_MESSAGES.genericBody, data: { route: '/notifications', requestId: '' } });
      expect(shown.badge).toBeNull();
    }
    expect(notificationFor(JSON.stringify(payload({ route: 'https://evil.example/x' }))).options.data).toMatchObject({ route: '/notifications' });
    expect(notificationFor(JSON.stringify(payload({ route: '//evil.example/x' }))).options.data).toMatchObject({ route: '/notifications' });
  });

  it('a body tap opens the page in the focused window of the app, else a new one; it marks nothing read', async () => {
    await signInClient(RESIDENT);
    const other = fakeWindow('http://app/home');
    const focused = fakeWindow('http://app/profile', true);
    const { worker, opened } = fakeWorker([other.win, focused.win]);
    const tap = clicked('', { id: 'n-1', route: '/notifications/detail/x', requestId: '' });
    await handleNotificationClick(worker, tap.event);
    expect(tap.closed()).toBe(true);
    expect(focused.wasFocused()).toBe(true);
    expect(focused.messages).toEqual([{ type: 'push-navigate', route: '/notifications/detail/x' }]);
    expect(other.messages).toEqual([]);
    expect(opened).toEqual([]);

    const none = fakeWorker([]);
    await handleNotificationClick(none.worker, clicked('', { id: 'n-1', route: '/accessAlert?approvalUID=r', requestId: 'r' }).event);
    expect(none.opened).toEqual(['/accessAlert?approvalUID=r']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('Approve tapped offline queues one accessRequests.answer that lands once after the network returns', async () => {
    const requestId = await guardAsks();
    const userId = await signInClient(RESIDENT);
    configureTransport({ baseUrl: CLOSED });
    let flushes = 0;
    const { worker, opened } = fakeWorker([], async () => {
      flushes += 1;
      await flushOutbox();
    });
    const tap = clicked('approve', { id: 'n-1', route: `/accessAlert?approvalUID=${requestId}`, requestId });
    await handleNotificationClick(worker, tap.event);
    expect(tap.closed()).toBe(true);
    expect(flushes).toBe(1);
    expect(opened).toEqual([]);
    expect((await db.outbox.toArray()).map((e) => [e.name, e.args, e.status])).toEqual([
      ['accessRequests.answer', { id: requestId, answer: 'APPROVED' }, 'pending'],
    ]);
    expect(await serverRequest(requestId)).toEqual([{ state: 'PENDING', answered_by: '' }]);

    // The worker stops and starts again (a reload of the database): the answer waits.
    db.close();
    await db.open();
    expect(await db.outbox.count()).toBe(1);

    // The network returns: the wake-up flushes, twice even, and the answer lands once.
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    expect(await serverRequest(requestId)).toEqual([{ state: 'APPROVED', answered_by: userId }]);
  });

  it('Decline with no one signed in on this device opens the request’s page instead of queueing an answer', async () => {
    const { worker, opened } = fakeWorker();
    await handleNotificationClick(worker, clicked('decline', { id: 'n-2', route: '/accessAlert?approvalUID=abcdefgh12', requestId: 'abcdefgh12' }).event);
    expect(opened).toEqual(['/accessAlert?approvalUID=abcdefgh12']);
    expect(await db.outbox.count()).toBe(0);
  });
});
