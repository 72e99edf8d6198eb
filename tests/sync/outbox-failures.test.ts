import { afterEach, describe, expect, it } from 'vitest';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { API } from '../../src/contract/api-paths';
import { db, META } from '../../src/db/db';
import { addAccount } from '../../src/features/records/accounts.api';
import { saveContacts } from '../../src/features/records/contacts.api';
import { syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { readMeta, startNewClient } from '../../src/sync/outbox';
import { pullOnce } from '../../src/sync/pull';
import { configureTransport } from '../../src/sync/transport';
import { contactArgs } from './sync-helpers';
import { insertCast, NEIGHBOUR, RESIDENT } from '../helpers/cast';

/** The outbox's failure paths (refused entries, gaps, a new client id): real client code on fake-indexeddb against the real server. */
const h = useClientHarness({ setUp: (t) => insertCast(t, [RESIDENT, NEIGHBOUR]) });

const version = async () => Number((await h.t.ctx.db.selectFrom('sync_state').select('version').executeTakeFirstOrThrow()).version);
const serverCell = async (userId: string) => (await h.t.ctx.db.selectFrom('contacts').select('cell').where('user_id', '=', userId).executeTakeFirst())?.cell;
const serverLastId = async (clientId: string) =>
  (await h.t.ctx.db.selectFrom('sync_clients').select('last_mutation_id').where('client_id', '=', clientId).executeTakeFirst())?.last_mutation_id;
const outboxStates = async () => (await db.outbox.orderBy('id').toArray()).map((e) => [e.name, e.status, e.error]);

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('outbox failure paths', () => {
  it('a refused entry, a pending one and a gap from a fresh device: the pending write reaches the server exactly once', async () => {
    const userId = await signInClient(NEIGHBOUR);
    // 1. A write the server refuses (the neighbour has no role at estate 92), made offline and refused at the next flush.
    configureTransport({ baseUrl: CLOSED });
    expect((await addAccount({ estateId: 92, accountType: 'Levies', unitNumber: '14', accountNumber: 'N-9' })).kind).toBe('pending');
    await syncIdle();
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    expect(await outboxStates()).toEqual([['accounts.add', 'failed', 'Account could not be added']]);
    const firstClient = await readMeta<string>(META.clientId);
    if (!firstClient) throw new Error('no client id');
    expect(await serverLastId(firstClient)).toBe(1);

    // 2. A pending write.
    configureTransport({ baseUrl: CLOSED });
    await saveContacts(contactArgs('0821238008'));
    await syncIdle();
    expect(await outboxStates()).toEqual([
      ['accounts.add', 'failed', 'Account could not be added'],
      ['contacts.save', 'pending', undefined],
    ]);

    // 3. The server loses the client (restored from a backup taken before the device's first push).
    await h.t.ctx.db.deleteFrom('sync_clients').where('client_id', '=', firstClient).execute();
    configureTransport({ baseUrl: h.base });
    const before = await version();
    await flushOutbox();
    await flushOutbox();
    await pullOnce();

    expect(await serverCell(userId)).toBe('0821238008');
    expect(await version()).toBe(before + 1);
    // The refused entry keeps showing (with its message), outside the ids that are sent.
    const outbox = await db.outbox.toArray();
    expect(outbox.map((e) => [e.name, e.status, e.error])).toEqual([['accounts.add', 'failed', 'Account could not be added']]);
    expect(outbox[0]?.id).toBeLessThanOrEqual(0);
    const secondClient = await readMeta<string>(META.clientId);
    expect(secondClient).not.toBe(firstClient);
    expect(await serverLastId(secondClient ?? '')).toBe(1);
    expect(await readMeta<number>(META.nextMutationId)).toBe(2);
    expect((await db.contacts.get(userId))?.cellNumber).toBe('0821238008');
  });

  it('an online save whose flush starts a new client id still answers its own outcome (ids renumbered meanwhile)', async () => {
    const userId = await signInClient(NEIGHBOUR);
    await saveContacts(contactArgs('0821238101'));
    await syncIdle();
    const firstClient = await readMeta<string>(META.clientId);
    await h.t.ctx.db
      .deleteFrom('sync_clients')
      .where('client_id', '=', firstClient ?? '')
      .execute();
    configureTransport({ baseUrl: CLOSED });
    await saveContacts(contactArgs('0821238102'));
    await syncIdle();
    configureTransport({ baseUrl: h.base });
    // Sent as [2, 3]: a gap, then [1, 2] under a new client id; the account (now id 2) is refused.
    expect(await addAccount({ estateId: 92, accountType: 'Levies', unitNumber: '14', accountNumber: 'N-8' })).toEqual({
      kind: 'refused',
      message: 'Account could not be added',
    });
    expect(await serverCell(userId)).toBe('0821238102');
    expect(await db.outbox.count()).toBe(0);
  });

  it('a batch [8, 10] whose 8 commits before the gap: 8 is settled from the 409, never sent again', async () => {
    const userId = await signInClient(RESIDENT);
    for (let i = 1; i <= 7; i += 1) {
      await saveContacts(contactArgs(`082123700${i}`));
      await syncIdle();
    }
    const clientId = await readMeta<string>(META.clientId);
    expect(await serverLastId(clientId ?? '')).toBe(7);
    expect(await db.outbox.count()).toBe(0);

    configureTransport({ baseUrl: CLOSED });
    for (const cell of ['0821237008', '0821237009', '0821237010']) await saveContacts(contactArgs(cell));
    await syncIdle();
    // Entry 9 is gone from this device (lost or dismissed): the next push is [8, 10].
    await db.outbox.delete(9);
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual([8, 10]);

    configureTransport({ baseUrl: h.base });
    const before = await version();
    await flushOutbox();
    // 8 once under the old client id, 10 once under the new one: two applications, not three.
    expect(await version()).toBe(before + 2);
    expect(await serverLastId(clientId ?? '')).toBe(8);
    const newClient = await readMeta<string>(META.clientId);
    expect(newClient).not.toBe(clientId);
    expect(await serverLastId(newClient ?? '')).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await serverCell(userId)).toBe('0821237010');
  });

  it("a pull's acknowledgement for the previous client id settles nothing after the device started a new one", async () => {
    const userId = await signInClient(RESIDENT);
    await saveContacts(contactArgs('0821236001'));
    await syncIdle();
    await saveContacts(contactArgs('0821236002'));
    await syncIdle();
    const clientId = await readMeta<string>(META.clientId);
    expect(await serverLastId(clientId ?? '')).toBe(2);

    configureTransport({ baseUrl: CLOSED });
    await saveContacts(contactArgs('0821236003'));
    await syncIdle();
    configureTransport({ baseUrl: h.base });

    // The pull goes out for the old client id (its answer says lastMutationId 2); before the
    // answer is applied, a flush on this device starts a new client id and renumbers the
    // pending write to id 1. The real server answers; only the ordering is arranged here.
    globalThis.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      if (String(input).includes(API.syncPull)) {
        globalThis.fetch = realFetch;
        await startNewClient();
      }
      return response;
    };
    await pullOnce();
    expect(await readMeta<string>(META.clientId)).not.toBe(clientId);
    expect((await db.outbox.toArray()).map((e) => [e.id, e.status])).toEqual([[1, 'pending']]);

    await flushOutbox();
    expect(await db.outbox.count()).toBe(0);
    expect(await serverCell(userId)).toBe('0821236003');
  });
});
