import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import * as v from 'valibot';
import { CONTENT_KIND_NAMES, contentTables } from '../../src/contract/content';
import type { Tile } from '../../src/contract/records';
import type { Change } from '../../src/contract/sync';
import { type DEMO_ACCOUNTS, demoAccount } from '../../server/seed/demo-accounts';
import { DEMO_BAOBAB } from '../../server/seed/demo-content-baobab';
import { DEMO_WILLOW } from '../../server/seed/demo-content-willow';
import { signInAs, type Caller } from '../helpers/factories';
import { availableDialects, buildTestApp, type TestApp } from '../helpers/test-app';
import { pullAll } from '../sync/sync-helpers';
import { call } from './people-helpers';

const dialects = await availableDialects();

type Row = Record<string, unknown>;
function rowsOf(changes: Change[], table: string): Row[] {
  const rows = new Map<string, Row>();
  for (const c of changes.filter((change) => change.table === table)) {
    if (c.op === 'del') rows.delete(String(c.id));
    else rows.set(String(c.id), c.data as Row);
  }
  return [...rows.values()];
}
const at = (rows: Row[], estateId: number) => rows.filter((row) => row.estateId === estateId);
const str = (value: unknown) => String(value);

/** The demo estates' content as the demo people's devices receive it, and its files as they are served. */
describe.each(dialects)('demo content on %s', (dialect) => {
  let t: TestApp;
  let owner: Caller;
  let neighbour: Caller;
  let guard: Caller;
  let changes: { owner: Change[]; neighbour: Change[]; guard: Change[] };
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const account = (role: (typeof DEMO_ACCOUNTS)[number]['role']) => signInAs(t.app, demoAccount(role));
    [owner, neighbour, guard] = await Promise.all([account('owner'), account('resident'), account('guard')]);
    changes = {
      owner: (await pullAll(t.app, owner)).changes,
      neighbour: (await pullAll(t.app, neighbour)).changes,
      guard: (await pullAll(t.app, guard)).changes,
    };
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (who: Caller, url: unknown) => call(t.app, 'GET', str(url), who);

  it("every content row the devices receive is of its synced table's shape", () => {
    for (const table of CONTENT_KIND_NAMES) {
      const rows = rowsOf(changes.owner, table);
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) expect(v.safeParse(contentTables[table].schema, row).success, `${table} ${JSON.stringify(row).slice(0, 80)}`).toBe(true);
    }
  });

  it('Willow Creek: events of three categories with their pictures, and newsletters as real PDFs of several pages', async () => {
    const events = at(rowsOf(changes.owner, 'events'), 91);
    expect(events.map((e) => e.title).sort()).toEqual(Object.values(DEMO_WILLOW.events).sort());
    expect([...new Set(events.map((e) => e.eventCategory))].sort()).toEqual(['Community', 'Markets', 'Sport']);
    const market = events.find((e) => e.eventID === DEMO_WILLOW.eventIds.market);
    expect(market?.body).toContain('<strong>fresh produce</strong>');
    const card = await get(guard, market?.cardImage);
    expect([card.status, card.headers['content-type']]).toEqual([200, 'image/png']);
    const newsletter = rowsOf(changes.neighbour, 'newsletters').find((n) => n.id === DEMO_WILLOW.newsletter.id);
    expect(newsletter?.title).toBe(DEMO_WILLOW.newsletter.title);
    const pdf = await get(neighbour, newsletter?.fileUrl);
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.raw.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBe(3);
    // No notification about the demo's content: the demo inbox is spec 1's.
    expect(rowsOf(changes.owner, 'notifications').filter((n) => n.type === 'events' || n.type === 'newsletter')).toEqual([]);
  });

  it('the vault: Rules and Minutes for every unit, and unit 12 its own document that unit 14 neither receives nor reads', async () => {
    const names = (who: Change[]) =>
      at(rowsOf(who, 'documents'), 91)
        .map((d) => d.friendlyName)
        .sort();
    const everyone = [DEMO_WILLOW.documents.conduct, DEMO_WILLOW.documents.architecture, DEMO_WILLOW.documents.agm];
    expect(names(changes.owner)).toEqual([...everyone, DEMO_WILLOW.documents.unit12].sort());
    expect(names(changes.neighbour)).toEqual([...everyone].sort());
    expect(names(changes.guard)).toEqual([]);
    expect(
      at(rowsOf(changes.owner, 'documentCategories'), 91)
        .map((c) => c.tileDisplayTitle)
        .sort(),
    ).toEqual(['Minutes', 'Rules']);
    const unit12 = rowsOf(changes.owner, 'documents').find((d) => d.friendlyName === DEMO_WILLOW.documents.unit12);
    expect((await get(owner, unit12?.fileUrl)).status).toBe(200);
    expect((await get(neighbour, unit12?.fileUrl)).status).toBe(404);
    const rules = rowsOf(changes.neighbour, 'documents').find((d) => d.friendlyName === DEMO_WILLOW.documents.conduct);
    expect((await get(neighbour, rules?.fileUrl)).status).toBe(200);
    expect((await get(guard, rules?.fileUrl)).status).toBe(404);
  });

  it('a three-level directory, emergency and facility contacts by rank with one hidden each', () => {
    const directory = at(rowsOf(changes.owner, 'directory'), 91);
    const services = new Map<string, Map<string, number>>();
    for (const row of directory) {
      const types = services.get(str(row.dlevel1Name)) ?? new Map<string, number>();
      types.set(str(row.dlevel2Name), (types.get(str(row.dlevel2Name)) ?? 0) + 1);
      services.set(str(row.dlevel1Name), types);
    }
    expect(services.size).toBeGreaterThanOrEqual(3);
    for (const types of services.values()) {
      expect(types.size).toBeGreaterThanOrEqual(2);
      for (const contacts of types.values()) expect(contacts).toBeGreaterThanOrEqual(2);
    }
    const contacts = at(rowsOf(changes.owner, 'estateContacts'), 91);
    for (const kind of ['emergency', 'facility']) {
      const ofKind = contacts.filter((c) => c.kind === kind);
      expect(
        ofKind.filter((c) => c.status === 'DELETED'),
        kind,
      ).toHaveLength(1);
      expect(new Set(ofKind.map((c) => c.rank)).size, kind).toBe(ofKind.length);
    }
  });

  it('six points of interest on a site plan whose corners hold them, the plan a PNG served to members', async () => {
    const points = at(rowsOf(changes.guard, 'pointsOfInterest'), 91);
    expect(points.map((p) => p.title).sort()).toEqual([...DEMO_WILLOW.pointsOfInterest].sort());
    const [plan] = at(rowsOf(changes.guard, 'sitePlans'), 91);
    expect(plan).toMatchObject({ north: -26.017, west: 28.003, south: -26.023, east: 28.01 });
    for (const p of points) {
      expect(Number(p.latitude)).toBeLessThanOrEqual(Number(plan?.north));
      expect(Number(p.latitude)).toBeGreaterThanOrEqual(Number(plan?.south));
      expect(Number(p.longitude)).toBeGreaterThanOrEqual(Number(plan?.west));
      expect(Number(p.longitude)).toBeLessThanOrEqual(Number(plan?.east));
    }
    const image = await get(guard, plan?.imageUrl);
    expect(image.status).toBe(200);
    const png = PNG.sync.read(image.raw);
    expect([png.width, png.height]).toEqual([1000, 954]);
    expect(
      at(rowsOf(changes.owner, 'pointsOfInterest'), 92)
        .map((p) => p.title)
        .sort(),
    ).toEqual([...DEMO_BAOBAB.pointsOfInterest].sort());
  });

  it('developments for every tab, lifestyle, a restaurant menu and a training tile', () => {
    const developments = at(rowsOf(changes.owner, 'developments'), 91);
    expect(developments.map((d) => [d.name, d.type, d.priceRange === 'Sold Out'])).toEqual(
      expect.arrayContaining([
        [DEMO_WILLOW.developments.sales, 'sales', false],
        [DEMO_WILLOW.developments.rentals, 'rentals', false],
        [DEMO_WILLOW.developments.soldOut, 'sales', true],
      ]),
    );
    expect((developments.find((d) => d.name === DEMO_WILLOW.developments.sales)?.sales as unknown[] | undefined)?.length).toBe(2);
    const providers = at(rowsOf(changes.owner, 'lifestyleProviders'), 91);
    expect(providers.map((p) => [p.location, p.title, p.navigateType]).sort()).toEqual([
      ['Foods', DEMO_WILLOW.lifestyle.restaurant, 'local'],
      ['lifestylecenter', DEMO_WILLOW.lifestyle.spa, 'local'],
      ['trainingscience', DEMO_WILLOW.lifestyle.training, 'iframe'],
    ]);
    const menu = providers.find((p) => p.location === 'Foods');
    expect((menu?.offerings as unknown[] | undefined)?.length).toBeGreaterThanOrEqual(4);
  });

  it('a theme per estate: red with green accents at Willow Creek, blue at Baobab Ridge', () => {
    const themes = rowsOf(changes.owner, 'themes');
    expect(at(themes, 91)[0]).toMatchObject({ primary: '#c62828', secondary: '#2e7d32' });
    expect(at(themes, 92)[0]).toMatchObject({ primary: '#1565c0' });
  });

  it('tiles lead the owner to every content screen, and the emergency screen to the emergency contacts', () => {
    const tiles = at(rowsOf(changes.owner, 'tiles'), 91) as unknown as Tile[];
    const mine = tiles.filter((tile) => tile.roleName === 'owner');
    const paths = mine.filter((tile) => tile.tileAppLocation === 'home').map((tile) => tile.navigatePath);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/events',
        '/directory',
        '/Developments',
        '/poi',
        '/documents',
        '/notificationsScreen',
        '/lifestyle',
        '/Foods',
        '/TrainingScience',
        '/facilityContacs',
      ]),
    );
    expect(mine.find((tile) => tile.tileAppLocation === 'emergency' && tile.navigatePath === '/emergency')).toMatchObject({
      tileDisplayTitle: 'Emergency Contacts',
      navigateType: 'local',
    });
  });
});
