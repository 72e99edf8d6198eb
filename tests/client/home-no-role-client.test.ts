import { describe, expect, it } from 'vitest';
import { chooseAccess, loadAccessChoices } from '../../src/db/estate-roles';
import { db, META } from '../../src/db/db';
import { tilesAt } from '../../src/domain/estate-roles';
import { loadHomeData } from '../../src/features/home/use-home-data';
import { loadGuardState } from '../../src/features/guard/guard.api';
import { loadManagerState } from '../../src/features/manager/manager.api';
import { pullOnce } from '../../src/sync/pull';
import { insertCast } from '../helpers/cast';
import { insertUser } from '../helpers/factories';
import { removeAllRoles } from '../helpers/no-role-user';
import { signInClient, useClientHarness } from '../helpers/client-harness';

/** The home state of a user with an empty access-control list, on the real client (Dexie on fake-indexeddb) against the real server. */
const h = useClientHarness({ setUp: (t) => insertCast(t, []) });

const DEFAULT_TILES = ['Access Control', 'My Info', 'Facilities', 'Events', 'Directory', 'Maintenance', 'Buy & Rent', 'Associates'];

describe('home for a user who holds no role', () => {
  it('a user row with no user_roles: loading until the first sync completes, then the default estate (91), role and tiles', async () => {
    const who = { email: 'norole@example.com', password: 'NoRole#2026', firstName: 'Zanele', lastName: 'Nkosi', defaultEstateId: 91, roles: [] };
    await insertUser(h.t, who);
    const userId = await signInClient(who, { pull: false });

    // Until a pull has completed the device cannot tell "no role" from "roles not here yet":
    // still loading, no flash of the defaults (the sign-in's own background pull is undone here).
    await db.meta.delete(META.lastSyncAt);
    expect((await loadHomeData(userId)).access).toBeUndefined();

    await pullOnce();
    const home = await loadHomeData(userId);
    expect(home.noRole).toBe(true);
    expect(home.user?.displayName).toBe('Zanele Nkosi');
    expect(home.access).toMatchObject({
      estateId: 91,
      estateName: 'Willow Creek Estate',
      roleName: 'visitor',
      roleDisplayName: 'Visitor',
      accessControl: false,
    });
    expect(tilesAt(home.access, 'home').map((tile) => tile.tileDisplayTitle)).toEqual(DEFAULT_TILES);
    expect(home.estate?.estateId).toBe(91);
    expect(home.contactEmail).toBe('support@willowcreek.example');
    const maintenance = tilesAt(home.access, 'home').find((tile) => tile.tileDisplayTitle === 'Maintenance');
    expect(maintenance).toMatchObject({ navigateType: 'local', navigatePath: '/snags' });

    // The default role opens nothing: no entries to switch to, no guard or manager console.
    const choices = await loadAccessChoices(userId);
    expect(choices.entries).toEqual([]);
    expect(choices.isDefault).toBe(true);
    expect((await loadGuardState(userId)).isGuard).toBe(false);
    expect((await loadManagerState(userId)).isManager).toBe(false);
  });

  it('a user whose only role was removed: the default tiles at their own default estate, with its contact, after the next pull', async () => {
    // A member of Baobab Ridge (sign-up grants no role since issue 26: the factory writes the member).
    const who = { email: 'removed@example.com', password: 'Removed#2026' };
    await insertUser(h.t, { ...who, firstName: 'Bongani', lastName: 'Zulu', roles: [{ estateId: 92, role: 'resident' }] });
    const userId = await signInClient(who);
    const before = await loadHomeData(userId);
    expect(before.noRole).toBe(false);
    expect(before.access).toMatchObject({ estateId: 92, roleName: 'resident' });
    await chooseAccess(92, 'resident');

    expect(await removeAllRoles(h.t.ctx.db, userId)).toBe(1);
    await pullOnce();
    const after = await loadHomeData(userId);
    expect(after.noRole).toBe(true);
    expect(after.access).toMatchObject({ estateId: 92, estateName: 'Baobab Ridge Estate', roleName: 'visitor' });
    expect(tilesAt(after.access, 'home').map((tile) => tile.tileDisplayTitle)).toEqual(DEFAULT_TILES);
    expect(after.contactEmail).toBe('support@baobabridge.example');
  });
});
