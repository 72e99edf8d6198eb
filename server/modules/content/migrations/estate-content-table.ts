import type { Kysely } from 'kysely';

/**
 * The shape of an estate's content table: one JSON document per row, listed by estate.
 * Shipped migrations call it, so it never changes; a new shape is a new migration.
 */
export async function createEstateContentTable(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('estate_id', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
}
