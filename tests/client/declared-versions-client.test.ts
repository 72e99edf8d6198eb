import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { declaredVersions, EstateDb, storesByVersion } from '../../src/db/db';

type Stores = Record<string, string | null>;

/** The stores Dexie holds at `version`: every declared block up to it, merged in order (Dexie's Version.stores). */
function cumulative(versions: ReadonlyMap<number, Stores>, version: number): Stores {
  let merged: Stores = {};
  for (const [v, stores] of versions) if (v <= version) merged = { ...merged, ...stores };
  return merged;
}

/** The object stores and indexes a database holds (names, key paths, unique and multi-entry flags). */
async function shapeOf(name: string): Promise<Record<string, unknown>> {
  const request = indexedDB.open(name);
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const shape: Record<string, unknown> = {};
  const names = [...idb.objectStoreNames].sort();
  if (names.length > 0) {
    const tx = idb.transaction(names, 'readonly');
    for (const storeName of names) {
      const store = tx.objectStore(storeName);
      shape[storeName] = {
        keyPath: store.keyPath,
        autoIncrement: store.autoIncrement,
        indexes: [...store.indexNames].sort().map((indexName) => {
          const index = store.index(indexName);
          return { indexName, keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry };
        }),
      };
    }
  }
  idb.close();
  return shape;
}

describe('the Dexie versions declared (issue 30: only those with an upgrade, and the last)', () => {
  const shipped = storesByVersion();
  const upgrades = { 6: true, 8: true, 9: true, 13: true };
  const declared = declaredVersions(shipped, upgrades);

  it('declares the versions with an upgrade and the last, each holding the stores every shipped version up to it held', () => {
    const last = Math.max(...shipped.keys());
    expect([...declared.keys()]).toEqual([...new Set([6, 8, 9, 13, last])].sort((a, b) => a - b));
    for (const version of declared.keys()) expect(cumulative(declared, version)).toEqual(cumulative(shipped, version));
  });

  it('a later spec of a table folded with an earlier one wins, and a deletion folded before a re-creation is dropped', () => {
    const folded = declaredVersions(
      new Map<number, Stores>([
        [1, { a: 'id', b: 'id' }],
        [2, { a: 'id, x', b: null }],
        [3, { b: 'key' }],
        [4, { c: 'id' }],
      ]),
      { 2: true },
    );
    expect([...folded]).toEqual([
      [2, { a: 'id, x', b: null }],
      [4, { b: 'key', c: 'id' }],
    ]);
  });

  it('a device on any shipped version upgrades to the stores and indexes of a fresh install', async () => {
    const fresh = new EstateDb('declared-versions-fresh');
    await fresh.open();
    fresh.close();
    const expected = await shapeOf('declared-versions-fresh');
    await Dexie.delete('declared-versions-fresh');
    for (const version of shipped.keys()) {
      const name = `declared-versions-from-${version}`;
      const old = new Dexie(name);
      for (const [v, stores] of shipped) if (v <= version) old.version(v).stores(stores);
      await old.open();
      old.close();
      const upgraded = new EstateDb(name);
      await upgraded.open();
      upgraded.close();
      expect({ version, shape: await shapeOf(name) }).toEqual({ version, shape: expected });
      await Dexie.delete(name);
    }
  });
});
