import type * as v from 'valibot';
import { CONTENT_KINDS, type ContentKind } from '../../../src/contract/content';
import type { DetectedType } from '../../files/detect-type';
import { scopes, type Scope } from '../../sync/change-log';
import { sanitizeEventBody } from './content-html';

/**
 * What differs between the kinds of the estate's content: the record's key, the stored files it
 * names (and the type each field takes), the audience, and what the server changes in the input
 * before it is stored. Everything else is one generic path (content.service.ts).
 */

export type InputOf<K extends ContentKind> = v.InferOutput<(typeof CONTENT_KINDS)[K]['input']>;

/** A stored file a record names, with the types its field takes. */
export type FileRef = { url: string; accepts: readonly DetectedType[] };

const IMAGE: readonly DetectedType[] = ['image/jpeg', 'image/png', 'image/webp'];
const PDF: readonly DetectedType[] = ['application/pdf'];
/** A vault document: a PDF, or a picture (a scanned page). */
const DOCUMENT: readonly DetectedType[] = [...PDF, ...IMAGE];

const image = (url: string): FileRef => ({ url, accepts: IMAGE });
const images = (urls: readonly string[]): FileRef[] => urls.map(image);
const pdf = (url: string): FileRef => ({ url, accepts: PDF });

/** `<img src="/sdk/files/<id>">` inside a sanitised event body: pictures the estate holds too. */
function bodyImages(html: string): FileRef[] {
  return [...html.matchAll(/<img\b[^>]*?\ssrc="(\/sdk\/files\/[A-Za-z0-9_-]{8,64})"/g)].map((m) => image(m[1] ?? ''));
}

type KindRules<K extends ContentKind> = {
  /** The stored files the record names ('' entries are dropped by the caller). */
  files: (input: InputOf<K>) => FileRef[];
  /** The input as it is stored, before its files are checked (event bodies sanitised). */
  clean?: (input: InputOf<K>) => InputOf<K>;
  /** The input once its files' types are known (a document's contentType and extension are its file's). */
  withFileTypes?: (input: InputOf<K>, typeOf: (url: string) => DetectedType | undefined) => InputOf<K>;
};

const EXTENSIONS: Record<DetectedType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

const RULES: { [K in ContentKind]: KindRules<K> } = {
  events: {
    files: (e) => [image(e.cardImage), image(e.headerImage), ...bodyImages(e.body)],
    clean: (e) => ({ ...e, body: sanitizeEventBody(e.body) }),
  },
  newsletters: { files: (n) => [image(n.icon), pdf(n.fileUrl)] },
  documentCategories: { files: () => [] },
  documents: {
    files: (d) => [{ url: d.fileUrl, accepts: DOCUMENT }],
    withFileTypes: (d, typeOf) => {
      const type = typeOf(d.fileUrl);
      return type ? { ...d, contentType: type, extension: EXTENSIONS[type] } : d;
    },
  },
  directory: { files: () => [] },
  estateContacts: { files: () => [] },
  pointsOfInterest: { files: (p) => [image(p.image)] },
  sitePlans: { files: (p) => [image(p.imageUrl)] },
  developments: {
    files: (d) => [image(d.coverImage), image(d.logo), ...images(d.sliderImages), pdf(d.brochure), ...d.sales.flatMap((s) => images(s.images))],
  },
  lifestyleProviders: {
    files: (p) => [image(p.logo), image(p.imageURL), ...p.categories.map((c) => image(c.imageURL)), ...p.offerings.map((o) => image(o.imageURL))],
  },
  themes: { files: (t) => [image(t.banner)] },
};

/** The record's files, '' left out. */
export function filesOf<K extends ContentKind>(kind: K, input: InputOf<K>): FileRef[] {
  const rules: KindRules<K> = RULES[kind];
  return rules.files(input).filter((ref) => ref.url !== '');
}

/** The URLs of the stored files a stored record names (a row read back from the table). */
export function fileUrlsOfStored(kind: ContentKind, data: string): string[] {
  try {
    return filesOf(kind, JSON.parse(data) as InputOf<typeof kind>).map((ref) => ref.url);
  } catch {
    // A record of an older shape (a field missing) names no files this version knows of.
    return [];
  }
}

export function cleanInput<K extends ContentKind>(kind: K, input: InputOf<K>): InputOf<K> {
  const rules: KindRules<K> = RULES[kind];
  return rules.clean ? rules.clean(input) : input;
}

export function withFileTypes<K extends ContentKind>(kind: K, input: InputOf<K>, typeOf: (url: string) => DetectedType | undefined): InputOf<K> {
  const rules: KindRules<K> = RULES[kind];
  return rules.withFileTypes ? rules.withFileTypes(input, typeOf) : input;
}

export const isSingleton = (kind: ContentKind): boolean => CONTENT_KINDS[kind].singleton;

/** The record's key field: the estate for a singleton, eventID for events, id for the rest (the synced table's key). */
export function keyFieldOf(kind: ContentKind): 'estateId' | 'eventID' | 'id' {
  if (isSingleton(kind)) return 'estateId';
  return kind === 'events' ? 'eventID' : 'id';
}

/** The synced row's id: the estate's for a singleton, else the record's. */
export const rowIdOf = (kind: ContentKind, estateId: number, id: string): string | number => (isSingleton(kind) ? estateId : id);

/** The unit a record is for: a document's `unitNo`, '' for every other kind. */
export function unitOf(kind: ContentKind, input: object): string {
  return kind === 'documents' && 'unitNo' in input && typeof input.unitNo === 'string' ? input.unitNo : '';
}

/**
 * Who reads a record: the estate, except documents: the estate's unit holders (whose scope its
 * managers read too), or the one unit named and the managers (who edit it in their console).
 */
export function scopesOf(kind: ContentKind, estateId: number, unitNo: string): Scope[] {
  if (kind !== 'documents') return [scopes.estate(estateId)];
  return unitNo === '' ? [scopes.residents(estateId)] : [scopes.unit(estateId, unitNo), scopes.manager(estateId)];
}

/**
 * The owner the files module knows a held file by, read by the same audience as the record:
 * `content:<estate>` (every member), `residents:<estate>` (unit holders and managers),
 * `unit:<estate>:<unitNo>` (that unit's people and the managers). See files.service.ts readFile.
 */
export function fileHolderOf(kind: ContentKind, estateId: number, unitNo: string): string {
  if (kind !== 'documents') return `content:${estateId}`;
  return unitNo === '' ? `residents:${estateId}` : `unit:${estateId}:${unitNo}`;
}

/** True for an owner that is one of this estate's content holders. */
export function isHolderOfEstate(owner: string, estateId: number): boolean {
  return owner === `content:${estateId}` || owner === `residents:${estateId}` || owner.startsWith(`unit:${estateId}:`);
}

/**
 * The one holder that lets every record naming a file show it: the estate when any record is
 * read by every member, the one audience when there is one, else the estate's unit holders.
 */
export function widestHolder(estateId: number, holders: ReadonlySet<string>): string {
  const everyone = `content:${estateId}`;
  if (holders.has(everyone)) return everyone;
  const [only] = holders;
  return holders.size === 1 && only !== undefined ? only : `residents:${estateId}`;
}
