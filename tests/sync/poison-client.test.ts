import { describe, expect, it } from 'vitest';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import { db } from '../../src/db/db';
import { revocationListAge } from '../../src/domain/qr/revocation';
import type { GateDecision } from '../../src/domain/qr/verify';
import { saveContacts } from '../../src/features/records/contacts.api';
import { refusalText } from '../../src/features/records/record-text';
import { addVehicle } from '../../src/features/records/vehicles.api';
import { logDecision } from '../../src/features/guard/guard.api';
import { t } from '../../src/i18n';
import { syncIdle } from '../../src/sync/engine';
import { flushOutbox } from '../../src/sync/flush';
import { configureTransport } from '../../src/sync/transport';
import { contactArgs } from './sync-helpers';
import { GUARD, insertCast, NEIGHBOUR } from '../helpers/cast';

/**
 * A poison mutation reaches the screen that made the write. The server runs
 * with the test-only FAULT=throw-in-mutator:vehicles.add,gate.recordEvent: those real mutators
 * throw a plain Error after their writes, as a mutator with a bug would.
 */
const h = useClientHarness({ setUp: (t) => insertCast(t, [NEIGHBOUR, GUARD]), env: { FAULT: 'throw-in-mutator:vehicles.add,gate.recordEvent' } });
const GENERIC = 'An error has occured, please try again later';
const car = { make: 'Toyota', model: 'Corolla', registrationNumber: 'CA 7', colour: '', year: '', vinNumber: '', licenseDiscPhotoURL: '', carPhotoURL: '' };

describe('poison mutation on the device', () => {
  it('online: the add screen gets the refusal with the generic message, the row rolls back, later writes still sync', async () => {
    const userId = await signInClient(NEIGHBOUR);
    // VehicleFormScreen shows this outcome in its failure dialog ('Vehicle could not be added' + the message).
    expect(await addVehicle(car)).toEqual({ kind: 'refused', message: GENERIC });
    expect(await db.vehicles.count()).toBe(0);
    await saveContacts(contactArgs('0821235001'));
    await syncIdle();
    expect(await db.outbox.where('status').equals('pending').count()).toBe(0);
    expect((await h.t.ctx.db.selectFrom('contacts').select('cell').where('user_id', '=', userId).executeTakeFirst())?.cell).toBe('0821235001');
  });

  it('offline, refused later: the failed entry stays with the generic message for the vehicles list to show', async () => {
    await signInClient(NEIGHBOUR);
    configureTransport({ baseUrl: CLOSED });
    expect((await addVehicle(car)).kind).toBe('pending');
    await syncIdle();
    configureTransport({ baseUrl: h.base });
    await flushOutbox();
    // What useRefusedWrites('vehicles') lists and VehiclesScreen prints per entry.
    const refused = await db.outbox.filter((e) => e.table === 'vehicles' && e.status === 'failed').toArray();
    expect(refused.map((e) => [e.name, e.error])).toEqual([['vehicles.add', GENERIC]]);
    expect(refusalText(t('vehicles.addFailed'), refused[0]?.error)).toBe(`Vehicle could not be added: ${GENERIC}`);
    expect(await db.vehicles.count()).toBe(0);
    expect(await db.outbox.where('status').equals('pending').count()).toBe(0);
  });

  it('a gate event the server cannot record becomes a failed outbox entry with the message (the guard console lists it)', async () => {
    const guardId = await signInClient(GUARD);
    const now = Date.now();
    const decision: GateDecision = {
      decision: 'DENY',
      reason: 'malformed',
      revocationAge: revocationListAge({ issuedAt: Math.floor(now / 1000) }, now / 1000),
    };
    const eventId = await logDecision(guardId, 91, decision, now);
    await syncIdle();
    await flushOutbox();
    const entries = await db.outbox.where('[table+rowId]').equals(['gateEvents', eventId]).toArray();
    expect(entries.map((e) => [e.name, e.status, e.error])).toEqual([['gate.recordEvent', 'failed', GENERIC]]);
    expect(await h.t.ctx.db.selectFrom('gate_events').select('id').where('id', '=', eventId).executeTakeFirst()).toBeUndefined();
  });
});
