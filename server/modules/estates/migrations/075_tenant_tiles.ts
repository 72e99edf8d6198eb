import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The tenant role (issue 26) gets the resident's tiles at every estate made before it: each
 * resident tile is copied as the tenant's (its id and `roleName` changed, switched on or off as
 * the resident's is), stored and published to the estate's scope as `publish` writes the change
 * log (the version bumped, the row's one entry), so devices pull them. An estate made later gets
 * them from its default tiles. A tile the tenant has already is left. Self-contained: a shipped
 * migration never changes.
 */
export const tenantTilesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const resident = await sql<{ id: string; estate_id: number | string; location: string; priority: number | string; data: string }>`
      select id, estate_id, location, priority, data from tiles where role_name = 'resident' order by id`.execute(db);
    for (const tile of resident.rows) {
      const estateId = Number(tile.estate_id);
      const prefix = `${estateId}:resident:`;
      const id = tile.id.startsWith(prefix) ? `${estateId}:tenant:${tile.id.slice(prefix.length)}` : `${tile.id}:tenant`;
      const present = await sql<{ id: string }>`select id from tiles where id = ${id}`.execute(db);
      if (present.rows.length > 0) continue;
      const data = JSON.stringify({ ...(JSON.parse(tile.data) as Record<string, unknown>), id, roleName: 'tenant' });
      await sql`insert into tiles (id, estate_id, role_name, location, priority, data)
        values (${id}, ${estateId}, 'tenant', ${tile.location}, ${Number(tile.priority)}, ${data})`.execute(db);
      await sql`update sync_state set version = version + 1 where id = 1`.execute(db);
      const version = await sql<{ version: number | string }>`select version from sync_state where id = 1`.execute(db);
      await sql`delete from change_log where tbl = 'tiles' and row_id = ${id} and scope = ${`estate:${estateId}`}`.execute(db);
      await sql`insert into change_log (v, scope, tbl, row_id, op, data, created_at)
        values (${Number(version.rows[0]?.version)}, ${`estate:${estateId}`}, 'tiles', ${id}, 'put', ${data}, ${Date.now()})`.execute(db);
    }
  },
};
