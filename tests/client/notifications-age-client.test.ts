import { describe, expect, it } from 'vitest';
import type { Notification } from '../../src/contract/notifications';
import { db } from '../../src/db/db';
import { markNotificationRead } from '../../src/features/notifications/notifications.api';
import { dropHistory } from '../../src/sync/history';
import { syncIdle } from '../../src/sync/engine';
import { configureTransport } from '../../src/sync/transport';
import { notify } from '../../server/modules/notifications/notifications.service';
import { writeTransaction } from '../../server/sync/change-log';
import { insertCast, RESIDENT } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The device ages its own notifications (issue 28): the server deletes those older than 30 days
 * without tombstones, so after each pull the device drops them too, except one a write still waits
 * on. (The gate's window: tests/client/gate-history-client.test.ts.)
 */
const h = useClientHarness({ setUp: (t) => insertCast(t, [RESIDENT]) });

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
    expect(await dropHistory(Date.now())).toBe(1);
    expect((await db.notifications.toArray()).map((n) => n.title).sort()).toEqual(['Server recent', 'aged-read', 'young']);
  });
});
