import type { DocumentCategory, EstateDocument, Newsletter } from '../contract/content';
import { estateDateTimeSeconds } from './estate-time';

/**
 * The rules of the document vault and the newsletters (spec 3 sections 2, 5 and 7): the folder
 * filter, the unit filter, category and newsletter order, which documents the PDF viewer opens,
 * the viewer's links and the newsletter's date. Pure: the screens read Dexie and hand the rows in;
 * the server may use the same folder rule when it checks a document's category.
 */

/** A folder's category segment: the second underscore-separated segment ('vault_Rules' is 'Rules'); '' when there is none. */
export function folderCategory(folder: string): string {
  return folder.split('_')[1] ?? '';
}

/** A category's title as folders name it: without spaces ('House Rules' is 'HouseRules'). */
export function folderKeyOf(title: string): string {
  return title.replace(/\s+/g, '');
}

/** Spec 3 section 5 (document vault filter): a document is listed under a category when its folder's second segment equals the category's title without spaces. */
export function inCategory(document: Pick<EstateDocument, 'folder'>, category: Pick<DocumentCategory, 'tileDisplayTitle'>): boolean {
  const segment = folderCategory(document.folder);
  return segment !== '' && segment === folderKeyOf(category.tileDisplayTitle);
}

/** A document is for the chosen unit when it names no unit (every unit of the estate) or names that unit. */
export function forUnit(document: Pick<EstateDocument, 'unitNo'>, unitNo: string): boolean {
  const named = document.unitNo.trim();
  return named === '' || named === unitNo.trim();
}

/** The documents of one category for one unit, by friendly name. */
export function documentsFor<T extends Pick<EstateDocument, 'folder' | 'unitNo' | 'friendlyName'>>(
  documents: readonly T[],
  category: Pick<DocumentCategory, 'tileDisplayTitle'>,
  unitNo: string,
): T[] {
  return documents
    .filter((d) => inCategory(d, category) && forUnit(d, unitNo))
    .sort((a, b) => a.friendlyName.localeCompare(b.friendlyName, 'en', { sensitivity: 'base', numeric: true }));
}

/** Spec 3 section 7: document categories by rank, then by title. */
export function sortCategories<T extends Pick<DocumentCategory, 'rank' | 'tileDisplayTitle'>>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => a.rank - b.rank || a.tileDisplayTitle.localeCompare(b.tileDisplayTitle, 'en', { sensitivity: 'base' }));
}

/** Spec 3 section 7: newsletters newest created first (then by title). */
export function sortNewsletters<T extends Pick<Newsletter, 'created' | 'title'>>(newsletters: readonly T[]): T[] {
  return [...newsletters].sort((a, b) => b.created - a.created || a.title.localeCompare(b.title));
}

/** PDFs open in the app's PDF viewer, other types in the embedded page viewer (spec 3 /documentuploads). */
export function isPdfDocument(document: Pick<EstateDocument, 'contentType' | 'extension'>): boolean {
  const type = document.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/pdf' || (type === '' && document.extension.trim().replace(/^\./, '').toLowerCase() === 'pdf');
}

/** A stored file of this product ('/sdk/files/<id>'): private, fetched with the session's token, never linked or framed as is. */
export function isStoredFile(url: string): boolean {
  return /^\/sdk\/files\/[A-Za-z0-9_-]{8,64}$/.test(url);
}

/** The PDF viewer's link for a file (spec 1 /pdfViewer?url=&title=). The url is a path of this product or an https link, never one carrying a token. */
export function pdfViewerHref(url: string, title: string): string {
  return `/pdfViewer?${new URLSearchParams({ url, title }).toString()}`;
}

/** The embedded page viewer's link (spec 1 /DynamicIFrame?url=&heading=). */
export function dynamicIFrameHref(url: string, heading: string): string {
  return `/DynamicIFrame?${new URLSearchParams({ url, heading }).toString()}`;
}

/** Where a document of the vault opens: PDFs in the PDF viewer, other types in the embedded page viewer. */
export function documentHref(document: Pick<EstateDocument, 'contentType' | 'extension' | 'fileUrl' | 'friendlyName'>): string {
  return isPdfDocument(document) ? pdfViewerHref(document.fileUrl, document.friendlyName) : dynamicIFrameHref(document.fileUrl, document.friendlyName);
}

/** A newsletter's date and time as its page shows it: 'DD-MM-YYYY HH:mm:ss', estate time. */
export function newsletterDateTime(ms: number): string {
  const [date = '', time = ''] = estateDateTimeSeconds(ms).split(' ');
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year} ${time}`;
}

/** A name to save a file under: the title without characters file systems refuse, with the extension the type implies. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are unsafe in a file name, so they go.
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f]+/g;

export function downloadName(title: string, type: string): string {
  const base = title.replace(UNSAFE_IN_FILE_NAME, ' ').replace(/\s+/g, ' ').trim().slice(0, 120) || 'document';
  const extension = type.split(';')[0]?.trim().toLowerCase() === 'application/pdf' ? '.pdf' : '';
  return extension && !base.toLowerCase().endsWith(extension) ? `${base}${extension}` : base;
}

/** What kind of file a document is, for people (README, deliberate departures: the spec shows the raw content type). */
export type DocumentKind = { kind: 'pdf' | 'word' | 'spreadsheet' | 'slides' | 'image' | 'text' | 'video' | 'audio' | 'archive' | 'other'; format: string };

const BY_TYPE: Readonly<Record<string, DocumentKind['kind']>> = {
  'application/pdf': 'pdf',
  'application/msword': 'word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'application/vnd.oasis.opendocument.text': 'word',
  'application/rtf': 'word',
  'application/vnd.ms-excel': 'spreadsheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'spreadsheet',
  'application/vnd.oasis.opendocument.spreadsheet': 'spreadsheet',
  'text/csv': 'spreadsheet',
  'application/vnd.ms-powerpoint': 'slides',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'slides',
  'text/plain': 'text',
  'application/zip': 'archive',
};

const BY_EXTENSION: Readonly<Record<string, DocumentKind['kind']>> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  csv: 'spreadsheet',
  ppt: 'slides',
  pptx: 'slides',
  txt: 'text',
  zip: 'archive',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  heic: 'image',
  mp4: 'video',
  mov: 'video',
  mp3: 'audio',
};

/**
 * A document's kind from its content type, else its extension: 'application/pdf' is a PDF,
 * 'image/jpeg' an image in JPEG; `format` is the format's short name (JPEG, PNG, DOCX) or ''.
 */
export function documentKind(contentType: string, extension: string): DocumentKind {
  const type = contentType.trim().toLowerCase().split(';')[0] ?? '';
  const ext = extension.trim().toLowerCase().replace(/^\./, '');
  const [family = '', sub = ''] = type.split('/');
  const kind = BY_TYPE[type] ?? (['image', 'video', 'audio'].includes(family) ? (family as DocumentKind['kind']) : undefined) ?? BY_EXTENSION[ext] ?? 'other';
  const subFormat = sub && !sub.includes('.') && !sub.includes('-') ? sub : '';
  const format = (kind === 'image' || kind === 'video' || kind === 'audio' ? subFormat.replace(/^svg\+xml$/, 'svg') || ext : ext).replace(/^jpg$/, 'jpeg');
  return { kind, format: format.toUpperCase() };
}
