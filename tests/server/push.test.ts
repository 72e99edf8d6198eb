import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Notification } from '../../src/contract/notifications';
import { notificationPath } from '../../src/domain/push';
import { ROLES } from '../../src/domain/roles';
import { PUSH_MESSAGES } from '../../src/i18n/en/push.messages';
import { loadConfig } from '../../server/config';
import { deleteAccount } from '../../server/modules/account-deletion/account-deletion.service';
import { notify, notifyEstate } from '../../server/modules/notifications/notifications.service';
import { isAcceptableEndpoint } from '../../server/modules/push/push-endpoint';
import { pushFirstTriesSettled, pushSenderOf, sendDuePushes } from '../../server/modules/push/push-outbox.service';
import { forgetMovedOutSubscriptions } from '../../server/modules/push/push.service';
import { writeTransaction } from '../../server/sync/change-log';
import { makeUser, type TestUser } from '../helpers/factories';
import { availableDialects, useTestApp } from '../helpers/test-app';
import { makeCastEstates, WILLOW_CREEK } from '../helpers/cast';
import { push } from '../sync/sync-helpers';
import { browserSubscription, LoopbackPushService, vapidClaims } from '../helpers/push-service';

const dialects = await availableDialects();
const WC = WILLOW_CREEK.id;
const SUBJECT = 'mailto:push-tests@estate.example';

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(dialects)('Web Push on %s', (dialect) => {
  const service = new LoopbackPushService();
  beforeAll(() => service.start());
  afterAll(() => service.stop());
  beforeEach(() => {
    service.statuses.length = 0;
  });

  const t = useTestApp(dialect, (app) => makeCastEstates(app), { VAPID_SUBJECT: SUBJECT, PUSH_RETRY_BASE_S: '1' });
  const auth = (who: TestUser) => ({ authorization: `Bearer ${who.token}` });
  const resident = () => makeUser(t, { roles: [{ estateId: WC, role: ROLES.resident, unitNo: '12' }] });

  async function subscribe(who: TestUser, deviceId?: string) {
    const browser = browserSubscription(service, deviceId);
    const res = await t.app.inject({ method: 'PUT', url: API.pushSubscription, headers: auth(who), payload: browser.request });
    expect(res.statusCode, res.body).toBe(200);
    return browser;
  }

  const subscriptionsOf = (userId: string) => t.ctx.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();
  const pushesOf = (userId: string) => t.ctx.db.selectFrom('push_outbox').selectAll().where('user_id', '=', userId).execute();

  /** A visitor at the gate asks the resident (the access requests area's notification). */
  const visitorRequest = (userId: string, description = 'Thabo Nkosi (ID 8001015009087) is at the main gate for unit 12.') =>
    writeTransaction(t.ctx.db, (trx) =>
      notify(trx, {
        userId,
        estateId: WC,
        type: 'Visitor Access Request',
        title: 'Visitor at the gate',
        description,
        actionID: 'req-0001',
        actionType: 'request',
        approvalUID: 'req-0001',
      }),
    );

  it('answers the VAPID public key, generated once and kept in the database outside production', async () => {
    const who = await resident();
    const res = await t.app.inject({ method: 'GET', url: API.pushKey, headers: auth(who) });
    expect(res.statusCode).toBe(200);
    const { publicKey } = (res.json() as { details: [{ publicKey: string }] }).details[0];
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const stored = await t.ctx.db.selectFrom('push_vapid_keys').selectAll().executeTakeFirstOrThrow();
    expect(stored.public_key).toBe(publicKey);
    expect((await t.app.inject({ method: 'GET', url: API.pushKey })).statusCode).toBe(401);
  });

  it("a notify() of an allowed type arrives after the commit, encrypted for the subscription's keys and signed with VAPID", async () => {
    const who = await resident();
    const browser = await subscribe(who);
    const notification: Notification = await visitorRequest(who.userId);
    await until(() => service.to(browser.path).length === 1);
    const [received] = service.to(browser.path);
    if (!received) throw new Error('nothing received');
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(received.headers.urgency).toBe('high');
    expect(received.headers.ttl).toBe('600');
    const key = ((await t.app.inject({ method: 'GET', url: API.pushKey, headers: auth(who) })).json() as { details: [{ publicKey: string }] }).details[0]
      .publicKey;
    const claims = vapidClaims(received.headers.authorization);
    expect(claims).toMatchObject({ aud: service.origin, sub: SUBJECT, k: key });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    const payload = browser.decrypt(received.body);
    expect(payload).toEqual({
      id: notification.notificationId,
      type: 'Visitor Access Request',
      title: 'Visitor at the gate',
      body: expect.stringContaining('is at the main gate for unit 12.') as string,
      route: notificationPath({ ...notification, description: 'Thabo Nkosi (ID ••••) is at the main gate for unit 12.' }),
      requestId: 'req-0001',
      badge: 1,
    });
    // Never an ID number (nor a time in milliseconds) in what a push service carries.
    expect(JSON.stringify(payload)).not.toMatch(/\d{13}/);
    // The service has answered; the row is marked sent once the sender has read that answer.
    await pushFirstTriesSettled(t.ctx.db);
    const [row] = await pushesOf(who.userId);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, payload: '' });
  });

  it('the badge counts the unread notifications; other types go with normal urgency for a day', async () => {
    const who = await resident();
    const browser = await subscribe(who);
    await visitorRequest(who.userId);
    await writeTransaction(t.ctx.db, (trx) =>
      notify(trx, { userId: who.userId, estateId: WC, type: 'Payment', title: 'Levy paid', description: 'Thank you.' }),
    );
    await until(() => service.to(browser.path).length === 2);
    const [first, second] = service.to(browser.path);
    if (!first || !second) throw new Error('two pushes expected');
    expect(browser.decrypt(second.body)).toMatchObject({ title: 'Levy paid', badge: 2, requestId: '' });
    expect(second.headers).toMatchObject({ urgency: 'normal', ttl: String(24 * 60 * 60) });
  });

  it('an estate notice reaches every subscribed member of the estate', async () => {
    const [a, b] = [await resident(), await resident()];
    const [browserA, browserB] = [await subscribe(a), await subscribe(b)];
    const notice = await writeTransaction(t.ctx.db, (trx) =>
      notifyEstate(trx, WC, { type: 'Estate Manager', title: 'Water off on Tuesday', description: 'From 9 to 12 in the north.' }),
    );
    await until(() => service.to(browserA.path).length === 1 && service.to(browserB.path).length === 1);
    const [toA] = service.to(browserA.path);
    if (!toA) throw new Error('nothing received');
    expect(browserA.decrypt(toA.body)).toMatchObject({ id: notice.notificationId, title: 'Water off on Tuesday', requestId: '' });
  });

  it('a push service answering 410 removes the subscription and its pushes not sent', async () => {
    const who = await resident();
    const browser = await subscribe(who);
    service.statuses.push(410);
    await visitorRequest(who.userId);
    await pushFirstTriesSettled(t.ctx.db);
    expect(service.to(browser.path)).toHaveLength(1);
    expect(await subscriptionsOf(who.userId)).toEqual([]);
    expect(await pushesOf(who.userId)).toEqual([]);
  });

  it('a 503 is tried again after the backoff and the push is sent once', async () => {
    const who = await resident();
    const browser = await subscribe(who);
    service.statuses.push(503, 201);
    await visitorRequest(who.userId);
    await pushFirstTriesSettled(t.ctx.db);
    expect(service.to(browser.path)).toHaveLength(1);
    const [waiting] = await pushesOf(who.userId);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, last_error: 'push service answered 503' });
    expect(Number(waiting?.next_attempt_at)).toBeGreaterThan(Date.now());
    // Nothing is due before the backoff's end; after it the outbox's run sends it (or the job did already).
    await sendDuePushes(await pushSenderOf(t.ctx), Date.now());
    expect(service.to(browser.path)).toHaveLength(1);
    await sendDuePushes(await pushSenderOf(t.ctx), Date.now() + 5000);
    await sendDuePushes(await pushSenderOf(t.ctx), Date.now() + 10_000);
    const received = service.to(browser.path);
    expect(received).toHaveLength(2);
    expect(browser.decrypt(received[1]?.body ?? Buffer.alloc(0))).toMatchObject({ requestId: 'req-0001' });
    expect(await pushesOf(who.userId)).toMatchObject([{ state: 'sent', attempts: 2 }]);
  });

  it('a category turned off through push.setCategory sends nothing of its types; others still push', async () => {
    const who = await resident();
    const browser = await subscribe(who);
    const pushed = await push(t.app, who, `cl-${crypto.randomBytes(4).toString('hex')}`, [
      { id: 1, name: 'push.setCategory', args: { category: 'visitorAccess', on: false } },
      { id: 2, name: 'push.setCategory', args: { category: 'events', on: true } },
    ]);
    expect(pushed.body.results).toMatchObject([{ ok: true }, { ok: true }]);
    const stored = await t.ctx.db.selectFrom('push_preferences').selectAll().where('user_id', '=', who.userId).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.categories)).toEqual({ visitorAccess: false, events: true });
    await visitorRequest(who.userId);
    await pushFirstTriesSettled(t.ctx.db);
    expect(await pushesOf(who.userId)).toEqual([]);
    await writeTransaction(t.ctx.db, (trx) => notify(trx, { userId: who.userId, type: 'Events', title: 'Braai on Saturday' }));
    await until(() => service.to(browser.path).length === 1);
    expect(browser.decrypt(service.to(browser.path)[0]?.body ?? Buffer.alloc(0))).toMatchObject({ title: 'Braai on Saturday' });
    const refused = await push(t.app, who, `cl-${crypto.randomBytes(4).toString('hex')}`, [
      { id: 1, name: 'push.setCategory', args: { category: 'gossip', on: true } },
    ]);
    expect(refused.body.results).toMatchObject([{ ok: false }]);
  });

  it('nothing is sent before the commit, and nothing for a transaction that rolls back', async () => {
    const who = await resident();
    const browser = await subscribe(who);
    await expect(
      writeTransaction(t.ctx.db, async (trx) => {
        await notify(trx, { userId: who.userId, type: 'Visitor Access Request', title: 'Visitor at the gate', actionType: 'request', approvalUID: 'r1' });
        throw new Error('the write fails after notify()');
      }),
    ).rejects.toThrow('the write fails after notify()');
    await pushFirstTriesSettled(t.ctx.db);
    await sleep(100);
    expect(service.to(browser.path)).toEqual([]);
    expect(await pushesOf(who.userId)).toEqual([]);

    await writeTransaction(t.ctx.db, async (trx) => {
      await notify(trx, { userId: who.userId, type: 'Payment', title: 'Levy paid' });
      await sleep(200);
      expect(service.to(browser.path)).toEqual([]);
    });
    await until(() => service.to(browser.path).length === 1);
  });

  it("sign-out removes that session's subscription; a move-out every subscription of the person", async () => {
    const who = await resident();
    await subscribe(who);
    expect(await subscriptionsOf(who.userId)).toHaveLength(1);
    expect((await t.app.inject({ method: 'POST', url: API.signOut, headers: auth(who) })).statusCode).toBe(200);
    expect(await subscriptionsOf(who.userId)).toEqual([]);

    const mover = await resident();
    await subscribe(mover);
    await subscribe(mover);
    await writeTransaction(t.ctx.db, (trx) =>
      forgetMovedOutSubscriptions(trx, { estateId: WC, userId: mover.userId, roleName: ROLES.resident, unitNo: '12', cause: 'moved' }),
    );
    expect(await subscriptionsOf(mover.userId)).toHaveLength(2);
    await writeTransaction(t.ctx.db, (trx) =>
      forgetMovedOutSubscriptions(trx, { estateId: WC, userId: mover.userId, roleName: ROLES.resident, unitNo: '12', cause: 'moved-out' }),
    );
    expect(await subscriptionsOf(mover.userId)).toEqual([]);
  });

  it("an account's deletion erases its subscriptions, pushes and categories", async () => {
    const who = await resident();
    await subscribe(who);
    service.statuses.push(503);
    await push(t.app, who, `cl-${crypto.randomBytes(4).toString('hex')}`, [{ id: 1, name: 'push.setCategory', args: { category: 'events', on: true } }]);
    await visitorRequest(who.userId);
    await pushFirstTriesSettled(t.ctx.db);
    expect(await pushesOf(who.userId)).toHaveLength(1);
    await writeTransaction(t.ctx.db, (trx) => deleteAccount(trx, t.ctx, who.userId));
    expect(await subscriptionsOf(who.userId)).toEqual([]);
    expect(await pushesOf(who.userId)).toEqual([]);
    expect(await t.ctx.db.selectFrom('push_preferences').selectAll().where('user_id', '=', who.userId).execute()).toEqual([]);
  });

  it('a push to a subscription whose session ended is not queued', async () => {
    const who = await resident();
    await subscribe(who);
    await t.ctx.db.updateTable('refresh_tokens').set({ revoked_at: Date.now() }).where('user_id', '=', who.userId).execute();
    await visitorRequest(who.userId);
    expect(await pushesOf(who.userId)).toEqual([]);
  });

  it("a second user can neither delete nor overwrite another's subscription; a shared device's endpoint moves to whoever subscribed last", async () => {
    const [a, b] = [await resident(), await resident()];
    const browserA = await subscribe(a, 'shared-device-id');
    const [before] = await subscriptionsOf(a.userId);

    const deleted = await t.app.inject({ method: 'DELETE', url: API.pushSubscription, headers: auth(b), payload: { deviceId: 'shared-device-id' } });
    expect(deleted.statusCode).toBe(200);
    const browserB = await subscribe(b, 'shared-device-id');
    expect(await subscriptionsOf(a.userId)).toEqual([before]);
    expect(await subscriptionsOf(b.userId)).toMatchObject([{ endpoint: browserB.request.endpoint }]);

    // One browser, one endpoint: B signs in on A's device and subscribes with the same endpoint.
    const res = await t.app.inject({ method: 'PUT', url: API.pushSubscription, headers: auth(b), payload: { ...browserA.request, deviceId: 'b-device' } });
    expect(res.statusCode).toBe(200);
    expect(await subscriptionsOf(a.userId)).toEqual([]);

    // The owner's own DELETE removes it.
    const own = await t.app.inject({ method: 'DELETE', url: API.pushSubscription, headers: auth(b), payload: { deviceId: 'b-device' } });
    expect(own.statusCode).toBe(200);
    expect((await subscriptionsOf(b.userId)).map((s) => s.device_id)).toEqual(['shared-device-id']);
  });

  it('answers 400 with one message for a subscription the server cannot use, and stores nothing', async () => {
    const who = await resident();
    const good = browserSubscription(service).request;
    const bad: unknown[] = [
      {},
      { ...good, deviceId: '' },
      { ...good, endpoint: 'http://push.example.net/x' },
      { ...good, endpoint: 'ftp://push.example.net/x' },
      { ...good, endpoint: 'not a url' },
      { ...good, endpoint: 'https://user:secret@push.example.net/x' },
      { ...good, keys: { ...good.keys, p256dh: 'short' } },
      { ...good, keys: { ...good.keys, auth: 'no good!' } },
      { ...good, keys: undefined },
      [good],
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: 'PUT', url: API.pushSubscription, headers: auth(who), payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ errorDescription: PUSH_MESSAGES.subscriptionInvalid });
    }
    const res = await t.app.inject({ method: 'DELETE', url: API.pushSubscription, headers: auth(who), payload: {} });
    expect(res.statusCode).toBe(400);
    expect(await subscriptionsOf(who.userId)).toEqual([]);
  });
});

describe('push settings and endpoint rules', () => {
  const live = { PAYGATE_ID: '10011072130', PAYGATE_KEY: 'key', SMTP_URL: 'smtp://mail.example:587', TOKEN_SECRET: 'production-token-secret-0123456789abcdef' };

  it('a production server without VAPID keys refuses to start and names the settings', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...live })).toThrow(
      'Invalid configuration: with NODE_ENV=production Web Push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT',
    );
  });

  it('takes the key pair and subject from the settings', () => {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'), VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url') };
    const config = loadConfig({ NODE_ENV: 'production', ...live, ...keys, VAPID_SUBJECT: 'https://estate.example' });
    expect(config.push).toMatchObject({ production: true, subject: 'https://estate.example', keys: { publicKey: keys.VAPID_PUBLIC_KEY } });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    expect(() => loadConfig({ VAPID_SUBJECT: 'estate.example' })).toThrow('VAPID_SUBJECT must be a mailto: address or an https: URL');
    expect(loadConfig({}).push).toMatchObject({ production: false, keys: undefined, subject: 'mailto:no-reply@estate.example' });
  });

  it('sends only to https endpoints, in production never to loopback, private or local addresses', () => {
    for (const url of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/x']) {
      expect(isAcceptableEndpoint(url, true), url).toBe(true);
    }
    for (const url of [
      'https://localhost/x',
      'https://push.localhost/x',
      'https://127.0.0.1/x',
      'https://10.0.0.8/x',
      'https://172.20.1.1/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'http://127.0.0.1:8080/x',
      'http://push.example.net/x',
    ]) {
      expect(isAcceptableEndpoint(url, true), url).toBe(false);
    }
    expect(isAcceptableEndpoint('http://127.0.0.1:8080/x', false)).toBe(true);
    expect(isAcceptableEndpoint('http://localhost:8080/x', false)).toBe(true);
    expect(isAcceptableEndpoint('https://127.0.0.1/x', false)).toBe(true);
    expect(isAcceptableEndpoint('http://10.0.0.8/x', false)).toBe(false);
  });
});
