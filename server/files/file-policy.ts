import { MAX_UPLOAD_BYTES } from '../../src/contract/profile';
import { DOCUMENT_MESSAGES, FILE_MESSAGES } from '../../src/i18n/en/files';
import { AppError, badRequest } from '../lib/errors';
import { detectFileType, type DetectedType } from './detect-type';

/** What an upload is for decides what it may be: photos are images, statements and the like are documents. */
export type FileKind = 'image' | 'document';

export type FilePolicy = {
  /** The content types accepted, recognised by the bytes (server/files/detect-type.ts). */
  types: readonly DetectedType[];
  maxBytes: number;
  /** The answers to a refused file, in the kind's wording. */
  messages: { readonly empty: string; readonly tooLarge: string; readonly badType: string };
};

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export const FILE_POLICIES: { readonly [K in FileKind]: FilePolicy } = {
  image: { types: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: MAX_UPLOAD_BYTES, messages: FILE_MESSAGES },
  document: { types: ['application/pdf'], maxBytes: MAX_DOCUMENT_BYTES, messages: DOCUMENT_MESSAGES },
};

export const fileTooLarge = (kind: FileKind) => new AppError(413, 'files/too-large', FILE_POLICIES[kind].messages.tooLarge);
export const fileBadType = (kind: FileKind) => new AppError(415, 'files/bad-type', FILE_POLICIES[kind].messages.badType);

/**
 * Checks an upload against its kind's policy before anything is stored: present (400), within
 * the kind's size limit (413), and of an accepted type by its content (415). Answers the type.
 */
export function checkFile(kind: FileKind, bytes: Uint8Array | undefined): DetectedType {
  const policy = FILE_POLICIES[kind];
  if (!bytes || bytes.length === 0) throw badRequest(policy.messages.empty, 'files/empty');
  if (bytes.length > policy.maxBytes) throw fileTooLarge(kind);
  const type = detectFileType(bytes);
  if (!type || !policy.types.includes(type)) throw fileBadType(kind);
  return type;
}
