import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { withFormerEstateField } from '../../src/contract/estate-id';
import { EstateDb, META, storesByVersion, type OutboxEntry } from '../../src/db/db';
import { CLIENT_TABLES } from '../../src/db/features';

const NAME = 'estate-id-upgrade';

/** A device that shipped version 7: its stores exactly as versions 1-7 declared them, rows with the old field names. */
async function openVersion7(): Promise<Dexie> {
  const old = new Dexie(NAME);
  for (const [version, stores] of storesByVersion()) if (version <= 7) old.version(version).stores(stores);
  await old.open();
  return old;
}

describe('the version 8 upgrade names the estate id estateId, offline, keeping every row', () => {
  it('renames the field in mirrored rows (re-keyed tables too), the outbox, the shadows, the drafts and the chosen access', async () => {
    const old = await openVersion7();
    await old.table('estates').bulkPut([
      { EstateID: 91, estateName: 'Willow Creek Estate', imageUrl: '', address_Suburb: 'Fourways', address_City: 'Johannesburg', supportEmail: '' },
      { EstateID: 92, estateName: 'Baobab Ridge Estate', imageUrl: '', address_Suburb: 'Faerie Glen', address_City: 'Pretoria', supportEmail: '' },
    ]);
    await old.table('accessInfo').put({ EstateID: 91, revertToOffline: false, Message: '', refreshInterval: 0 });
    await old.table('sitePlans').put({ estateID: 91, imageUrl: '/sdk/files/plan0001', updatedAt: 1 });
    await old.table('userRoles').put({ id: 'r1', userId: 'u1', estateID: 91, roleName: 'owner', unitNo: '12', accessControl: true });
    await old.table('units').put({ id: '91:12', EstateID: 91, unitNo: '12', standNo: '12' });
    await old.table('associates').put({ pkiAssociateID: 'a1', EstateID: 91, unitNo: '12', displayName: 'Thandi' });
    await old.table('snags').put({ id: 's1', EstateID: 91, unitNo: '12', userId: 'u1', caseNumber: 0 });
    const pending: OutboxEntry = {
      id: 1,
      name: 'snags.report',
      args: { id: 's1', EstateID: 91, unitNo: '12', category: 'Plumbing', request: 'Leak' },
      table: 'snags',
      rowId: 's1',
      prev: null,
      status: 'pending',
      createdAt: 1,
    };
    await old
      .table('outbox')
      .bulkPut([
        pending,
        { ...pending, id: 2, name: 'accounts.add', args: { accountID: 'acc00001', estateID: 92 }, table: 'accounts', rowId: 'acc00001' },
        { ...pending, id: 3, name: 'snags.addPhoto', args: { id: 's1', url: '/sdk/files/photo001' }, prev: { id: 's1', EstateID: 91, unitNo: '12' } },
      ]);
    await old.table('shadows').put({ key: 'units:91:12', table: 'units', rowId: '91:12', op: 'put', data: { id: '91:12', EstateID: 91, unitNo: '12' } });
    await old.table('meta').put({ key: META.currentAccess, value: { estateID: 92, roleName: 'owner' } });
    await old.table('meta').put({ key: META.cursor, value: 42 });
    old.close();

    const db = new EstateDb(NAME);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(9); // later versions (10: the operator tables) add tables only
    expect(db.tables.map((t) => t.name).filter((name) => name.endsWith('_rekey'))).toEqual([]);

    // Re-keyed tables: the rows came back under the new key.
    expect(await db.estates.toArray()).toEqual([
      { estateId: 91, estateName: 'Willow Creek Estate', imageUrl: '', address_Suburb: 'Fourways', address_City: 'Johannesburg', supportEmail: '' },
      { estateId: 92, estateName: 'Baobab Ridge Estate', imageUrl: '', address_Suburb: 'Faerie Glen', address_City: 'Pretoria', supportEmail: '' },
    ]);
    expect(await db.accessInfo.get(91)).toEqual({ estateId: 91, revertToOffline: false, Message: '', refreshInterval: 0 });
    expect(await db.sitePlans.get(91)).toMatchObject({ estateId: 91, imageUrl: '/sdk/files/plan0001' });
    // Renamed indexes answer the queries the screens make.
    expect(await db.userRoles.where('estateId').equals(91).toArray()).toEqual([
      { id: 'r1', userId: 'u1', estateId: 91, roleName: 'owner', unitNo: '12', accessControl: true },
    ]);
    expect(await db.units.where('estateId').equals(91).count()).toBe(1);
    expect(await db.associates.where('[estateId+unitNo]').equals([91, '12']).toArray()).toMatchObject([{ pkiAssociateID: 'a1', estateId: 91 }]);
    expect(await db.snags.where('estateId').equals(91).first()).not.toHaveProperty('EstateID');

    // Writes waiting for the server: their args and rollback rows, in order, nothing lost.
    const outbox = await db.outbox.orderBy('id').toArray();
    expect(outbox.map((e) => [e.id, e.name, e.status])).toEqual([
      [1, 'snags.report', 'pending'],
      [2, 'accounts.add', 'pending'],
      [3, 'snags.addPhoto', 'pending'],
    ]);
    expect(outbox[0]?.args).toEqual({ id: 's1', estateId: 91, unitNo: '12', category: 'Plumbing', request: 'Leak' });
    expect(outbox[1]?.args).toEqual({ accountID: 'acc00001', estateId: 92 });
    expect(outbox[2]?.args).toEqual({ id: 's1', url: '/sdk/files/photo001' });
    expect(outbox[2]?.prev).toEqual({ id: 's1', estateId: 91, unitNo: '12' });
    expect((await db.shadows.get('units:91:12'))?.data).toEqual({ id: '91:12', estateId: 91, unitNo: '12' });

    // The chosen access and the sync cursor stay: the app renders offline as before.
    expect((await db.meta.get(META.currentAccess))?.value).toEqual({ estateId: 92, roleName: 'owner' });
    expect((await db.meta.get(META.cursor))?.value).toBe(42);
    db.close();
  });

  it('answers an older app each table under the name its shipped key or indexes used', () => {
    // The server's map for pulls without `shape` agrees with what the shipped Dexie versions indexed.
    const checked: string[] = [];
    for (const [name, table] of CLIENT_TABLES) {
      const former = table.former;
      if (!former) continue;
      const used = [former.key ?? table.key, ...former.indexes].join(' ').match(/\b(EstateID|estateID)\b/)?.[1];
      if (!used) continue;
      expect(Object.keys(withFormerEstateField(name, { estateId: 91 })), name).toEqual([used]);
      checked.push(name);
    }
    expect(checked.length).toBeGreaterThan(20);
  });

  it('a new device gets version 9 or later with the new keys and indexes', async () => {
    const db = new EstateDb(`${NAME}-new`);
    await db.estates.put({ estateId: 93, estateName: 'New', imageUrl: '', address_Suburb: '', address_City: '', supportEmail: '' });
    expect(db.verno).toBeGreaterThanOrEqual(9); // later versions (10: the operator tables) add tables only
    expect(db.estates.schema.primKey.keyPath).toBe('estateId');
    expect(await db.estates.get(93)).toMatchObject({ estateId: 93 });
    db.close();
  });
});
