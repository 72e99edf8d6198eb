import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import type { FaultNet, DeviceNet } from './fault-net';
import { VIRTUAL_BASE } from './fault-net';
import { rng, subSeed } from './prng';

/**
 * A device: the real client modules (src/db, src/sync, the screens' write functions) evaluated
 * for it alone, on an IndexedDB of its own (fake-indexeddb). Two devices are two evaluations of
 * the modules, each bound to its own IDBFactory (Dexie takes the factory when the database object
 * is made). Closing the tab drops the evaluation and makes a new one on the same IndexedDB.
 */
async function importClient() {
  const [dbModule, engine, flush, pull, outbox, session, transport, clock, contacts, accounts, bookings, payments] = await Promise.all([
    import('../../src/db/db'),
    import('../../src/sync/engine'),
    import('../../src/sync/flush'),
    import('../../src/sync/pull'),
    import('../../src/sync/outbox'),
    import('../../src/sync/session'),
    import('../../src/sync/transport'),
    import('../../src/sync/clock'),
    import('../../src/features/records/contacts.api'),
    import('../../src/features/records/accounts.api'),
    import('../../src/features/bookings/bookings.api'),
    import('../../src/app/payments'),
  ]);
  return { db: dbModule.db, META: dbModule.META, engine, flush, pull, outbox, session, transport, clock, contacts, accounts, bookings, payments };
}

export type ClientModules = Awaited<ReturnType<typeof importClient>>;

/** The client's modules evaluated afresh, their database on `factory`. */
export async function loadClient(factory: IDBFactory): Promise<ClientModules> {
  vi.resetModules();
  const previous = Dexie.dependencies.indexedDB;
  Dexie.dependencies.indexedDB = factory;
  try {
    const client = await importClient();
    client.transport.configureTransport({ baseUrl: VIRTUAL_BASE });
    return client;
  } finally {
    Dexie.dependencies.indexedDB = previous;
  }
}

export type Device = {
  index: number;
  factory: IDBFactory;
  client: ClientModules;
  net: DeviceNet;
  /** Runs the device's work on its network (and waits for the background work it started). */
  run<T>(work: (client: ClientModules) => Promise<T>): Promise<T>;
};

export function makeDevice(index: number, client: ClientModules, factory: IDBFactory, faultNet: FaultNet): Device {
  const device: Device = {
    index,
    factory,
    client,
    net: { device: index, mode: 'up', rng: rng(1), pushFaults: [], missedPulls: 0 },
    run: (work) =>
      faultNet.run(device.net, async () => {
        const c = device.client;
        try {
          return await work(c);
        } finally {
          await c.engine.syncIdle();
        }
      }),
  };
  return device;
}

/** A device fresh for a schedule: an empty database, the sync loop stopped, a clean network. */
export async function resetDevice(device: Device, seed: number): Promise<void> {
  const c = device.client;
  c.engine.stopSync();
  await c.engine.syncIdle();
  c.db.close();
  await c.db.delete();
  await c.db.open();
  c.clock.forgetClockCache();
  device.net = { device: device.index, mode: 'up', rng: rng(subSeed(seed, device.index)), pushFaults: [], missedPulls: 0 };
}

/** The tab is closed (its modules and their in-memory state gone) and opened again on the same IndexedDB. */
export async function reopenTab(device: Device): Promise<void> {
  const old = device.client;
  old.engine.stopSync();
  await old.engine.syncIdle();
  old.db.close();
  device.client = await loadClient(device.factory);
}

export async function newDevice(index: number, faultNet: FaultNet): Promise<Device> {
  const factory = new IDBFactory();
  return makeDevice(index, await loadClient(factory), factory, faultNet);
}
