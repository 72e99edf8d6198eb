import { useLiveQuery } from 'dexie-react-hooks';
import type { ConsentArgs } from '../../contract/people';
import { db } from '../../db/db';
import { UPLOAD_MESSAGES } from '../../i18n/en/onboarding';
import { awaitWrite } from '../../sync/hooks';
import { mutate } from '../../sync/mutate';
import { prepareImageForUpload } from '../../app/photo-files';
import { requireUserId } from '../../sync/session';
import { ApiError } from '../../sync/transport';
import { uploadPass, type UploadQueueSpec } from '../../sync/upload-queue';
import { browserOffline } from '../../sync/network';

/*
 * The pictures the onboarding screens take, kept in db.drafts (dropped with the session on
 * sign-out) until they are used:
 * - the associate flow leaves the face for the add-associate form, which adopts it;
 * - the user's own face waits here, with the consent given for it, until it is uploaded and
 *   `onboarding.complete` is queued: offline it stays and is finished when the device is back
 *   online (this screen on 'online', and the signed-in layout on each navigation).
 */

/** Read by the add-associate form (features/associates): `{ blob, capturedAt }`. */
export const ASSOCIATE_FACE_DRAFT = 'onboarding:associate-face';
const OWN_FACE_DRAFT = 'onboarding:own-face';
const OWN_CONSENT_DRAFT = 'onboarding:own-consent';

type OwnFaceDraft = { blob: Blob; capturedAt: number; consent: ConsentArgs };

export type OwnOnboardingResult =
  /** Nothing waits on this device. */
  | { kind: 'idle' }
  /** The server stored the face. */
  | { kind: 'done' }
  /** Offline or unreachable: the face (or the queued write) waits on the device. */
  | { kind: 'waiting' }
  /** Refused or not uploadable: the spec's message; a refused picture is dropped. */
  | { kind: 'failed'; message: string };

function isOwnFaceDraft(value: unknown): value is OwnFaceDraft {
  const v = value as Partial<OwnFaceDraft> | undefined;
  return v?.blob instanceof Blob && typeof v.capturedAt === 'number' && typeof v.consent === 'object' && v.consent !== null;
}

/** Hands the associate's face to the add-associate form. */
export async function keepAssociateFace(blob: Blob): Promise<void> {
  await db.drafts.put({ key: ASSOCIATE_FACE_DRAFT, value: { blob, capturedAt: Date.now() }, savedAt: Date.now() });
}

/** The consent the user gave for their own capture, until the capture is done (null when none). */
export function useOwnConsent(): ConsentArgs | null | undefined {
  return useLiveQuery(async () => ((await db.drafts.get(OWN_CONSENT_DRAFT))?.value as ConsentArgs | undefined) ?? null, []);
}

export async function saveOwnConsent(consent: ConsentArgs): Promise<void> {
  await db.drafts.put({ key: OWN_CONSENT_DRAFT, value: consent, savedAt: Date.now() });
}

/** Whether a face of the user waits on this device for the connection (undefined while loading). */
export function useOwnFaceWaiting(): boolean | undefined {
  return useLiveQuery(async () => isOwnFaceDraft((await db.drafts.get(OWN_FACE_DRAFT))?.value), []);
}

/** Keeps the user's face with its consent on the device, then tries to finish at once. */
export async function submitOwnFace(blob: Blob, consent: ConsentArgs): Promise<OwnOnboardingResult> {
  const draft: OwnFaceDraft = { blob, capturedAt: Date.now(), consent };
  await db.drafts.put({ key: OWN_FACE_DRAFT, value: draft, savedAt: Date.now() });
  // A run started before this face was kept (e.g. by a navigation) would not see it: wait it out.
  await running?.catch(() => undefined);
  return finishPendingOnboarding();
}

/** The user's own face as the upload queue takes it: one picture, the draft itself. */
type OwnFace = { id: string; blob: Blob; consent: ConsentArgs };

const ownFace: UploadQueueSpec<OwnFace> = {
  waiting: async () => {
    const row = await db.drafts.get(OWN_FACE_DRAFT);
    return row && isOwnFaceDraft(row.value) ? [{ id: OWN_FACE_DRAFT, blob: row.value.blob, consent: row.value.consent }] : [];
  },
  readiness: async () => 'go',
  prepare: (face) => prepareImageForUpload(face.blob),
  refused: async (_face, error) => {
    // The server or the session failed: the face stays for another try.
    if (error instanceof ApiError && (error.status >= 500 || error.status === 401)) return;
    // The picture itself was refused (or cannot be decoded): it is dropped, the user takes another.
    await db.drafts.delete(OWN_FACE_DRAFT);
  },
  attach: async (face, faceUrl) => {
    await mutate('onboarding.complete', { faceUrl, consent: face.consent });
  },
  remove: () => db.drafts.bulkDelete([OWN_FACE_DRAFT, OWN_CONSENT_DRAFT]),
};

async function finishOnce(): Promise<OwnOnboardingResult> {
  if ((await ownFace.waiting()).length === 0) return { kind: 'idle' };
  if (browserOffline()) return { kind: 'waiting' };
  const pass = await uploadPass(ownFace);
  if (pass.offline) return { kind: 'waiting' };
  if (pass.refused.length > 0) return { kind: 'failed', message: UPLOAD_MESSAGES.faceFailed };
  if (pass.attached.length === 0) return { kind: 'idle' };
  const outcome = await awaitWrite('users', await requireUserId());
  if (outcome.kind === 'synced') return { kind: 'done' };
  if (outcome.kind === 'refused') return { kind: 'failed', message: outcome.message || UPLOAD_MESSAGES.faceFailed };
  return { kind: 'waiting' };
}

let running: Promise<OwnOnboardingResult> | null = null;

/** Uploads the user's waiting face and queues `onboarding.complete` (one run at a time; a call during a run shares it). */
export function finishPendingOnboarding(): Promise<OwnOnboardingResult> {
  running ??= finishOnce().finally(() => {
    running = null;
  });
  return running;
}
