import { describe, expect, it } from 'vitest';
import { frameableUrl } from '../../src/app/frame-sources';
import { db } from '../../src/db/db';
import { pullOnce } from '../../src/sync/pull';
import { notify } from '../../server/modules/notifications/notifications.service';
import { publish, scopes, writeTransaction } from '../../server/sync/change-log';
import { insertCast, RESIDENT, WILLOW_CREEK } from '../helpers/cast';
import { signInClient, useClientHarness } from '../helpers/client-harness';

/**
 * /DynamicIFrame frames only what the estate's own synced content names (src/app/frame-sources.ts),
 * on the real client (Dexie on fake-indexeddb) against the real server: a notification's link and
 * the configured help page arrive by sync and may be framed; an address typed into the query (a
 * phishing link) may not.
 */
const HELP = 'https://help.willowcreek.example/residents';
const NOTICE = 'https://willowcreek.example/notices/water-outage';
const ORIGIN = 'http://app.test';

const h = useClientHarness({
  setUp: async (t) => {
    await insertCast(t, [RESIDENT]);
    await writeTransaction(t.ctx.db, async (trx) => {
      await trx
        .insertInto('app_config')
        .values({ key: 'helpUrl', value: JSON.stringify(HELP) })
        .execute();
      await publish(trx, scopes.public, 'appConfig', 'helpUrl', { key: 'helpUrl', value: HELP });
    });
  },
});

describe('the pages /DynamicIFrame frames', () => {
  it("frames the estate's help page, its notifications' links and the product's own pages; refuses any other address", async () => {
    const userId = await signInClient(RESIDENT);
    await writeTransaction(h.t.ctx.db, (trx) =>
      notify(trx, { userId, estateId: WILLOW_CREEK.id, type: 'Estate Manager', title: 'Water outage', description: 'Tuesday', url: NOTICE }),
    );
    // Before the notification has synced its link is a stranger's.
    expect(await frameableUrl(NOTICE, ORIGIN)).toBeNull();
    await pullOnce();
    expect((await db.notifications.toArray()).map((n) => n.url)).toContain(NOTICE);

    expect(await frameableUrl(NOTICE, ORIGIN)).toBe(NOTICE);
    expect(await frameableUrl(HELP, ORIGIN)).toBe(HELP);
    expect(await frameableUrl('/help.html', ORIGIN)).toBe(`${ORIGIN}/help.html`);
    for (const stranger of [
      'https://evil.example',
      `${NOTICE}/../../phish`,
      `${NOTICE}?next=https://evil.example`,
      NOTICE.replace('https:', 'http:'),
      'javascript:alert(1)',
      'data:text/html,<h1>Confirm your card</h1>',
      '',
    ]) {
      expect([stranger, await frameableUrl(stranger, ORIGIN)]).toEqual([stranger, null]);
    }
  });
});
