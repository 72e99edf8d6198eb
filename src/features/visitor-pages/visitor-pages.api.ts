import * as v from 'valibot';
import { API } from '../../contract/api-paths';
import type { JoinInfo, VisitorOnboardingArgs } from '../../contract/invites';
import { text } from '../../contract/text';
import { resultOf, type CallResult } from '../../app/call-result';
import { syncNow } from '../../sync/engine';
import { onlineCall, type OnlineAnswer } from '../../sync/online-call';
import { prepareImageForUpload, uploadPhoto } from '../../app/photo-files';
import { ApiError, OfflineError } from '../../sync/transport';
import { browserOffline } from '../../sync/network';

/*
 * The visitor's own side of an invitation: what a join link is for (public), joining it, and
 * the 'Access onboarding' form. REST calls, online only: none of it is in the visitor's synced scopes.
 */

const JoinInfoSchema = v.object({
  kind: v.picklist(['regularVisitor', 'letter']),
  estateId: v.number(),
  estateName: text(),
  residentName: text(),
  displayName: text(),
  email: text(),
  id: text(),
  status: text(),
});

/** What a join answer holds: its first detail as JoinInfo, else null. */
function joinInfoOf(body: unknown): JoinInfo | null {
  const details = (body as { details?: unknown[] } | undefined)?.details;
  const parsed = v.safeParse(JoinInfoSchema, Array.isArray(details) ? details[0] : undefined);
  return parsed.success ? parsed.output : null;
}

export type JoinAnswer = { kind: 'ok'; info: JoinInfo } | { kind: 'offline' } | { kind: 'failed'; message: string };

function joinAnswerOf(answer: OnlineAnswer<unknown>): JoinAnswer {
  if (answer.kind === 'offline') return { kind: 'offline' };
  if (answer.kind === 'failed') return { kind: 'failed', message: answer.message };
  const info = joinInfoOf(answer.body);
  return info ? { kind: 'ok', info } : { kind: 'failed', message: '' };
}

/** GET what a join link is for (public: no account needed). */
export async function fetchJoinInfo(token: string): Promise<JoinAnswer> {
  return joinAnswerOf(await onlineCall(API.joinInfo(token), { auth: false }));
}

/** POST join (signed in): the invitation becomes the caller's (a regular visitor gets the role at the estate). */
export async function joinInvitation(token: string): Promise<JoinAnswer> {
  const answer = joinAnswerOf(await onlineCall(API.join, { method: 'POST', body: { token } }));
  if (answer.kind === 'ok') void syncNow().catch(() => undefined);
  return answer;
}

/** The onboarding form's pictures as it holds them. */
export type OnboardingPictures = { face?: Blob | undefined; documentFront?: Blob | undefined; documentBack?: Blob | undefined; vinDisc?: Blob | undefined };

async function upload(blob: Blob | undefined): Promise<string> {
  if (!blob) return '';
  return uploadPhoto(await prepareImageForUpload(blob).catch(() => blob));
}

/**
 * The 'Access onboarding' form sent (online): the pictures are uploaded through the app's file
 * store first, then POST onboard with their URLs. A refusal answers the server's errorDetails.
 */
export async function submitOnboarding(
  args: Omit<VisitorOnboardingArgs, 'documentPhotoURL' | 'documentBackPhotoURL' | 'faceImageUrl' | 'vinDiscPhotoURL'>,
  pictures: OnboardingPictures,
): Promise<CallResult> {
  if (browserOffline()) return { kind: 'offline' };
  let urls: Pick<VisitorOnboardingArgs, 'documentPhotoURL' | 'documentBackPhotoURL' | 'faceImageUrl' | 'vinDiscPhotoURL'>;
  try {
    const [documentPhotoURL, documentBackPhotoURL, faceImageUrl, vinDiscPhotoURL] = await Promise.all([
      upload(pictures.documentFront),
      upload(pictures.documentBack),
      upload(pictures.face),
      upload(pictures.vinDisc),
    ]);
    urls = { documentPhotoURL, documentBackPhotoURL, faceImageUrl, vinDiscPhotoURL };
  } catch (error) {
    if (error instanceof OfflineError) return { kind: 'offline' };
    return { kind: 'failed', message: error instanceof ApiError ? error.message : '' };
  }
  const answer = await onlineCall(API.visitorOnboard, { method: 'POST', body: { ...args, ...urls } });
  if (answer.kind === 'failed') {
    const detail = (answer.body as { errorDetails?: { detail?: unknown } } | undefined)?.errorDetails?.detail;
    return { kind: 'failed', message: typeof detail === 'string' && detail ? detail : answer.message };
  }
  return resultOf(answer);
}

/** An upcoming invite of the regular visitor (spec 2 'Upcoming invite'). */
