import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Pass tickets (issue 31): the estate-signed tickets a resident's device binds to a visitor with
 * no signal. Each holds one of its unit's visitor invites of `day` until it is bound or ends;
 * times in epoch seconds.
 */
export const passTicketsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pass_tickets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('bind_pub', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('ticket', 'text', (c) => c.notNull())
      .addColumn('not_after', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('invite_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('gate_state', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('pass_tickets_unit_day').on('pass_tickets').columns(['estate_id', 'unit_no', 'day', 'status']).execute();
    await db.schema.createIndex('pass_tickets_user').on('pass_tickets').columns(['user_id', 'estate_id', 'unit_no']).execute();
    await db.schema.createIndex('pass_tickets_gate').on('pass_tickets').columns(['gate_state', 'not_after']).execute();
  },
};
