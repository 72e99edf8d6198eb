import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The estate id is `estateId` in every synced row (it was `EstateID` or `estateID`, depending on the
 * table). The change log's latest copy of every row is rewritten (a client pulling after this gets
 * the new name; devices rename their own copies in their Dexie upgrade), and so are the stored
 * home tiles (`tiles.data`, the contract's Tile as JSON). Other fields, their order and the change
 * log's versions stay. Self-contained: a shipped migration never changes, so it keeps its own copy
 * of the rename.
 */
export const estateIdMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const logged = await sql<{ v: number | string; data: string }>`
      select v, data from change_log where data is not null and (data like '%"EstateID"%' or data like '%"estateID"%')`.execute(db);
    for (const entry of logged.rows) {
      const renamed = renameEstateId(entry.data);
      if (renamed !== entry.data) await sql`update change_log set data = ${renamed} where v = ${Number(entry.v)}`.execute(db);
    }
    const tiles = await sql<{ id: string; data: string }>`select id, data from tiles where data like '%"estateID"%'`.execute(db);
    for (const tile of tiles.rows) {
      const renamed = renameEstateId(tile.data);
      if (renamed !== tile.data) await sql`update tiles set data = ${renamed} where id = ${tile.id}`.execute(db);
    }
  },
};

/** A JSON record with its top-level `EstateID` or `estateID` named `estateId`, in the same place; other JSON as it was. */
function renameEstateId(data: string): string {
  const value: unknown = JSON.parse(data);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return data;
  const entries = Object.entries(value);
  if (!entries.some(([key]) => key === 'EstateID' || key === 'estateID')) return data;
  return JSON.stringify(Object.fromEntries(entries.map(([key, field]) => [key === 'EstateID' || key === 'estateID' ? 'estateId' : key, field])));
}
