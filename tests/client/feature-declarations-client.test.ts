import { describe, expect, it } from 'vitest';
import type { SyncedTableDecl } from '../../src/contract/registry';
import { storesByVersion } from '../../src/db/db';
import { clientTable, defineMutation } from '../../src/db/feature';
import { assembleFeatures, CLIENT_MUTATIONS, CLIENT_TABLES } from '../../src/db/features';
import { recordsMutations, recordsTables } from '../../src/contract/records';
import { assembleMutators, modules } from '../../server/modules';

/** The stores of the versions that shipped, as db.ts wrote them by hand: devices upgrade through exactly these. */
const SHIPPED: Record<number, Record<string, string>> = {
  1: {
    meta: 'key',
    session: 'key',
    outbox: 'id, status, [table+rowId]',
    shadows: 'key',
    drafts: 'key',
    estates: 'estateId',
    roles: 'roleName',
    tiles: 'id, [estateId+roleName], estateId',
    userRoles: 'id, userId, estateId',
    users: 'uid',
    contacts: 'userId',
    accessInfo: 'estateId',
    appConfig: 'key',
    pointsOfInterest: 'id, estateId',
    directory: 'id, estateId',
    mutationErrors: 'id',
  },
  2: {
    accounts: 'accountID',
    addresses: 'addressID',
    vehicles: 'vehicleId',
    photoUploads: 'id, vehicleId',
    fileCache: 'url',
    notifications: 'notificationId, status, createdAt',
    accessControlConfig: 'estateId',
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
    units: 'id, estateId',
    peopleConfig: 'estateId',
    associates: 'pkiAssociateID, [estateId+unitNo]',
    unitRequests: 'id, [estateId+unitNo], status',
    associateUploads: 'id, associateId',
    gateFaces: 'id, estateId',
  },
  4: {
    inviteSettings: 'estateId',
    invites: 'inviteId, [estateId+unitNo]',
    passes: 'id, subjectId, [estateId+unitNo]',
    gatePasses: 'id, estateId, pinHash',
    passUses: 'id, estateId, passId, scannedAt',
    regularVisitors: 'id, [estateId+unitNo], visitor_userId',
    letters: 'inviteId, [estateId+unitNo], letter_userId',
    lettingGuests: 'id, [estateId+unitNo], inviteId',
  },
  5: {
    bookingServices: 'id, estateId',
    bookingResources: 'id, estateId, serviceId',
    bookingSlots: 'id, [resourceId+date]',
    bookings: 'id, estateId, userId, status, date',
    lagoonConfig: 'estateId',
    levyAccounts: 'id, [estateId+unitNo]',
    bills: 'id, [estateId+unitNo], AccountNumber',
    payments: 'id, userId, purpose, PAY_REQUEST_ID',
  },
  6: {
    events: 'eventID, estateId, startDate',
    newsletters: 'id, estateId, created',
    documentCategories: 'id, estateId',
    documents: 'id, estateId, unitNo',
    estateContacts: 'id, estateId, kind',
    sitePlans: 'estateId',
    developments: 'id, estateId',
    lifestyleProviders: 'id, estateId, location',
    themes: 'estateId',
  },
};

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
  it('derives the stores of the shipped versions 1-6 exactly as they were written by hand', () => {
    const derived = storesByVersion();
    for (let version = 1; version <= 6; version += 1) expect(derived.get(version), `version ${version}`).toEqual(SHIPPED[version]);
  });

  it('a new table opens the next version, and a table or mutation declared twice stops the app', () => {
    // Version 7 holds the maintenance requests' tables; a table declared after them opens version 8.
    expect(storesByVersion().get(7)).toEqual({ snags: 'id, estateId, userId', snagUploads: 'id, snagId, createdAt' });
    const withNew = storesByVersion(CLIENT_TABLES, new Map([['photoQueue', { since: 8, stores: 'id, ownerId' }]]));
    for (let version = 1; version <= 6; version += 1) expect(withNew.get(version), `version ${version}`).toEqual(SHIPPED[version]);
    expect(withNew.get(8)).toEqual({ photoQueue: 'id, ownerId' });
    expect(storesByVersion().has(8)).toBe(false);
    const estates = { tables: { estates: clientTable(recordsTables.estates, 1) } };
    expect(() => assembleFeatures({ a: estates, b: estates })).toThrow('Synced table estates is declared twice (b)');
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

  it('every client mutation has a server mutator with the same schema, and the other way round', () => {
    const server = assembleMutators(modules);
    expect([...CLIENT_MUTATIONS.keys()].sort()).toEqual(Object.keys(server).sort());
    for (const [name, mutation] of CLIENT_MUTATIONS) expect(mutation.schema, name).toBe(server[name].schema);
  });
});
