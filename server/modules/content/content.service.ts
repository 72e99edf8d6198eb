import * as v from 'valibot';
import {
  CONTENT_IMPORT_MAX,
  CONTENT_KINDS,
  ContentImportItemSchema,
  ThemeInputSchema,
  type ContentKind,
  type ContentSaveAnswer,
  type ThemeInput,
} from '../../../src/contract/content';
import type { Db } from '../../db/database';
import { MANAGER_ROLES } from '../../../src/domain/roles';
import { CONTENT_MESSAGES } from '../../../src/i18n/en/content';
import { ERROR_MESSAGES } from '../../../src/i18n/en/errors';
import { requireAccess } from '../../auth/authorize';
import type { AppContext } from '../../context';
import type { DetectedType } from '../../files/detect-type';
import { badRequest, notFound } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { publish, writeTransaction, type Scope, type Trx } from '../../sync/change-log';
import { deleteFileBytes, deleteFileRecords, fileIdOfUrl, fileInfo, giveFile } from '../files/files.service';
import { notifyEstate } from '../notifications/notifications.service';
import {
  cleanInput,
  fileHolderOf,
  filesOf,
  fileUrlsOfStored,
  isHolderOfEstate,
  isSingleton,
  keyFieldOf,
  rowIdOf,
  scopesOf,
  unitOf,
  widestHolder,
  withFileTypes,
  type InputOf,
} from './content-kinds';
import * as repo from './content.repository';

/**
 * The estate's content (spec 3), written by the estate's managers only: one generic
 * path for every kind of CONTENT_KINDS (content-kinds.ts holds what differs). A save stores the
 * record, publishes it to its audience and takes the files it names for the estate, in one
 * transaction; a new event or newsletter notifies the estate's members in it too.
 *
 * Files: every `/sdk/files/<id>` a record names must be the caller's own upload or one this
 * estate's content already holds, of the type its field takes. Each file is held by the widest
 * audience among the records naming it (content-kinds.ts widestHolder); a file no record names
 * any more (replaced or deleted) is deleted with the write.
 */

const ManagerOnly = (estateId: number) => ({ estateId, roles: MANAGER_ROLES });

/**
 * One record written and not yet published: what it replaced (its audience and files), what it is.
 * Every write of a transaction comes before its first publish (which takes the change log's lock).
 */
type Written = {
  kind: ContentKind;
  rowId: string | number;
  record: Record<string, unknown>;
  audience: Scope[];
  previousAudience: Scope[];
  isNew: boolean;
  touched: string[];
};

/** PUT: creates or replaces one record of `kind` at the estate; answers it as stored. */
export async function saveContent(
  ctx: AppContext,
  callerId: string,
  estateId: number,
  kind: ContentKind,
  id: string,
  body: unknown,
): Promise<ContentSaveAnswer> {
  await requireAccess(ctx.db, callerId, ManagerOnly(estateId));
  requireSingletonId(kind, estateId, id);
  const input = validate(CONTENT_KINDS[kind].input, body);
  const { answers, released } = await writeTransaction(ctx.db, async (trx) => saveAll(trx, callerId, estateId, kind, [{ id, input }], true));
  await deleteFileBytes(ctx, released);
  return answers[0] ?? { table: kind, record: {} };
}

/** DELETE: removes one record and publishes its tombstone to its audience; answers its key. */
export async function deleteContent(ctx: AppContext, callerId: string, estateId: number, kind: ContentKind, id: string): Promise<ContentSaveAnswer> {
  await requireAccess(ctx.db, callerId, ManagerOnly(estateId));
  requireSingletonId(kind, estateId, id);
  const released = await writeTransaction(ctx.db, async (trx) => {
    const existing = await repo.findItem(trx, kind, id);
    if (!existing || Number(existing.estate_id) !== estateId) throw notFound(CONTENT_MESSAGES.notFound, 'content/not-found');
    await repo.deleteItem(trx, kind, id);
    const gone = await settleFiles(trx, estateId, fileUrlsOfStored(kind, existing.data));
    for (const scope of scopesOf(kind, estateId, existing.unit_no)) await publish(trx, scope, kind, rowIdOf(kind, estateId, id), null);
    return gone;
  });
  await deleteFileBytes(ctx, released);
  return { table: kind, record: { [keyFieldOf(kind)]: rowIdOf(kind, estateId, id) } };
}

/**
 * POST: a JSON array of `{ id, ...input }`, every item checked before anything is written, then
 * all saved in one transaction (a refusal of any item writes nothing). Answers each as stored.
 */
export async function importContent(ctx: AppContext, callerId: string, estateId: number, kind: ContentKind, body: unknown): Promise<ContentSaveAnswer[]> {
  await requireAccess(ctx.db, callerId, ManagerOnly(estateId));
  const items = validate(v.array(v.unknown(), ERROR_MESSAGES.invalidRequest), body);
  if (items.length > CONTENT_IMPORT_MAX) throw badRequest(CONTENT_MESSAGES.tooMany, 'content/too-many');
  const seen = new Set<string>();
  const parsed = items.map((item) => {
    if (typeof item !== 'object' || item === null || !('id' in item) || typeof item.id !== 'string')
      throw badRequest(CONTENT_MESSAGES.duplicateId, 'content/id-missing');
    const { id } = validate(ContentImportItemSchema, item);
    if (seen.has(id)) throw badRequest(CONTENT_MESSAGES.duplicateId, 'content/duplicate-id');
    seen.add(id);
    requireSingletonId(kind, estateId, id);
    return { id, input: validate(CONTENT_KINDS[kind].input, item) };
  });
  const { answers, released } = await writeTransaction(ctx.db, async (trx) => saveAll(trx, callerId, estateId, kind, parsed, true));
  await deleteFileBytes(ctx, released);
  return answers;
}

/**
 * The demo seed's write (server/seed/demo-estate-content.ts): one record checked against its kind's
 * schema and stored as a manager's save stores it, its files already held by the estate's
 * content, without notifications (the demo inbox is spec 1's curated set).
 */
export async function seedContentRecord(trx: Trx, estateId: number, kind: ContentKind, id: string, body: unknown): Promise<ContentSaveAnswer> {
  const input = validate(CONTENT_KINDS[kind].input, body);
  const { answers } = await saveAll(trx, null, estateId, kind, [{ id: isSingleton(kind) ? String(estateId) : id, input }], false);
  return answers[0] ?? { table: kind, record: {} };
}

/** The estate's theme as stored (its input fields), undefined when it has none. */
export async function estateThemeOf(db: Db | Trx, estateId: number): Promise<ThemeInput | undefined> {
  const row = await repo.findItem(db, 'themes', String(estateId));
  if (!row) return undefined;
  const parsed = v.safeParse(ThemeInputSchema, JSON.parse(row.data));
  return parsed.success ? parsed.output : undefined;
}

/**
 * The operator's save of an estate's theme (server/modules/operator; the caller checked the
 * operator role): stored and published as a manager's save is, in the caller's transaction. Its
 * banner must already be the estate's (the operator keeps the one the managers chose).
 */
export async function saveEstateTheme(trx: Trx, estateId: number, body: ThemeInput): Promise<void> {
  const input = validate(ThemeInputSchema, body);
  await saveAll(trx, null, estateId, 'themes', [{ id: String(estateId), input }], false);
}

/** A singleton kind (site plan, theme) is named by its estate's id. */
function requireSingletonId(kind: ContentKind, estateId: number, id: string): void {
  if (isSingleton(kind) && id !== String(estateId)) throw notFound(CONTENT_MESSAGES.notFound, 'content/not-found');
}

/**
 * Saves checked inputs as the estate's records, in lock order: the rows, then the files they
 * touch (settleFiles), then the change log (each record to its audience, a document that moved
 * leaving its old one first) and the notifications of new events and newsletters. Answers the
 * records as stored and the ids of the files whose bytes go after the commit.
 */
async function saveAll<K extends ContentKind>(
  trx: Trx,
  callerId: string | null,
  estateId: number,
  kind: K,
  items: ReadonlyArray<{ id: string; input: InputOf<K> }>,
  notify: boolean,
): Promise<{ answers: ContentSaveAnswer[]; released: string[] }> {
  const now = Date.now();
  const written: Written[] = [];
  for (const { id, input } of items) written.push(await writeOne(trx, callerId, estateId, kind, id, input, now));
  const released = await settleFiles(
    trx,
    estateId,
    written.flatMap((w) => w.touched),
  );
  for (const w of written) {
    for (const scope of w.previousAudience) if (!w.audience.includes(scope)) await publish(trx, scope, w.kind, w.rowId, null);
    for (const scope of w.audience) await publish(trx, scope, w.kind, w.rowId, w.record);
    if (w.isNew && notify) await notifyNew(trx, estateId, w.kind, w.record);
  }
  return { answers: written.map((w) => ({ table: w.kind, record: w.record })), released };
}

/**
 * Writes one checked input as the estate's record `id` (not published yet). A record of another
 * estate under that id is not found: ids come from the path and are not this estate's to replace.
 */
async function writeOne<K extends ContentKind>(
  trx: Trx,
  callerId: string | null,
  estateId: number,
  kind: K,
  id: string,
  input: InputOf<K>,
  now: number,
): Promise<Written> {
  const notOurs = () => notFound(CONTENT_MESSAGES.notFound, 'content/not-found');
  let existing = await repo.findItem(trx, kind, id);
  if (existing && Number(existing.estate_id) !== estateId) throw notOurs();
  const cleaned = cleanInput(kind, input);
  if (kind === 'documents') await requireCategory(trx, estateId, 'folder' in cleaned ? str(cleaned.folder) : '');
  const types = await checkFiles(trx, callerId, estateId, kind, cleaned);
  const fields = withFileTypes(kind, cleaned, (url) => types.get(url));
  const rowId = rowIdOf(kind, estateId, id);
  const record: Record<string, unknown> = { [keyFieldOf(kind)]: rowId, ...fields, estateId, updatedAt: now };
  const unitNo = unitOf(kind, fields);
  const row = { kind, id, estate_id: estateId, unit_no: unitNo, data: JSON.stringify(record), updated_at: now };
  // A save racing this one for the same new id (PostgreSQL) made it first: then this one replaces it (and notifies no one).
  if (!existing && !(await repo.insertItem(trx, row))) existing = await repo.findItem(trx, kind, id);
  if (existing && (Number(existing.estate_id) !== estateId || !(await repo.updateItem(trx, row)))) throw notOurs();
  return {
    kind,
    rowId,
    record,
    audience: scopesOf(kind, estateId, unitNo),
    previousAudience: existing ? scopesOf(kind, estateId, existing.unit_no) : [],
    isNew: !existing,
    touched: [...(existing ? fileUrlsOfStored(kind, existing.data) : []), ...filesOf(kind, fields).map((ref) => ref.url)],
  };
}

/** A document's folder ('prefix_Category') names one of the estate's document categories: its title without spaces (spec 3 section 5). */
async function requireCategory(trx: Trx, estateId: number, folder: string): Promise<void> {
  const segment = folder.split('_')[1] ?? '';
  const titles = (await repo.listItems(trx, estateId, 'documentCategories')).map((row) =>
    str((JSON.parse(row.data) as { tileDisplayTitle?: unknown }).tileDisplayTitle).replace(/\s/g, ''),
  );
  if (!titles.includes(segment)) throw badRequest(CONTENT_MESSAGES.unknownCategory, 'content/unknown-category');
}

/**
 * Each file the input names exists and is the caller's upload or held by this estate's content
 * (else 'Please upload the file again.'), and is of a type its field takes. Answers URL -> type.
 */
async function checkFiles<K extends ContentKind>(
  trx: Trx,
  callerId: string | null,
  estateId: number,
  kind: K,
  input: InputOf<K>,
): Promise<Map<string, DetectedType>> {
  const types = new Map<string, DetectedType>();
  for (const ref of filesOf(kind, input)) {
    const fileId = fileIdOfUrl(ref.url);
    const file = fileId === undefined ? undefined : await fileInfo(trx, fileId);
    if (!file || (file.ownerId !== callerId && !isHolderOfEstate(file.ownerId, estateId)))
      throw badRequest(CONTENT_MESSAGES.fileMissing, 'content/file-missing');
    const type = ref.accepts.find((accepted) => accepted === file.contentType);
    if (!type) throw badRequest(CONTENT_MESSAGES.wrongFileType, 'content/wrong-file-type');
    types.set(ref.url, type);
  }
  return types;
}

/**
 * After the records are written: each touched file is held for the widest audience of the
 * estate's records that name it (the caller's uploads taken by the estate), or, when none names
 * it any more, deleted. Answers the ids whose bytes go after the commit.
 */
async function settleFiles(trx: Trx, estateId: number, urls: readonly string[]): Promise<string[]> {
  const released: string[] = [];
  for (const url of new Set(urls)) {
    const fileId = fileIdOfUrl(url);
    const file = fileId === undefined ? undefined : await fileInfo(trx, fileId);
    if (fileId === undefined || !file) continue;
    const holders = new Set<string>();
    for (const row of await repo.itemsMentioning(trx, estateId, url)) {
      const kind = row.kind as ContentKind;
      if (fileUrlsOfStored(kind, row.data).includes(url)) holders.add(fileHolderOf(kind, estateId, row.unit_no));
    }
    if (holders.size === 0) {
      // Only a file the estate held is let go (a caller's upload no record named stays theirs).
      if (isHolderOfEstate(file.ownerId, estateId)) {
        await deleteFileRecords(trx, [fileId]);
        released.push(fileId);
      }
      continue;
    }
    const holder = widestHolder(estateId, holders);
    if (file.ownerId !== holder) await giveFile(trx, fileId, holder);
  }
  return released;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '2026-12-05' and '18:00' as '05 Dec 2026 18:00' (the events cards' date format). */
function eventDate(date: string, time: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return [match && month ? `${match[3]} ${month} ${match[1]}` : date, time].filter((part) => part !== '').join(' ');
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A new event or newsletter tells every member of the estate, in the saving transaction. */
async function notifyNew(trx: Trx, estateId: number, kind: ContentKind, record: Record<string, unknown>): Promise<void> {
  if (kind === 'events') {
    const description = [eventDate(str(record.startDate), str(record.startTime)), str(record.location)].filter((part) => part !== '').join(', ');
    await notifyEstate(trx, estateId, {
      type: 'events',
      title: str(record.title),
      description,
      url: `/notification?id=${encodeURIComponent(str(record.eventID))}`,
      image: str(record.cardImage),
    });
  } else if (kind === 'newsletters') {
    await notifyEstate(trx, estateId, {
      type: 'newsletter',
      title: str(record.title),
      description: str(record.description),
      url: str(record.fileUrl),
      image: str(record.icon),
    });
  }
}
