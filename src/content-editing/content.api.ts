import * as v from 'valibot';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Table } from 'dexie';
import { API } from '../contract/api-paths';
import {
  CONTENT_IMPORT_MAX,
  CONTENT_KINDS,
  ContentIdSchema,
  ContentSaveAnswerSchema,
  type ContentKind,
  type DirectoryEntry,
  type DocumentCategory,
  type Development,
  type EstateContact,
  type EstateDocument,
  type EstateEvent,
  type LifestyleProvider,
  type Newsletter,
  type PointOfInterest,
  type SitePlan,
  type Theme,
} from '../contract/content';
import { db } from '../db/db';
import { t } from '../i18n';
import { CONTENT_MESSAGES } from '../i18n/en/content';
import { GENERIC_FAILURE_MESSAGE, UNSUPPORTED_CHARACTERS_MESSAGE } from '../i18n/en/errors';
import { onlineCall, type OnlineAnswer } from '../sync/online-call';
import '../i18n/areas/auth';
import '../i18n/areas/manager-content';

/**
 * The manager console's side of the estate's content: the lists come from the local
 * mirror (every content table is synced to the estate's managers too), the writes are online-only
 * REST calls (PUT one record, DELETE one, POST an import of many, all or none). Every write is
 * checked first with the contract's input schema of its kind, so the form shows the message
 * before anything is sent; the server's refusal (4xx with its message) is shown the same way.
 */

/** A kind's input as its form edits it and the server takes it. */
export type ContentInput<K extends ContentKind> = v.InferOutput<(typeof CONTENT_KINDS)[K]['input']>;

/** The synced record of each kind, as the local mirror holds it. */
export type ContentRecords = {
  events: EstateEvent;
  newsletters: Newsletter;
  documentCategories: DocumentCategory;
  documents: EstateDocument;
  directory: DirectoryEntry;
  estateContacts: EstateContact;
  pointsOfInterest: PointOfInterest;
  sitePlans: SitePlan;
  developments: Development;
  lifestyleProviders: LifestyleProvider;
  themes: Theme;
};

/** The outcome a form shows under its buttons. */
export type ContentResult = { ok: boolean; text: string };
/** A refused draft: the first issue's message and the path of its field ('' for the whole). */
export type ContentIssue = { message: string; path: string };

// ---------------------------------------------------------------- reads

/** The estate's records of one kind in the local mirror (each section sorts them its own way). */
export function contentRowsOf<K extends ContentKind>(estateId: number, kind: K): Promise<ContentRecords[K][]> {
  return (db[kind] as unknown as Table<ContentRecords[K]>).where('estateId').equals(estateId).toArray();
}

/** contentRowsOf, live (undefined while reading). */
export function useContentRows<K extends ContentKind>(estateId: number, kind: K): ContentRecords[K][] | undefined {
  return useLiveQuery(() => contentRowsOf(estateId, kind), [estateId, kind]);
}

/** The estate's unit numbers (a document for one unit), sorted as numbers where they are. */
export function useEstateUnitNumbers(estateId: number): string[] {
  return (
    useLiveQuery(async () => {
      const units = await db.units.where('estateId').equals(estateId).toArray();
      return [...new Set(units.map((u) => u.unitNo))].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
    }, [estateId]) ?? []
  );
}

/** The id a record of this kind is saved under (singletons: the estate id). */
export function recordIdOf<K extends ContentKind>(kind: K, record: ContentRecords[K]): string {
  if (CONTENT_KINDS[kind].singleton) return String(record.estateId);
  if ('eventID' in record) return record.eventID;
  return 'id' in record ? record.id : '';
}

/** A new record's id. */
export const newContentId = (): string => crypto.randomUUID();

/** A form's draft from a synced record: the draft's own fields, taken from the record where it has them. */
export function draftOf<T extends object>(empty: T, record: object): T {
  const source = record as Record<string, unknown>;
  const draft: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(empty)) draft[key] = source[key] === undefined ? fallback : structuredClone(source[key]);
  return draft as T;
}

// ---------------------------------------------------------------- checks

const KNOWN_MESSAGES = new Set<string>([...Object.values(CONTENT_MESSAGES), UNSUPPORTED_CHARACTERS_MESSAGE]);

function issueOf(issues: readonly v.BaseIssue<unknown>[]): ContentIssue {
  const issue = issues[0];
  const path = issue?.path?.map((item) => String(item.key)).join('.') ?? '';
  // valibot's own type and range messages are for developers: say which field instead.
  const message =
    issue && KNOWN_MESSAGES.has(issue.message) ? issue.message : path ? t('managerContent.checkField', { field: path }) : t('managerContent.checkForm');
  return { message, path };
}

function schemaOf<K extends ContentKind>(kind: K): v.GenericSchema<unknown, ContentInput<K>> {
  return CONTENT_KINDS[kind].input as unknown as v.GenericSchema<unknown, ContentInput<K>>;
}

/** The draft as the server would take it (trimmed, extra fields dropped), or the first issue. */
export function checkContent<K extends ContentKind>(kind: K, draft: unknown): { ok: true; input: ContentInput<K> } | { ok: false; issue: ContentIssue } {
  const parsed = v.safeParse(schemaOf(kind), draft);
  return parsed.success ? { ok: true, input: parsed.output } : { ok: false, issue: issueOf(parsed.issues) };
}

export type ImportItem = { id: string } & Record<string, unknown>;

/**
 * An import's text as the server would take it: a JSON array of at most 500 items, each with its
 * own id and the kind's input fields. Items without an id get a new one. The message names the item.
 */
export function checkImport<K extends ContentKind>(kind: K, json: string): { ok: true; items: ImportItem[] } | { ok: false; message: string } {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, message: t('managerContent.import.notJson') };
  }
  if (!Array.isArray(data) || data.length === 0) return { ok: false, message: t('managerContent.import.notArray') };
  if (data.length > CONTENT_IMPORT_MAX) return { ok: false, message: CONTENT_MESSAGES.tooMany };
  const items: ImportItem[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of data.entries()) {
    const item: unknown = raw;
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      return { ok: false, message: t('managerContent.import.item', { n: index + 1, message: t('managerContent.checkForm') }) };
    const fields = item as Record<string, unknown>;
    const id = fields.id === undefined || fields.id === '' ? newContentId() : fields.id;
    const idCheck = v.safeParse(ContentIdSchema, id);
    if (!idCheck.success)
      return { ok: false, message: t('managerContent.import.item', { n: index + 1, message: t('managerContent.checkField', { field: 'id' }) }) };
    if (seen.has(idCheck.output)) return { ok: false, message: CONTENT_MESSAGES.duplicateId };
    seen.add(idCheck.output);
    const checked = checkContent(kind, fields);
    if (!checked.ok) {
      const where = checked.issue.path ? `${checked.issue.message} (${checked.issue.path})` : checked.issue.message;
      return { ok: false, message: t('managerContent.import.item', { n: index + 1, message: where }) };
    }
    items.push({ ...checked.input, id: idCheck.output });
  }
  return { ok: true, items };
}

// ---------------------------------------------------------------- writes (online only)

/** The message a screen shows for a call's answer that was not ok. */
export function failureText(answer: Exclude<OnlineAnswer<unknown>, { kind: 'ok' }>): string {
  return answer.kind === 'offline' ? t('signup.offline') : answer.message || GENERIC_FAILURE_MESSAGE;
}

const SaveEnvelopeSchema = v.object({ details: v.tuple([ContentSaveAnswerSchema]) });

/** PUT: creates or replaces the record; answers the record as stored (the event body sanitised). */
export async function saveContent<K extends ContentKind>(
  estateId: number,
  kind: K,
  id: string,
  input: ContentInput<K>,
): Promise<{ ok: true; record: Record<string, unknown> } | { ok: false; text: string }> {
  const answer = await onlineCall<unknown>(API.content(estateId, kind, id), { method: 'PUT', body: input });
  if (answer.kind !== 'ok') return { ok: false, text: failureText(answer) };
  const parsed = v.safeParse(SaveEnvelopeSchema, answer.body);
  return parsed.success ? { ok: true, record: parsed.output.details[0].record } : { ok: false, text: GENERIC_FAILURE_MESSAGE };
}

/** DELETE: the record leaves every device through sync. */
export async function deleteContent(estateId: number, kind: ContentKind, id: string): Promise<ContentResult> {
  const answer = await onlineCall<unknown>(API.content(estateId, kind, id), { method: 'DELETE' });
  return answer.kind === 'ok' ? { ok: true, text: t('managerContent.deleted') } : { ok: false, text: failureText(answer) };
}

/** POST: saves every item or none. */
export async function importContent(estateId: number, kind: ContentKind, items: readonly ImportItem[]): Promise<ContentResult> {
  const answer = await onlineCall<unknown>(API.contentImport(estateId, kind), { method: 'POST', body: items });
  return answer.kind === 'ok' ? { ok: true, text: t('managerContent.import.done', { n: items.length }) } : { ok: false, text: failureText(answer) };
}
