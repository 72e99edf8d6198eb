import type { AccessRequest } from '../contract/access-requests';
import { estateDate, estateDateTime } from './estate-time';

/**
 * Visitor access requests (issue 29): when one stands and how long it is kept. Pure; shared by
 * the server (it records an answer only within the window, purges old requests), the guard's
 * console, the resident's page and the feature's history rule.
 */

/**
 * How long a request may be answered: a visitor does not wait at the boom longer. After it, a
 * request nobody answered shows as not answered on both sides (derived from `createdAt`, no job),
 * and the server records no late answer (one queued on a phone that was offline that long changes
 * nothing, like a second answer).
 */
export const ACCESS_REQUEST_ANSWER_MS = 30 * 60_000;

/** How long requests are kept, on the server and on the devices (a notification older than this leaves the inbox too). */
export const ACCESS_REQUEST_KEEP_DAYS = 30;

/** The oldest `createdAt` kept at `nowMs`. */
export const accessRequestCutoff = (nowMs: number): number => nowMs - ACCESS_REQUEST_KEEP_DAYS * 24 * 60 * 60_000;

/** Whether a request made at `createdAt` may still be answered at `nowMs`. */
export const accessRequestOpen = (createdAt: number, nowMs: number): boolean => nowMs - createdAt < ACCESS_REQUEST_ANSWER_MS;

/** What a request shows: waiting for an answer, answered, or not answered in time. */
export type AccessRequestStatus = 'waiting' | 'approved' | 'declined' | 'expired';

export function accessRequestStatus(request: Pick<AccessRequest, 'state' | 'createdAt'>, nowMs: number): AccessRequestStatus {
  if (request.state === 'APPROVED') return 'approved';
  if (request.state === 'DECLINED') return 'declined';
  return accessRequestOpen(request.createdAt, nowMs) ? 'waiting' : 'expired';
}

/** Whether a request was made on the estate's calendar day of `nowMs` (the guard's list shows today's). */
export const madeToday = (createdAt: number, nowMs: number): boolean => estateDate(createdAt) === estateDate(nowMs);

/** 'HH:mm' estate time of an instant (the answer's time on the guard's list). */
export const estateTimeOfDay = (ms: number): string => estateDateTime(ms).slice(11);
