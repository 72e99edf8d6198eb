import Dexie from 'dexie';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';

/**
 * The client project runs file after file in one worker (vitest.config.ts), so what a fresh
 * worker gave each file is made here, before the file's imports: the project's own modules are
 * evaluated again (the Dexie database object, the session, the transport, the public config, the
 * sync loop's state), and the file gets an empty IndexedDB. Packages under node_modules stay
 * loaded: not loading them again is the saving.
 */
vi.resetModules();
const factory = new IDBFactory();
globalThis.indexedDB = factory;
Dexie.dependencies.indexedDB = factory;
