import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * One distinct icon per home tile (issue 32, README deliberate departures): Events, Lagoon and
 * Training shared the calendar, Associates, Visitors and Lifestyle the group of people, and so on.
 * Every stored default tile (found by its back-office name) that still shows the old shared icon
 * takes its own, and is published to the estate's scope as `publish` writes the change log (the
 * version bumped, the row's one entry), so devices pull it. A tile whose icon the estate has
 * changed is left. Self-contained: a shipped migration never changes.
 */
const NEW_ICONS: Readonly<Record<string, { from: string; to: string }>> = {
  home_visitors: { from: 'users', to: 'person-add' },
  'home_regular-visitors': { from: 'user', to: 'person-check' },
  'home_short-term-letting': { from: 'building', to: 'bed' },
  home_lagoon: { from: 'calendar', to: 'waves' },
  'home_points-of-interest': { from: 'search', to: 'place' },
  home_documents: { from: 'book', to: 'document' },
  home_lifestyle: { from: 'users', to: 'spa' },
  home_restaurant: { from: 'building', to: 'restaurant' },
  home_training: { from: 'calendar', to: 'dumbbell' },
};

export const distinctTileIconsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const tiles = await sql<{ id: string; estate_id: number | string; data: string }>`
      select id, estate_id, data from tiles where location = 'home' order by id`.execute(db);
    for (const tile of tiles.rows) {
      const row = JSON.parse(tile.data) as Record<string, unknown>;
      const change = NEW_ICONS[String(row.tileBackofficeName)];
      if (!change || row.iconName !== change.from) continue;
      const data = JSON.stringify({ ...row, iconName: change.to });
      const estateId = Number(tile.estate_id);
      await sql`update tiles set data = ${data} where id = ${tile.id}`.execute(db);
      await sql`update sync_state set version = version + 1 where id = 1`.execute(db);
      const version = await sql<{ version: number | string }>`select version from sync_state where id = 1`.execute(db);
      await sql`delete from change_log where tbl = 'tiles' and row_id = ${tile.id} and scope = ${`estate:${estateId}`}`.execute(db);
      await sql`insert into change_log (v, scope, tbl, row_id, op, data, created_at)
        values (${Number(version.rows[0]?.version)}, ${`estate:${estateId}`}, 'tiles', ${tile.id}, 'put', ${data}, ${Date.now()})`.execute(db);
    }
  },
};
