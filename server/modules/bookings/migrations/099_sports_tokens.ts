import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Sports tokens and the bookings content (spec 3 'Bookings content', section 9 'Tokens: 1 Sports
 * Token is 1 session (55 mins)'): each user's token balance per estate, every move of it (granted
 * or adjusted by the estate manager, spent on a booking, refunded when it is cancelled or
 * rejected), the estate's bookings content (texts, the token and promo modals, newBookingsFlow and
 * newLagoonFlow) as JSON, and how many tokens a booking spent.
 */
export const sportsTokensMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sports_token_balances')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sports_token_balances_estate').on('sports_token_balances').column('estate_id').execute();
    await db.schema
      .createTable('sports_token_moves')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('delta', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('booking_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('by_user_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sports_token_moves_user').on('sports_token_moves').columns(['user_id', 'estate_id']).execute();
    await db.schema
      .createTable('bookings_content')
      .addColumn('estate_id', 'integer', (c) => c.primaryKey())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('bookings')
      .addColumn('tokens_spent', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
