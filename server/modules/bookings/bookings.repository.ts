import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, DbDialect } from '../../db/database';
import type { Trx } from '../../sync/change-log';
import type { BookingResourcesTable, BookingServicesTable, BookingsTable, LagoonRegistrationsTable } from './bookings.tables';

type Q = Db | Trx;

export type ServiceRow = Selectable<BookingServicesTable>;
export type ResourceRow = Selectable<BookingResourcesTable>;
export type BookingRow = Selectable<BookingsTable>;

/** Statuses that hold a resource's time or capacity. */
export const HOLDING_STATUSES = ['REQUESTED', 'BOOKED'] as const;

// ---------------------------------------------------------------- services and resources

export const findService = (db: Q, id: string) => db.selectFrom('booking_services').selectAll().where('id', '=', id).executeTakeFirst();

export const listServices = (db: Q, estateId: number) =>
  db.selectFrom('booking_services').selectAll().where('estate_id', '=', estateId).orderBy('name').orderBy('id').execute();

export async function upsertService(trx: Trx, row: Insertable<BookingServicesTable>): Promise<ServiceRow> {
  const { id: _key, ...rest } = row;
  return trx
    .insertInto('booking_services')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(rest))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const updateService = (trx: Trx, id: string, patch: Updateable<BookingServicesTable>) =>
  trx.updateTable('booking_services').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/**
 * Locks a service's row for the rest of the transaction (FOR UPDATE on PostgreSQL; SQLite runs
 * one write transaction at a time): the lagoon's capacity is counted under it.
 */
export const lockService = (trx: Trx, dialect: DbDialect, id: string) =>
  trx
    .selectFrom('booking_services')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();

export const findResource = (db: Q, id: string) => db.selectFrom('booking_resources').selectAll().where('id', '=', id).executeTakeFirst();

/** A facility's taken slots are checked under its resource's row lock (as lockService). */
export const lockResource = (trx: Trx, dialect: DbDialect, id: string) =>
  trx
    .selectFrom('booking_resources')
    .selectAll()
    .where('id', '=', id)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();

export const listResources = (db: Q, estateId: number) =>
  db.selectFrom('booking_resources').selectAll().where('estate_id', '=', estateId).orderBy('service_id').orderBy('position').orderBy('id').execute();

export const listServiceResources = (db: Q, serviceId: string) =>
  db.selectFrom('booking_resources').selectAll().where('service_id', '=', serviceId).orderBy('position').orderBy('id').execute();

export async function upsertResource(trx: Trx, row: Insertable<BookingResourcesTable>): Promise<ResourceRow> {
  const { id: _key, ...rest } = row;
  return trx
    .insertInto('booking_resources')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(rest))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const updateResource = (trx: Trx, id: string, patch: Updateable<BookingResourcesTable>) =>
  trx.updateTable('booking_resources').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

// ---------------------------------------------------------------- lagoon configuration

export const findLagoonConfigRow = (db: Q, estateId: number) => db.selectFrom('lagoon_config').selectAll().where('estate_id', '=', estateId).executeTakeFirst();

export async function upsertLagoonConfigRow(trx: Trx, estateId: number, data: string, now: number): Promise<void> {
  await trx
    .insertInto('lagoon_config')
    .values({ estate_id: estateId, data, updated_at: now })
    .onConflict((oc) => oc.column('estate_id').doUpdateSet({ data, updated_at: now }))
    .execute();
}

// ---------------------------------------------------------------- bookings

export const findBooking = (db: Q, id: string) => db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();

export const insertBooking = (trx: Trx, row: Insertable<BookingsTable>) => trx.insertInto('bookings').values(row).returningAll().executeTakeFirstOrThrow();

export const updateBooking = (trx: Trx, id: string, patch: Updateable<BookingsTable>) =>
  trx.updateTable('bookings').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/**
 * Moves a booking from one state to another only when it is still in `from` (status and, when
 * given, payment): one of two racing writers (the payment settling, the abandoned-payment job, the
 * customer cancelling) wins; the other gets undefined.
 */
export const transitionBooking = (trx: Trx, id: string, from: { statuses: readonly string[]; payment?: string }, patch: Updateable<BookingsTable>) =>
  trx
    .updateTable('bookings')
    .set(patch)
    .where('id', '=', id)
    .where('status', 'in', [...from.statuses])
    .$if(from.payment !== undefined, (qb) => qb.where('payment', '=', from.payment ?? ''))
    .returningAll()
    .executeTakeFirst();

/** The bookings holding a resource's time on a date (REQUESTED or BOOKED), but `exceptId`. */
export const listHoldingOnResource = (db: Q, resourceId: string, date: string, exceptId = '') =>
  db
    .selectFrom('bookings')
    .selectAll()
    .where('resource_id', '=', resourceId)
    .where('booking_date', '=', date)
    .where('status', 'in', [...HOLDING_STATUSES])
    .where('id', '!=', exceptId)
    .execute();

/** The estate's lagoon bookings of a day holding capacity (REQUESTED, awaiting payment or not, and BOOKED). */
export const listHoldingLagoonDay = (db: Q, estateId: number, date: string) =>
  db
    .selectFrom('bookings')
    .selectAll()
    .where('estate_id', '=', estateId)
    .where('kind', '=', 'lagoon')
    .where('booking_date', '=', date)
    .where('status', 'in', [...HOLDING_STATUSES])
    .execute();

/** Lagoon bookings still waiting for their payment since before `before` (epoch ms). */
export const listAwaitingSince = (db: Q, before: number) =>
  db
    .selectFrom('bookings')
    .select(['id'])
    .where('kind', '=', 'lagoon')
    .where('payment', '=', 'awaiting')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .execute();

export const listUserBookings = (db: Q, userId: string) => db.selectFrom('bookings').selectAll().where('user_id', '=', userId).execute();

export const insertRegistration = (trx: Trx, row: Insertable<LagoonRegistrationsTable>) => trx.insertInto('lagoon_registrations').values(row).execute();

export const countRegistrations = async (db: Q, bookingId: string) =>
  Number(
    (
      await db
        .selectFrom('lagoon_registrations')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('booking_id', '=', bookingId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A rescheduled lagoon booking's people are registered for its new date. */
export const moveRegistrations = (trx: Trx, bookingId: string, date: string) =>
  trx.updateTable('lagoon_registrations').set({ booking_date: date }).where('booking_id', '=', bookingId).execute();
