import { describe, expect, it } from 'vitest';
import { GENERIC_FAILURE_MESSAGE } from '../../src/i18n/en/errors';
import { pushMutations } from '../../server/sync/push';
import { assembleMutators, modules } from '../../server/modules';
import { availableDialects } from '../helpers/test-app';
import { contactArgs, pullAll, push } from './sync-helpers';
import { RESIDENT, useCast } from '../helpers/cast';

const dialects = await availableDialects();

const car = (vehicleId: string) => ({
  vehicleId,
  make: 'Toyota',
  model: 'Corolla',
  registrationNumber: 'CA 1',
  colour: '',
  year: '',
  vinNumber: '',
  licenseDiscPhotoURL: '',
  carPhotoURL: '',
});

/**
 * A poison mutation: a mutator that throws something other than a 4xx.
 * The server runs with the test-only FAULT=throw-in-mutator:vehicles.add, which makes the
 * real vehicles.add mutator throw a plain Error after its writes.
 */
describe.each(dialects)('poison mutation (%s)', (dialect) => {
  const {
    t,
    people: [resident],
  } = useCast(dialect, [RESIDENT], { env: { FAULT: 'throw-in-mutator:vehicles.add' } });
  let n = 0;
  const newClient = () => `poison-${dialect}-${Date.now()}-${++n}`;
  const lastId = async (clientId: string) =>
    Number((await t.ctx.db.selectFrom('sync_clients').select('last_mutation_id').where('client_id', '=', clientId).executeTakeFirst())?.last_mutation_id ?? 0);
  const vehicleCount = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('vehicles')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('is refused with the generic message, rolled back, and does not block the next write', async () => {
    const clientId = newClient();
    const vehicles = await vehicleCount();
    const res = await push(t.app, resident, clientId, [
      { id: 1, name: 'vehicles.add', args: car('poisoncar0001') },
      { id: 2, name: 'contacts.save', args: contactArgs('0827770001') },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      lastMutationId: 2,
      results: [
        { id: 1, ok: false, error: GENERIC_FAILURE_MESSAGE },
        { id: 2, ok: true },
      ],
    });
    expect(await vehicleCount()).toBe(vehicles);
    const { changes } = await pullAll(t.app, resident);
    expect(changes.find((c) => c.table === 'mutationErrors' && c.id === `${clientId}:1`)?.data).toEqual({
      id: `${clientId}:1`,
      clientId,
      mutationId: 1,
      name: 'vehicles.add',
      message: GENERIC_FAILURE_MESSAGE,
    });
    expect(changes.some((c) => c.table === 'vehicles' && c.id === 'poisoncar0001')).toBe(false);
    // Sent again (answer lost): the same refusal, nothing applied.
    const again = await push(t.app, resident, clientId, [{ id: 1, name: 'vehicles.add', args: car('poisoncar0001') }]);
    expect(again.body.results).toEqual([{ id: 1, ok: false, error: GENERIC_FAILURE_MESSAGE }]);
    expect(await lastId(clientId)).toBe(2);
  });

  it("logs the error with the mutation's name", async () => {
    const logged: { details: object; message: string }[] = [];
    const log = { error: (details: object, message: string) => void logged.push({ details, message }) };
    const clientId = newClient();
    const answer = await pushMutations(t.ctx, assembleMutators(modules), log, resident.userId, {
      clientId,
      mutations: [{ id: 1, name: 'vehicles.add', args: car('poisoncar0002') }],
    });
    expect(answer.results).toEqual([{ id: 1, ok: false, error: GENERIC_FAILURE_MESSAGE }]);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.message).toContain('vehicles.add');
    expect(logged[0]?.details).toMatchObject({ mutation: 'vehicles.add', mutationId: 1, clientId });
    expect((logged[0]?.details as { err?: Error } | undefined)?.err?.message).toBe('Injected fault in vehicles.add');
  });

  // A real throw: PostgreSQL refuses NUL in a text column. (Once the contract schemas refuse NUL
  // this becomes a 4xx refusal before the mutator runs; either way the id advances.)
  it.runIf(dialect === 'postgres')('a name with NUL (PostgreSQL refuses NUL in text) is refused, not retried forever', async () => {
    const clientId = newClient();
    const res = await push(t.app, resident, clientId, [
      { id: 1, name: 'contacts.save', args: { ...contactArgs('0827770003'), emergencyContactName: 'Tha\u0000ndi' } },
      { id: 2, name: 'contacts.save', args: contactArgs('0827770002') },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.lastMutationId).toBe(2);
    expect(res.body.results[0]?.ok).toBe(false);
    expect(res.body.results[1]).toEqual({ id: 2, ok: true });
  });
});
