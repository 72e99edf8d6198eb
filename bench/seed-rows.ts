// The directory rows the bootstrap figures pull (bench/run.ts, bench/boot-alone.ts).
import { openDb } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemo } from '../server/seed/seed-demo';
import { publish, scopes, writeTransaction } from '../server/sync/change-log';

/** The demo estate plus `count` directory rows, each published to the estate's scope; answers the rows as the app stores them. */
export async function seedBulkRows(dataDir: string, count: number): Promise<object[]> {
  const { db } = openDb({ dataDir });
  await migrateToLatest(db);
  await seedDemo(db);
  const rows: object[] = [];
  const chunk = 1000;
  for (let start = 0; start < count; start += chunk) {
    await writeTransaction(db, async (trx) => {
      for (let i = start; i < Math.min(count, start + chunk); i++) {
        const row = {
          id: `bench-${i}`,
          dlevel1Name: 'General',
          dlevel1Icon: 'book',
          dlevel2Name: 'Providers',
          dlevel2Icon: 'book',
          dlevel3Name: `Provider ${i}`,
          dlevel3Icon: 'phone',
          dlevel3ContactNumber: '0110000000',
          description: 'Benchmark directory entry with a realistic amount of text in it.',
          rank: i,
          estateID: 91,
          updatedAt: Date.now(),
        };
        await trx
          .insertInto('content_items')
          .values({ kind: 'directory', id: row.id, estate_id: 91, unit_no: '', data: JSON.stringify(row), updated_at: row.updatedAt })
          .execute();
        await publish(trx, scopes.estate(91), 'directory', row.id, row);
        rows.push(row);
      }
    });
  }
  await db.destroy();
  return rows;
}
