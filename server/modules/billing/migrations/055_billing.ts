import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Levy bills (spec 3 'Levy bills and card payment'): a unit's levy accounts, their
 * monthly bills (the estate office's CSV import) and the ledger of settled levy payments the
 * balance is computed from. Amounts in integer cents; times in epoch ms. The rows belong to a
 * unit, not to a user: no `user_id`/`owner_id` column, so account deletion leaves them.
 */
export const billingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('levy_accounts')
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('account_no', 'text', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull())
      .addColumn('account_name', 'text', (c) => c.notNull())
      .addColumn('account_type', 'text', (c) => c.notNull().defaultTo('levies'))
      .addColumn('context', 'text', (c) => c.notNull().defaultTo(''))
      // Bills minus APPROVED levy payments, kept with every change of either.
      .addColumn('balance_cents', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('levy_accounts_pk', ['estate_id', 'account_no'])
      .execute();
    await db.schema.createIndex('levy_accounts_unit').on('levy_accounts').columns(['estate_id', 'unit_no']).execute();

    await db.schema
      .createTable('bills')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('account_no', 'text', (c) => c.notNull())
      .addColumn('unit_no', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('account_date', 'text', (c) => c.notNull())
      .addColumn('due_date', 'text', (c) => c.notNull())
      .addColumn('total_due_cents', 'integer', (c) => c.notNull())
      // '' until the statement is rendered (the demo seed's bills: on first request).
      .addColumn('statement_file_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bills_account_period').on('bills').columns(['estate_id', 'account_no', 'period']).unique().execute();
    await db.schema.createIndex('bills_unit').on('bills').columns(['estate_id', 'unit_no']).execute();

    await db.schema
      .createTable('levy_payments')
      .addColumn('payment_id', 'text', (c) => c.primaryKey())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      .addColumn('account_no', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('settled_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('levy_payments_account').on('levy_payments').columns(['estate_id', 'account_no', 'state']).execute();
  },
};
