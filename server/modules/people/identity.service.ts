import crypto from 'node:crypto';
import { API } from '../../../src/contract/api-paths';
import type { AssociateImageField, OwnOnboardingArgs } from '../../../src/contract/people';
import { GATE_STAFF_ROLES, ROLES, UNIT_PEOPLE_ROLES } from '../../../src/domain/roles';
import { ASSOCIATE_MESSAGES } from '../../../src/i18n/en/people';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { claimOwnFile, giveFile, readStoredFile } from '../files/files.service';
import * as repo from './people.repository';
import * as core from '../core/core.service';

/**
 * Identity (POPIA): the full ID number and the document images of an
 * associate are read only by the record's owner, the unit's delegate and the estate's
 * managers and guards, each view logged; the face photo by the unit's people and the estate's
 * gate staff (the guard matches the face at the gate). A user's own onboarding face is theirs
 * and the gate staff's at their estates.
 */

const notVisible = () => notFound();

/** The owner, the unit's delegate, or the estate's gate staff (managers and guards). */
async function maySeeIdentity(db: Db, viewerId: string, row: repo.AssociateRow): Promise<boolean> {
  const estateId = Number(row.estate_id);
  if (row.owner_id === viewerId) return true;
  if (await core.holdsUnitRole(db, viewerId, estateId, row.unit_no, [ROLES.associateDelegate])) return true;
  return core.holdsEstateRole(db, viewerId, estateId, GATE_STAFF_ROLES);
}

/** The unit's people or the estate's gate staff. */
async function maySeeFace(db: Db, viewerId: string, row: repo.AssociateRow): Promise<boolean> {
  const estateId = Number(row.estate_id);
  if (await core.holdsUnitRole(db, viewerId, estateId, row.unit_no, UNIT_PEOPLE_ROLES)) return true;
  return core.holdsEstateRole(db, viewerId, estateId, GATE_STAFF_ROLES);
}

/**
 * What the log says was seen: the ID number through its call, a document image, or the ID numbers
 * of the viewer's associates in their data export.
 */
type ViewKind = 'identity' | 'documentFront' | 'documentBack' | 'export';

async function logView(ctx: AppContext, viewerId: string, associateId: string, what: ViewKind): Promise<void> {
  await writeTransaction(ctx.db, (trx) =>
    repo.insertView(trx, { id: crypto.randomUUID(), user_id: viewerId, associate_id: associateId, what, at: Date.now() }),
  );
}

/**
 * `Module.onDataExported`: a data export ('Download my data') carries the full ID numbers of the
 * associates it lists (the caller's own associates, by `owner_id`); each is logged as a view
 * ('export'), in the export's write transaction, like a view through the identity call.
 */
export async function logExportedIdentities(trx: Trx, viewerId: string, tables: Readonly<Record<string, readonly unknown[]>>): Promise<void> {
  const at = Date.now();
  const ids = new Set<string>();
  for (const row of tables.associates ?? []) {
    if (typeof row !== 'object' || row === null) continue;
    const { id, id_number: idNumber } = row as { id?: unknown; id_number?: unknown };
    if (typeof id === 'string' && typeof idNumber === 'string' && idNumber !== '') ids.add(id);
  }
  for (const associateId of ids) await repo.insertView(trx, { id: crypto.randomUUID(), user_id: viewerId, associate_id: associateId, what: 'export', at });
}

/** GET API.associateIdentity(id): the full ID or passport number, logged; 404 to anyone else. */
export async function readIdentity(ctx: AppContext, viewerId: string, associateId: string): Promise<{ passportOrIDNumber: string }> {
  const row = await repo.findAssociate(ctx.db, associateId);
  if (!row || row.status !== 'active' || !(await maySeeIdentity(ctx.db, viewerId, row))) throw notVisible();
  await logView(ctx, viewerId, row.id, 'identity');
  return { passportOrIDNumber: row.id_number };
}

export type ImageAnswer = { bytes: Buffer; contentType: string; private: boolean };

const IMAGE_COLUMNS = { face: 'face_file_id', documentFront: 'document_front_file_id', documentBack: 'document_back_file_id' } as const;

/**
 * GET API.associateImage(id, field): the face to the unit's people and the gate staff; a
 * document image to the owner, the delegate and the gate staff, logged. An id that is a user's
 * (their own onboarding face) answers that face to them and the gate staff of their estates.
 */
export async function readImage(ctx: AppContext, viewerId: string, id: string, field: AssociateImageField): Promise<ImageAnswer> {
  const row = await repo.findAssociate(ctx.db, id);
  if (!row) return readOwnFace(ctx, viewerId, id, field);
  if (row.status !== 'active') throw notVisible();
  const fileId = row[IMAGE_COLUMNS[field]];
  if (fileId === '') throw notVisible();
  if (field === 'face') {
    if (!(await maySeeFace(ctx.db, viewerId, row))) throw notVisible();
  } else {
    if (!(await maySeeIdentity(ctx.db, viewerId, row))) throw notVisible();
    await logView(ctx, viewerId, row.id, field);
  }
  const file = await readStoredFile(ctx, fileId);
  if (!file) throw notVisible();
  return { ...file, private: field !== 'face' };
}

async function readOwnFace(ctx: AppContext, viewerId: string, userId: string, field: AssociateImageField): Promise<ImageAnswer> {
  if (field !== 'face') throw notVisible();
  const own = await repo.findOwnOnboarding(ctx.db, userId);
  if (!own) throw notVisible();
  if (viewerId !== userId) {
    const estates = await core.estatesOfUser(ctx.db, userId);
    let staff = false;
    for (const estateId of estates) if (await core.holdsEstateRole(ctx.db, viewerId, estateId, GATE_STAFF_ROLES)) staff = true;
    if (!staff) throw notVisible();
  }
  const file = await readStoredFile(ctx, own.face_file_id);
  if (!file) throw notVisible();
  return { ...file, private: false };
}

/** Who holds the user's own onboarding face: the user, so it goes with their account. */
const OWN_FACE_DISCARDED = (userId: string) => `discarded:self:${userId}`;

/**
 * `onboarding.complete`: the caller's own face (a photo they uploaded) after their consent; the
 * face it replaces waits for the purge job.
 */
export async function completeOwnOnboarding(trx: Trx, actor: Actor, args: OwnOnboardingArgs): Promise<void> {
  const userId = actor.userId;
  const fileId = await claimOwnFile(trx, userId, args.faceUrl, userId);
  if (fileId === undefined) throw badRequest(ASSOCIATE_MESSAGES.imageNotYours, 'people/image');
  const earlierConsent = await repo.findConsent(trx, args.consent.consentId);
  if (earlierConsent && (earlierConsent.subject_kind !== 'self' || earlierConsent.subject_id !== userId))
    throw badRequest(ASSOCIATE_MESSAGES.failed, 'people/consent-exists');
  const now = Date.now();
  if (!earlierConsent) {
    const estateId = (await core.estatesOfUser(trx, userId))[0] ?? 0;
    await repo.insertConsent(trx, {
      id: args.consent.consentId,
      estate_id: estateId,
      subject_kind: 'self',
      subject_id: userId,
      owner_id: userId,
      given_by: userId,
      version: args.consent.version,
      accepted_at: args.consent.acceptedAt,
      created_at: now,
    });
  }
  const before = await repo.findOwnOnboarding(trx, userId);
  if (before && before.face_file_id !== fileId) await giveFile(trx, before.face_file_id, OWN_FACE_DISCARDED(userId));
  await repo.upsertOwnOnboarding(trx, { user_id: userId, face_file_id: fileId, consent_id: args.consent.consentId, completed_at: now });
  await publishGateFaces(trx, userId, API.associateImage(userId, 'face'));
}

/**
 * The face beside the person's name on the guard console: one `gateFaces` row in the gate scope
 * of each estate where the user holds a role (`faceURL` null tombstones them).
 */
export async function publishGateFaces(trx: Trx, userId: string, faceURL: string | null): Promise<void> {
  for (const estateId of await core.estatesOfUser(trx, userId)) {
    const id = `${estateId}:${userId}`;
    await publish(trx, scopes.gate(estateId), 'gateFaces', id, faceURL === null ? null : { id, estateId, userId, faceURL });
  }
}
