import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Card payments (spec 3 levy and lagoon payments): each attempt from PENDING to one
 * final state, the gateway's raw answers and notifies for audit (a notify recorded once, by its
 * unique dedupe key), and the built-in PayWeb3 sandbox's requests. Times in epoch ms.
 */
export const paymentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('amount_cents', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('payer_email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('paygate_id', 'text', (c) => c.notNull())
      .addColumn('pay_request_id', 'text', (c) => c.unique())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('transaction_status', 'integer')
      .addColumn('transaction_status_desc', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('result_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('result_desc', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('pay_method_detail', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('transaction_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('settled_by', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('settled_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payments_user').on('payments').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('payments_pending').on('payments').columns(['state', 'created_at']).execute();

    await db.schema
      .createTable('payment_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('payment_id', 'text')
      .addColumn('pay_request_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('raw', 'text', (c) => c.notNull())
      .addColumn('verdict', 'text', (c) => c.notNull())
      .addColumn('transaction_status', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('transaction_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('dedupe_key', 'text', (c) => c.unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payment_events_payment').on('payment_events').columns(['payment_id', 'created_at']).execute();

    await db.schema
      .createTable('paygate_sandbox_requests')
      .addColumn('pay_request_id', 'text', (c) => c.primaryKey())
      .addColumn('paygate_id', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('amount', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('return_url', 'text', (c) => c.notNull())
      .addColumn('notify_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('transaction_date', 'text', (c) => c.notNull())
      .addColumn('faults', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('transaction_status', 'integer')
      .addColumn('result_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('result_desc', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('auth_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('transaction_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('pay_method_detail', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('held_notify', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('done_at', 'bigint')
      .execute();
  },
};
