import { describe, expect, it } from 'vitest';
import { db } from '../../src/db/db';
import { ROLES } from '../../src/domain/roles';
import { loadHomeData } from '../../src/features/home/use-home-data';
import { saveHomeCategorySettings } from '../../src/features/home-settings/home-settings.api';
import { format } from '../../src/i18n/format';
import { HOME_SETTINGS_MESSAGES as M } from '../../src/i18n/en/home-settings.messages';
import { flushOutbox } from '../../src/sync/flush';
import { dismissRefusedWrite } from '../../src/sync/outbox';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import { insertCast, MANAGER, WILLOW_CREEK } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';

const WC = WILLOW_CREEK.id;

/** The manager console's home screen settings on the real client (Dexie on fake-indexeddb) against the real server. */
const h = useClientHarness({ setUp: (t) => insertCast(t, [MANAGER]) });

const stored = () => h.t.ctx.db.selectFrom('home_category_settings').selectAll().where('estate_id', '=', WC).execute();

describe('home-category settings through the outbox', () => {
  it('a save made offline shows at once (Home follows it), survives a reload, and reaches the server exactly once', async () => {
    const userId = await signInClient(MANAGER);
    expect((await loadHomeData(userId)).homeCategoryEnabled).toBe(false);

    configureTransport({ baseUrl: CLOSED });
    expect((await saveHomeCategorySettings({ estateId: WC, homeCategoryTilesEnabled: true, exceptRoles: [ROLES.guard] })).kind).toBe('pending');
    expect(await db.homeCategorySettings.get(WC)).toMatchObject({ homeCategoryTilesEnabled: true, exceptRoles: [ROLES.guard] });
    const home = await loadHomeData(userId);
    expect(home.homeCategoryEnabled).toBe(true);
    expect(home.homeCategoryExceptions).toContain(`${WC}_${ROLES.guard}`);

    db.close();
    await db.open();
    expect((await db.outbox.toArray()).map((e) => [e.name, e.status])).toEqual([['homeSettings.save', 'pending']]);
    expect(await stored()).toEqual([]);

    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    expect((await stored()).map((r) => [Number(r.tiles_enabled), r.except_roles])).toEqual([[1, JSON.stringify([ROLES.guard])]]);
    await pullOnce();
    expect(await db.homeCategorySettings.get(WC)).toMatchObject({ homeCategoryTilesEnabled: true, exceptRoles: [ROLES.guard] });
  });

  it('a refused save rolls back and stays until dismissed', async () => {
    await signInClient(MANAGER);
    const before = await db.homeCategorySettings.get(WC);
    const outcome = await saveHomeCategorySettings({ estateId: WC, homeCategoryTilesEnabled: true, exceptRoles: ['nobody'] });
    expect(outcome).toMatchObject({ kind: 'refused', message: format(M.roleUnknown, { role: 'nobody' }) });
    expect(await db.homeCategorySettings.get(WC)).toEqual(before);
    const [failed] = await db.outbox.toArray();
    expect(failed).toMatchObject({ name: 'homeSettings.save', status: 'failed' });
    await dismissRefusedWrite(failed?.id ?? 0);
    expect(await db.outbox.count()).toBe(0);
  });
});
