import { addDays, estateDate } from '../../src/domain/estate-time';
import type { AppContext } from '../context';
import type { FileKind } from '../files/file-policy';
import { fileHolderOf } from '../modules/content/content-kinds';
import { seedContentRecord } from '../modules/content/content.service';
import { storeFile } from '../modules/files/files.service';
import { writeTransaction } from '../sync/change-log';
import type { DemoEstateContent } from './demo-content-kit';
import { BAOBAB_CONTENT } from './demo-content-baobab';
import { WILLOW_CONTENT } from './demo-content-willow';

/**
 * The demo estates' content: Willow Creek Estate (91) and the smaller Baobab Ridge
 * (92). Their pictures and PDFs are made here (pngjs, pdfkit) and stored in the file store as
 * files the estate's content holds, so GET /sdk/files/<id> serves them to the estate's members
 * (documents to its unit holders, unit 12's to unit 12); the records (server/seed/demo-content-willow.ts, demo-content-baobab.ts)
 * are then written through the content module's own save, every row published, no notification
 * sent (the demo inbox stays spec 1's set). Runs once, after the demo seed, when the context exists.
 */
export async function seedDemoContent(ctx: AppContext, today = estateDate()): Promise<void> {
  for (const estate of [WILLOW_CONTENT, BAOBAB_CONTENT]) await seedEstateContent(ctx, estate, today);
}

/** The pictures and PDFs, made once per process (tests boot the seeded server many times). */
const madeFiles = new Map<string, Promise<Buffer>>();
function made(estateId: number, key: string, make: () => Buffer | Promise<Buffer>): Promise<Buffer> {
  let bytes = madeFiles.get(`${estateId}:${key}`);
  if (!bytes) {
    bytes = Promise.resolve().then(make);
    madeFiles.set(`${estateId}:${key}`, bytes);
  }
  return bytes;
}

async function seedEstateContent(ctx: AppContext, estate: DemoEstateContent, today: string): Promise<void> {
  const urls = new Map<string, string>();
  for (const [key, file] of Object.entries(estate.files)) {
    const holder = file.document ? fileHolderOf('documents', estate.estateId, file.document.unitNo) : fileHolderOf('events', estate.estateId, '');
    const kind: FileKind = file.pdf ? 'document' : 'image';
    const stored = await storeFile(ctx, holder, kind, await made(estate.estateId, key, file.make));
    urls.set(key, stored.url);
  }
  const url = (key: string): string => {
    const found = urls.get(key);
    if (found === undefined) throw new Error(`demo content: no file ${key}`);
    return found;
  };
  const day = (offset: number) => addDays(today, offset);
  const now = Date.now();
  await writeTransaction(ctx.db, async (trx) => {
    for (const record of estate.records({ url, day, now })) await seedContentRecord(trx, estate.estateId, record.kind, record.id, record.body);
  });
}
