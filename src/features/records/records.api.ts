import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Account, Address, Vehicle } from '../../contract/profile';
import type { Estate } from '../../contract/records';
import { db } from '../../db/db';
import { awaitWrite } from '../../sync/hooks';
import { mutate, type MutationInput } from '../../sync/mutate';
import { dismissRefusedWrite } from '../../sync/outbox';
import type { SaveOutcome as Outcome } from './use-record-form';

/** The records listed as cards with add and edit screens (spec 2.13-2.15); each is a synced table. */
export type RecordKind = 'accounts' | 'addresses' | 'vehicles';
export type RecordRows = { accounts: Account; addresses: Address; vehicles: Vehicle };

/** The answer a record screen shows for its own write. */
export type { Outcome };

/** The order of a kind's cards. */
const ORDER: { [K in RecordKind]: (row: RecordRows[K]) => string } = {
  accounts: (a) => `${a.context} ${a.accountNumber}`,
  addresses: (a) => `${a.context} ${a.streetName}`,
  vehicles: (v) => `${v.make} ${v.model}`,
};

/** The delete args of a kind: the row's key only. */
const DELETE_ARGS: { [K in RecordKind]: (rowId: string) => MutationInput<`${K}.delete`> } = {
  accounts: (accountID) => ({ accountID }),
  addresses: (addressID) => ({ addressID }),
  vehicles: (vehicleId) => ({ vehicleId }),
};

function recordTable<K extends RecordKind>(kind: K): Table<RecordRows[K], string> {
  return db.table(kind);
}

/** Every record of a kind on the device, in card order (undefined while loading). */
export function useRecords<K extends RecordKind>(kind: K): RecordRows[K][] | undefined {
  return useLiveQuery(async () => {
    const order = ORDER[kind];
    return (await recordTable(kind).toArray()).sort((a, b) => order(a).localeCompare(order(b)));
  }, [kind]);
}

/** One record: undefined while loading, null when it is not on the device. */
export function useRecord<K extends RecordKind>(kind: K, rowId: string): RecordRows[K] | null | undefined {
  return useLiveQuery(async () => (await recordTable(kind).get(rowId)) ?? null, [kind, rowId]);
}

/** The estates where the signed-in user holds a role (the Estate select of the account and address forms). */
export function useMyEstates(): Estate[] | undefined {
  return useLiveQuery(async () => {
    const session = await db.session.get('current');
    if (!session) return [];
    const roles = await db.userRoles.where('userId').equals(session.userId).toArray();
    const ids = [...new Set(roles.map((r) => r.estateId))];
    const estates = (await db.estates.bulkGet(ids)).filter((e): e is Estate => e !== undefined);
    return estates.sort((a, b) => a.estateName.localeCompare(b.estateName));
  }, []);
}

/**
 * The answer to a record screen's own write: the server's when it is reachable (awaitWrite),
 * else pending. The screen shows a refusal in its failure dialog at once, so the refused
 * entry is dismissed here and the list does not show it a second time; a refusal that
 * arrives later (a write made offline) stays on the list until the user dismisses it there.
 */
export async function answerFor(kind: RecordKind, rowId: string): Promise<Outcome> {
  const outcome = await awaitWrite(kind, rowId);
  if (outcome.kind !== 'refused') return outcome;
  await dismissRefusedWrite(outcome.outboxId);
  return { kind: 'refused', message: outcome.message };
}

/** A record write (optimistic row and outbox entry, see mutate) and its answer for the screen that made it. */
export async function writeRecord(kind: RecordKind, rowId: string, write: () => Promise<unknown>): Promise<Outcome> {
  await write();
  return answerFor(kind, rowId);
}

/** Deletes a record on the device at once (pending until the server confirms). */
export function deleteRecord(kind: RecordKind, rowId: string): Promise<Outcome> {
  return writeRecord(kind, rowId, () => mutate(`${kind}.delete`, DELETE_ARGS[kind](rowId)));
}
