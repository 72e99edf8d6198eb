import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The estate's content records name the estate `estateId` (it was `estateID`): the stored records
 * (`content_items.data`, the contract's record as JSON) are rewritten, other fields and their order
 * kept. The change log's copies are rewritten by 059_estate_id. Self-contained: a shipped migration
 * never changes, so it keeps its own copy of the rename.
 */
export const contentEstateIdMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const items = await sql<{ kind: string; id: string; data: string }>`select kind, id, data from content_items where data like '%"estateID"%'`.execute(db);
    for (const item of items.rows) {
      const value: unknown = JSON.parse(item.data);
      if (typeof value !== 'object' || value === null || Array.isArray(value) || !('estateID' in value)) continue;
      const renamed = JSON.stringify(Object.fromEntries(Object.entries(value).map(([key, field]) => [key === 'estateID' ? 'estateId' : key, field])));
      await sql`update content_items set data = ${renamed} where kind = ${item.kind} and id = ${item.id}`.execute(db);
    }
  },
};
