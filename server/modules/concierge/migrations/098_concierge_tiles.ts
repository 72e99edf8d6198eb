import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The concierge role (issue 32) gets the resident's Visitors, Lagoon, Events and Directory tiles at
 * every estate made before it: each such resident tile is copied as the concierge's (its id and
 * `roleName` changed), stored and published to the estate's scope as `publish` writes the change
 * log, so devices pull them. An estate made later gets them from its default tiles. A tile the
 * concierge has already is left. Self-contained: a shipped migration never changes.
 */
const PATHS = ['/visitorUnits', '/lagoon', '/events', '/directory'];

export const conciergeTilesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const resident = await sql<{ id: string; estate_id: number | string; location: string; priority: number | string; data: string }>`
      select id, estate_id, location, priority, data from tiles where role_name = 'resident' and location = 'home' order by id`.execute(db);
    for (const tile of resident.rows) {
      const fields = JSON.parse(tile.data) as Record<string, unknown>;
      if (!PATHS.includes(String(fields.navigatePath ?? ''))) continue;
      const estateId = Number(tile.estate_id);
      const prefix = `${estateId}:resident:`;
      const id = tile.id.startsWith(prefix) ? `${estateId}:concierge:${tile.id.slice(prefix.length)}` : `${tile.id}:concierge`;
      const present = await sql<{ id: string }>`select id from tiles where id = ${id}`.execute(db);
      if (present.rows.length > 0) continue;
      const data = JSON.stringify({ ...fields, id, roleName: 'concierge' });
      await sql`insert into tiles (id, estate_id, role_name, location, priority, data)
        values (${id}, ${estateId}, 'concierge', ${tile.location}, ${Number(tile.priority)}, ${data})`.execute(db);
      await sql`update sync_state set version = version + 1 where id = 1`.execute(db);
      const version = await sql<{ version: number | string }>`select version from sync_state where id = 1`.execute(db);
      await sql`delete from change_log where tbl = 'tiles' and row_id = ${id} and scope = ${`estate:${estateId}`}`.execute(db);
      await sql`insert into change_log (v, scope, tbl, row_id, op, data, created_at)
        values (${Number(version.rows[0]?.version)}, ${`estate:${estateId}`}, 'tiles', ${id}, 'put', ${data}, ${Date.now()})`.execute(db);
    }
  },
};
