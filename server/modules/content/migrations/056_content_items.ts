import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The estate's content (spec 3): one table for every kind the estate's managers write
 * (events, newsletters, documents, the directory, contacts, points of interest, the site plan,
 * developments, lifestyle providers, the theme), each row the contract's record as JSON.
 *
 * The directory and points of interest had tables of their own in an older shape; their rows move
 * here in the new shape, the change log's copies of them are rewritten to it (apps pull
 * everything again when their Dexie upgrades), and the old tables go. Self-contained: a shipped
 * migration never changes, so it keeps its own copy of the conversion.
 */
export const contentItemsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_items')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('estate_id', 'integer', (c) => c.notNull())
      // documents: '' for every unit of the estate, else the one unit that reads it; '' for every other kind.
      .addColumn('unit_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('content_items_pk', ['kind', 'id'])
      .execute();
    await db.schema.createIndex('content_items_estate').on('content_items').columns(['estate_id', 'kind']).execute();

    const now = Date.now();
    const moves = [
      { table: 'directory_entries', kind: 'directory', convert: convertDirectoryEntry },
      { table: 'points_of_interest', kind: 'pointsOfInterest', convert: convertPointOfInterest },
    ] as const;
    for (const { table, kind, convert } of moves) {
      const { rows } = await sql<{
        id: string;
        estate_id: number | string;
        data: string;
      }>`select id, estate_id, data from ${sql.table(table)} order by estate_id, id`.execute(db);
      const converted = new Map<string, object>();
      for (const [index, row] of rows.entries()) {
        const record = convert(parse(row.data), Number(row.estate_id), index, now);
        converted.set(row.id, record);
        await sql`insert into content_items (kind, id, estate_id, unit_no, data, updated_at) values (${kind}, ${row.id}, ${Number(row.estate_id)}, '', ${JSON.stringify(record)}, ${now})`.execute(
          db,
        );
      }
      // The change log's latest copy of each row, as the row now is (tombstones have no data and stay as they are).
      const logged = await sql<{
        v: number | string;
        row_id: string;
        data: string;
      }>`select v, row_id, data from change_log where tbl = ${kind} and op = 'put' and data is not null`.execute(db);
      for (const entry of logged.rows) {
        const old = parse(entry.data);
        const record = converted.get(entry.row_id) ?? convert(old, Number(old.estateID ?? 0), 0, now);
        await sql`update change_log set data = ${JSON.stringify(record)} where v = ${Number(entry.v)}`.execute(db);
      }
      await db.schema.dropTable(table).execute();
    }
  },
};

type OldRow = Record<string, unknown>;

function parse(data: string): OldRow {
  const value: unknown = JSON.parse(data);
  return typeof value === 'object' && value !== null ? (value as OldRow) : {};
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The old directory's five categories as the three-level directory's service (level 1) and service type (level 2). */
const DIRECTORY_LEVELS: Record<string, { service: string; serviceIcon: string; type: string; typeIcon: string }> = {
  general: { service: 'General', serviceIcon: 'building', type: 'Estate office', typeIcon: 'building' },
  home: { service: 'Home maintenance', serviceIcon: 'wrench', type: 'Contractors', typeIcon: 'wrench' },
  emergency: { service: 'Emergency', serviceIcon: 'alert', type: 'Security', typeIcon: 'shield' },
  managingAgents: { service: 'Managing agents', serviceIcon: 'users', type: 'Property management', typeIcon: 'building' },
  medical: { service: 'Medical', serviceIcon: 'medical', type: 'Doctors and clinics', typeIcon: 'medical' },
};

/** {id, estateID, category, name, phone, email, description} -> the directory record (the e-mail kept in the description). */
function convertDirectoryEntry(old: OldRow, estateId: number, rank: number, updatedAt: number): object {
  const levels = DIRECTORY_LEVELS[str(old.category)] ?? { service: 'General', serviceIcon: 'book', type: 'Other', typeIcon: 'book' };
  const description = [str(old.description), str(old.email)].filter((part) => part !== '').join('\n');
  return {
    id: str(old.id),
    dlevel1Name: levels.service,
    dlevel1Icon: levels.serviceIcon,
    dlevel2Name: levels.type,
    dlevel2Icon: levels.typeIcon,
    dlevel3Name: str(old.name),
    dlevel3Icon: 'phone',
    dlevel3ContactNumber: str(old.phone),
    description,
    rank,
    estateID: estateId,
    updatedAt,
  };
}

/** {id, estateID, name, category, description, latitude, longitude, phone} -> the point of interest record. */
function convertPointOfInterest(old: OldRow, estateId: number, _rank: number, updatedAt: number): object {
  return {
    id: str(old.id),
    title: str(old.name),
    description: str(old.description),
    geolocation: '',
    latitude: num(old.latitude),
    longitude: num(old.longitude),
    image: '',
    isEnabled: true,
    category: str(old.category),
    phone: str(old.phone),
    estateID: estateId,
    updatedAt,
  };
}
