import { GATE_STAFF_ROLES, UNIT_PEOPLE_ROLES } from '../../../src/domain/roles';
import { requireAccess, type AccessRule } from '../../auth/authorize';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { readStoredFile } from '../files/files.service';
import type { ImageSubject } from './letting-rows';
import * as repo from './letting.repository';

/**
 * The images of a regular visitor, letter or guest (held by the record, never readable through
 * /sdk/files): the face to the unit's people, the person themselves and the estate's gate staff
 * (the guard matches it at the gate); a document image to the gate staff, the resident whose
 * record it is and the person. Anyone else gets 404, as for an image that does not exist.
 */

export type ImageField = 'face' | 'documentFront' | 'documentBack';
export type ImageAnswer = { bytes: Buffer; contentType: string; private: boolean };

type Holder = { estateId: number; unitNo: string; ownerId: string; personId: string; files: Record<ImageField, string> };

async function holderOf(ctx: AppContext, subject: ImageSubject, id: string): Promise<Holder | undefined> {
  if (subject === 'guests') {
    const row = await repo.findGuest(ctx.db, id);
    if (!row || row.status !== 'ACTIVE') return undefined;
    return {
      estateId: Number(row.estate_id),
      unitNo: row.unit_no,
      ownerId: row.owner_id,
      personId: '',
      files: { face: row.face_file_id, documentFront: row.document_front_file_id, documentBack: row.document_back_file_id },
    };
  }
  const row = subject === 'letters' ? await repo.findLetter(ctx.db, id) : await repo.findRegularVisitor(ctx.db, id);
  if (!row || row.status === 'REMOVED' || row.purged_at !== null) return undefined;
  const personId = 'letter_user_id' in row ? row.letter_user_id : row.visitor_user_id;
  return {
    estateId: Number(row.estate_id),
    unitNo: row.unit_no,
    ownerId: row.owner_id,
    personId,
    files: { face: row.face_file_id, documentFront: row.document_front_file_id, documentBack: row.document_back_file_id },
  };
}

async function passes(ctx: AppContext, callerId: string, rule: AccessRule): Promise<boolean> {
  try {
    await requireAccess(ctx.db, callerId, rule);
    return true;
  } catch {
    return false;
  }
}

/** GET API.lettingImage(subject, id, field). */
export async function readLettingImage(ctx: AppContext, callerId: string, subject: ImageSubject, id: string, field: ImageField): Promise<ImageAnswer> {
  const holder = await holderOf(ctx, subject, id);
  const fileId = holder?.files[field] ?? '';
  if (!holder || fileId === '') throw notFound();
  const own = callerId === holder.ownerId || (holder.personId !== '' && callerId === holder.personId);
  const staff = await passes(ctx, callerId, { estateId: holder.estateId, roles: GATE_STAFF_ROLES });
  const allowed =
    own || staff || (field === 'face' && (await passes(ctx, callerId, { estateId: holder.estateId, unitNo: holder.unitNo, roles: UNIT_PEOPLE_ROLES })));
  if (!allowed) throw notFound();
  const file = await readStoredFile(ctx, fileId);
  if (!file) throw notFound();
  return { ...file, private: field !== 'face' };
}
