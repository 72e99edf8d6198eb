import { describe, expect, it } from 'vitest';
import type { GateEvent, GateLogEntry } from '../../src/contract/gate';
import type { Notification } from '../../src/contract/notifications';
import { db } from '../../src/db/db';
import { assembleFeatures } from '../../src/db/features';
import { clientTable, defineFeature } from '../../src/db/feature';
import { notificationsTables } from '../../src/contract/notifications';
import { markNotificationRead } from '../../src/features/notifications/notifications.api';
import { ageOutRows } from '../../src/sync/age-out';
import { syncIdle } from '../../src/sync/engine';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import { notify } from '../../server/modules/notifications/notifications.service';
import { writeTransaction } from '../../server/sync/change-log';
import { GUARD, insertCast, RESIDENT } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The device ages its own rows (issue 28): the server deletes old notifications and gate events
 * without tombstones, so after each pull the device drops the rows its features keep no longer,
 * except those a write still waits on.
 */
const h = useClientHarness({ setUp: (t) => insertCast(t, [RESIDENT, GUARD]) });

const notification = (userId: string, id: string, ageMs: number): Notification => ({
  notificationId: id,
  userId,
  estateId: 91,
  title: id,
  description: '',
  image: '',
  status: 'SENT',
  type: 'HOA',
  createdAt: Date.now() - ageMs,
  expiresAt: null,
  url: '',
  paymentDetails: null,
  actionID: '',
  actionType: '',
  approvalUID: '',
});

describe('rows the device keeps no longer', () => {
  it("drops the user's notifications older than 30 days at each pull, except one with a write waiting", async () => {
    const now = Date.now();
    const userId = (await h.t.ctx.db.selectFrom('users').select('id').where('email', '=', RESIDENT.email).executeTakeFirstOrThrow()).id;
    await writeTransaction(h.t.ctx.db, async (trx) => {
      await notify(trx, { userId, type: 'HOA', title: 'Server old', createdAt: now - 31 * DAY_MS });
      await notify(trx, { userId, type: 'HOA', title: 'Server recent', createdAt: now - DAY_MS });
    });
    await signInClient(RESIDENT);
    // The server still had the old one (its purge runs hourly): the pull brought it and the device dropped it.
    expect((await db.notifications.toArray()).map((n) => n.title)).toEqual(['Server recent']);

    // Rows this device got earlier that have aged since; one of them read offline, its write waiting.
    await db.notifications.bulkPut([
      notification(userId, 'aged', 31 * DAY_MS),
      notification(userId, 'aged-read', 40 * DAY_MS),
      notification(userId, 'young', 29 * DAY_MS),
    ]);
    configureTransport({ baseUrl: CLOSED });
    const waiting = await db.notifications.get('aged-read');
    if (!waiting) throw new Error('no row');
    await markNotificationRead(waiting);
    await syncIdle();
    expect(await ageOutRows()).toBe(1);
    expect((await db.notifications.toArray()).map((n) => n.title).sort()).toEqual(['Server recent', 'aged-read', 'young']);
  });

  it("drops the guard console's gate events after a day and the visitor log's lines after the server's GATE_LOG_KEEP_DAYS", async () => {
    const guardId = await signInClient(GUARD);
    const now = Date.now();
    const event = (id: string, ageMs: number): GateEvent => ({
      id,
      estateId: 91,
      decision: 'ALLOW',
      reason: 'ok',
      credId: 'cred-0001',
      residentUserId: '',
      t: 0,
      scannedAt: now - ageMs,
      guardUserId: guardId,
    });
    const line = (id: string, ageMs: number): GateLogEntry => ({
      id,
      estateId: 91,
      kind: 'resident',
      passKind: '',
      person: '',
      unitNo: '',
      zoneId: 0,
      decision: 'ALLOW',
      reason: 'ok',
      guardName: '',
      decidedAt: now - ageMs,
      syncedAt: now - ageMs,
    });
    await db.gateEvents.bulkPut([event('evt-old', 2 * DAY_MS), event('evt-new', 60 * 60_000)]);
    await db.gateLog.bulkPut([line('log-old', 366 * DAY_MS), line('log-month', 100 * DAY_MS), line('log-new', 60_000)]);
    await pullOnce();
    expect((await db.gateEvents.toArray()).map((e) => e.id)).toEqual(['evt-new']);
    // The server keeps a year by default (its public config says so).
    expect((await db.gateLog.toArray()).map((e) => e.id).sort()).toEqual(['log-month', 'log-new']);
  });

  it('refuses a feature that ages a table it does not declare, or by a field that is not an index', () => {
    const notifications = clientTable(notificationsTables.notifications, 2, ['status', 'createdAt']);
    expect(() => assembleFeatures({ a: defineFeature({ keep: { notifications: { index: 'createdAt', maxAgeMs: 1 } } }) })).toThrow(
      'Table notifications is aged out by a feature that does not declare it (a)',
    );
    expect(() => assembleFeatures({ a: defineFeature({ tables: { notifications }, keep: { notifications: { index: 'title', maxAgeMs: 1 } } }) })).toThrow(
      'Table notifications is aged out by title, which is not one of its indexes (a)',
    );
  });
});
