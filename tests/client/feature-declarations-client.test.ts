import { describe, expect, it } from 'vitest';
import type { SyncedTableDecl } from '../../src/contract/registry';
import { storesByVersion } from '../../src/db/db';
import { clientTable, defineMutation, tableStore } from '../../src/db/feature';
import { assembleFeatures, CLIENT_LOCAL_TABLES, CLIENT_MUTATIONS, CLIENT_TABLES } from '../../src/db/features';
import { recordsMutations, recordsTables } from '../../src/contract/records';
import { assembleStores, STORED_LOCAL_TABLES, STORED_TABLES } from '../../src/db/schema';
import { assembleMutators, modules } from '../../server/modules';

/**
 * The stores of the versions that shipped (1-6 as db.ts wrote them by hand, then 7, the first a
 * feature declared): devices upgrade through exactly these, so none ever changes. A version
 * shipped later joins this snapshot; a new table needs no edit here.
 */
const SHIPPED: Record<number, Record<string, string>> = {
  1: {
    meta: 'key',
    session: 'key',
    outbox: 'id, status, [table+rowId]',
    shadows: 'key',
    drafts: 'key',
    estates: 'EstateID',
    roles: 'roleName',
    tiles: 'id, [estateID+roleName], estateID',
    userRoles: 'id, userId, estateID',
    users: 'uid',
    contacts: 'userId',
    accessInfo: 'EstateID',
    appConfig: 'key',
    pointsOfInterest: 'id, estateID',
    directory: 'id, estateID',
    mutationErrors: 'id',
  },
  2: {
    accounts: 'accountID',
    addresses: 'addressID',
    vehicles: 'vehicleId',
    photoUploads: 'id, vehicleId',
    fileCache: 'url',
    notifications: 'notificationId, status, createdAt',
    accessControlConfig: 'EstateID',
    gateKeys: 'keyId, estateId',
    revocationLists: 'estateId',
    gateResidents: 'id, estateId',
    gateEvents: 'id, estateId, scannedAt',
    accessPins: 'userId',
    accessCredentials: 'key, userId',
    guardPins: 'userId',
    managerMembers: 'id, estateId',
  },
  3: {
    units: 'id, EstateID',
    peopleConfig: 'EstateID',
    associates: 'pkiAssociateID, [EstateID+unitNo]',
    unitRequests: 'id, [EstateID+unitNo], status',
    associateUploads: 'id, associateId',
    gateFaces: 'id, estateId',
  },
  4: {
    inviteSettings: 'EstateID',
    invites: 'inviteId, [EstateID+unitNo]',
    passes: 'id, subjectId, [EstateID+unitNo]',
    gatePasses: 'id, estateId, pinHash',
    passUses: 'id, estateId, passId, scannedAt',
    regularVisitors: 'id, [EstateID+unitNo], visitor_userId',
    letters: 'inviteId, [EstateID+unitNo], letter_userId',
    lettingGuests: 'id, [EstateID+unitNo], inviteId',
  },
  5: {
    bookingServices: 'id, EstateID',
    bookingResources: 'id, EstateID, serviceId',
    bookingSlots: 'id, [resourceId+date]',
    bookings: 'id, EstateID, userId, status, date',
    lagoonConfig: 'EstateID',
    levyAccounts: 'id, [EstateID+unitNo]',
    bills: 'id, [EstateID+unitNo], AccountNumber',
    payments: 'id, userId, purpose, PAY_REQUEST_ID',
  },
  6: {
    events: 'eventID, estateID, startDate',
    newsletters: 'id, estateID, created',
    documentCategories: 'id, estateID',
    documents: 'id, estateID, unitNo',
    estateContacts: 'id, estateID, kind',
    sitePlans: 'estateID',
    developments: 'id, estateID',
    lifestyleProviders: 'id, estateID, location',
    themes: 'estateID',
  },
  7: {
    snags: 'id, EstateID, userId',
    snagUploads: 'id, snagId, createdAt',
  },
};
const SHIPPED_VERSIONS = Object.keys(SHIPPED).map(Number);

/** Every synced table the contract's areas declare (`<area>Tables` exports). */
function contractTables(): Map<string, SyncedTableDecl> {
  const files = import.meta.glob<Record<string, unknown>>('../../src/contract/*.ts', { eager: true });
  const found = new Map<string, SyncedTableDecl>();
  for (const exports of Object.values(files)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('Tables') || typeof value !== 'object' || value === null) continue;
      for (const [table, decl] of Object.entries(value as Record<string, SyncedTableDecl>)) found.set(table, decl);
    }
  }
  return found;
}

describe('the features declare the client side of sync', () => {
  it('derives the stores of every shipped version exactly as it shipped; later versions only follow them', () => {
    const derived = storesByVersion();
    for (const version of SHIPPED_VERSIONS) expect(derived.get(version), `version ${version}`).toEqual(SHIPPED[version]);
    const versions = [...derived.keys()];
    // Versions count up from 1 without a gap, the shipped ones first.
    expect(versions).toEqual(versions.map((_, i) => i + 1));
    expect(versions.slice(0, SHIPPED_VERSIONS.length)).toEqual(SHIPPED_VERSIONS);
  });

  it('version 8 renames the estate id in keys and indexes, version 9 makes the re-keyed tables again', () => {
    const rekeyed = ['estates', 'accessInfo', 'accessControlConfig', 'peopleConfig', 'inviteSettings', 'lagoonConfig', 'sitePlans', 'themes'];
    expect(storesByVersion().get(8)).toEqual({
      ...Object.fromEntries(
        rekeyed.flatMap((name) => [
          [name, null],
          [`${name}_rekey`, 'estateId'],
        ]),
      ),
      tiles: 'id, [estateId+roleName], estateId',
      userRoles: 'id, userId, estateId',
      pointsOfInterest: 'id, estateId',
      directory: 'id, estateId',
      units: 'id, estateId',
      associates: 'pkiAssociateID, [estateId+unitNo]',
      unitRequests: 'id, [estateId+unitNo], status',
      invites: 'inviteId, [estateId+unitNo]',
      passes: 'id, subjectId, [estateId+unitNo]',
      regularVisitors: 'id, [estateId+unitNo], visitor_userId',
      letters: 'inviteId, [estateId+unitNo], letter_userId',
      lettingGuests: 'id, [estateId+unitNo], inviteId',
      bookingServices: 'id, estateId',
      bookingResources: 'id, estateId, serviceId',
      bookings: 'id, estateId, userId, status, date',
      levyAccounts: 'id, [estateId+unitNo]',
      bills: 'id, [estateId+unitNo], AccountNumber',
      events: 'eventID, estateId, startDate',
      newsletters: 'id, estateId, created',
      documentCategories: 'id, estateId',
      documents: 'id, estateId, unitNo',
      estateContacts: 'id, estateId, kind',
      developments: 'id, estateId',
      lifestyleProviders: 'id, estateId, location',
      snags: 'id, estateId, userId',
    });
    expect(storesByVersion().get(9)).toEqual(
      Object.fromEntries(
        rekeyed.flatMap((name) => [
          [name, 'estateId'],
          [`${name}_rekey`, null],
        ]),
      ),
    );
  });

  it('a new table opens the next version, and a table or mutation declared twice stops the app', () => {
    // A table declared after the latest version (shipped or not) opens the one after it, leaving every other as it was.
    const current = storesByVersion();
    const next = Math.max(...current.keys()) + 1;
    const withNew = storesByVersion(CLIENT_TABLES, new Map([...CLIENT_LOCAL_TABLES, ['photoQueue', { since: next, stores: 'id, ownerId' }]]));
    for (const [version, stores] of current) expect(withNew.get(version), `version ${version}`).toEqual(stores);
    expect(withNew.get(next)).toEqual({ photoQueue: 'id, ownerId' });
    expect(current.has(next)).toBe(false);
    const estates = { tables: { estates: clientTable(recordsTables.estates, tableStore('estateId', 1)) } };
    expect(() => assembleFeatures({ a: estates, b: estates })).toThrow('Synced table estates is declared twice (b)');
    const estatesStore = { tables: { estates: tableStore('estateId', 1) } };
    expect(() => assembleStores({ a: estatesStore, b: estatesStore })).toThrow('Synced table estates is declared twice (b)');
    const save = defineMutation(recordsMutations['contacts.save'], { table: 'contacts', rowId: (_args, { userId }) => userId, apply: async () => undefined });
    const saves = { mutations: { 'contacts.save': save } };
    expect(() => assembleFeatures({ a: saves, b: saves })).toThrow('Mutation contacts.save is declared twice (b)');
  });

  it('every synced table of the contract (all the server can publish) is declared by one feature, with the contract key', () => {
    const contract = contractTables();
    expect([...CLIENT_TABLES.keys()].sort()).toEqual([...contract.keys()].sort());
    for (const [name, table] of CLIENT_TABLES) {
      expect(table.schema, name).toBe(contract.get(name)?.schema);
      expect(table.key, name).toBe(contract.get(name)?.key);
    }
  });

  it("the database opens from the features' stores alone: each synced and device-only table is stored as its feature declares it", () => {
    // db.ts reads `<area>.stores.ts` (schema.ts) so the first load skips the contract; the sync engine reads the features.
    expect([...STORED_TABLES.keys()].sort()).toEqual([...CLIENT_TABLES.keys()].sort());
    for (const [name, table] of CLIENT_TABLES) {
      const { schema: _schema, ...stored } = table;
      expect(STORED_TABLES.get(name), name).toEqual(stored);
    }
    expect(STORED_LOCAL_TABLES).toEqual(CLIENT_LOCAL_TABLES);
  });

  it('every client mutation has a server mutator with the same schema, and the other way round', () => {
    const server = assembleMutators(modules);
    expect([...CLIENT_MUTATIONS.keys()].sort()).toEqual(Object.keys(server).sort());
    for (const [name, mutation] of CLIENT_MUTATIONS) expect(mutation.schema, name).toBe(server[name].schema);
  });
});
