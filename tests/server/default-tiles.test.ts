import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { defaultTiles } from '../../server/modules/estates/default-tiles';
import { distinctTileIconsMigration } from '../../server/modules/estates/migrations/109_distinct_tile_icons';
import { TILE_KEYWORDS } from '../../src/domain/search';
import { isKnownIcon } from '../../src/ui/Icon';
import type { Tile } from '../../src/contract/records';
import { RESIDENT, useCast, WILLOW_CREEK } from '../helpers/cast';
import { availableDialects } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';

const dialects = await availableDialects();

describe('default home tiles', () => {
  const tiles = defaultTiles([1], { demo: true });
  const homeByRole = Map.groupBy(
    tiles.filter((t) => t.tileAppLocation === 'home'),
    (t) => t.roleName,
  );

  it('give each tile of a home its own icon, one the app draws (README, deliberate departures)', () => {
    expect(homeByRole.size).toBeGreaterThan(5);
    for (const [role, home] of homeByRole) {
      const icons = home.map((t) => t.iconName);
      expect(new Set(icons).size, `${role}: ${icons.join(', ')}`).toBe(icons.length);
      for (const icon of icons) expect(isKnownIcon(icon), icon).toBe(true);
    }
  });

  it('have the words people search by for every home tile', () => {
    for (const tile of tiles.filter((t) => t.tileAppLocation === 'home')) expect(TILE_KEYWORDS[tile.navigatePath], tile.navigatePath).toBeDefined();
  });
});

describe.each(dialects)('109_distinct_tile_icons on %s', (dialect) => {
  const {
    t,
    people: [resident],
  } = useCast(dialect, [RESIDENT], { tiles: true });
  const WC = WILLOW_CREEK.id;
  const tileRow = async (backoffice: string) => {
    const rows = await t.ctx.db.selectFrom('tiles').select(['id', 'data']).where('estate_id', '=', WC).where('role_name', '=', 'resident').execute();
    const row = rows.find((r) => (JSON.parse(r.data) as Tile).tileBackofficeName === backoffice);
    if (!row) throw new Error(backoffice);
    return { id: row.id, tile: JSON.parse(row.data) as Tile };
  };
  const setIcon = async (backoffice: string, iconName: string) => {
    const { id, tile } = await tileRow(backoffice);
    await t.ctx.db
      .updateTable('tiles')
      .set({ data: JSON.stringify({ ...tile, iconName }) })
      .where('id', '=', id)
      .execute();
  };

  it("moves a stored tile off the shared icon, publishes it, and keeps an estate's own choice", async () => {
    // As a database made before issue 32 holds them: Lagoon and Training share Events' calendar.
    await setIcon('home_lagoon', 'calendar');
    await setIcon('home_training', 'calendar');
    await setIcon('home_lifestyle', 'medical'); // the estate chose its own
    const before = await pullAll(t.app, resident);
    await distinctTileIconsMigration.up(t.ctx.db as unknown as Kysely<unknown>);
    expect((await tileRow('home_lagoon')).tile.iconName).toBe('waves');
    expect((await tileRow('home_training')).tile.iconName).toBe('dumbbell');
    expect((await tileRow('home_lifestyle')).tile.iconName).toBe('medical');
    expect((await tileRow('home_events')).tile.iconName).toBe('calendar');
    const lagoonId = (await tileRow('home_lagoon')).id;
    const after = await pullAll(t.app, resident, 1000, before.last.cursor, before.last.scopes);
    const pulled = after.changes.filter((c) => c.table === 'tiles').map((c) => [c.id, (c.data as Tile).iconName]);
    expect(pulled).toContainEqual([lagoonId, 'waves']);
    // Run again: nothing changes, nothing published.
    const { rows } = await sql<{ version: number | string }>`select version from sync_state where id = 1`.execute(t.ctx.db);
    await distinctTileIconsMigration.up(t.ctx.db as unknown as Kysely<unknown>);
    const again = await sql<{ version: number | string }>`select version from sync_state where id = 1`.execute(t.ctx.db);
    expect(Number(again.rows[0]?.version)).toBe(Number(rows[0]?.version));
  });
});
