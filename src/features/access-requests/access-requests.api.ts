import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { AccessRequestCreateArgsSchema, type AccessRequest, type AccessRequestAnswer } from '../../contract/access-requests';
import { db } from '../../db/db';
import { accessRequestStatus, estateTimeOfDay, madeToday } from '../../domain/access-requests';
import { t } from '../../i18n';
import { ACCESS_REQUEST_MESSAGES } from '../../i18n/en/access-requests';
import { awaitWrite, type WriteOutcome } from '../../sync/hooks';
import { mutate, newRowId } from '../../sync/mutate';
import { requireUserId } from '../../sync/session';
import '../../i18n/areas/access-requests';

/*
 * Visitor access requests on the device: one Dexie table read with live queries, so the guard's
 * list and the resident's page follow every sync or poke without a reload. Both writes go through
 * the outbox (offline too); what became of one is read from it (src/sync/hooks.ts).
 */

/** The estate's requests made today (estate time), newest first: the guard console's list. */
export function useTodaysRequests(estateId: number, nowMs: number): AccessRequest[] | undefined {
  const day = new Date(nowMs).toDateString();
  return useLiveQuery(
    async () =>
      (await db.accessRequests.where('estateId').equals(estateId).toArray())
        .filter((r) => madeToday(r.createdAt, Date.now()))
        .sort((a, b) => b.createdAt - a.createdAt),
    [estateId, day],
  );
}

/** One request: undefined while loading, null when it is not on this device. */
export function useAccessRequest(id: string): AccessRequest | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.accessRequests.get(id)) ?? null) : null), [id]);
}

/** How long after this guard refused a pass the panel offers to ask its host (the visitor still at the boom). */
export const REFUSED_PASS_ASK_MS = 15 * 60_000;
/** How far apart the console's clock and the server-corrected scan time may be when matching a request to a refusal. */
const CLOCK_SLACK_MS = 60_000;

/** A pass this guard refused, whose holder's unit the console knows (the pass itself held). */
export type RefusedPass = { useId: string; holderName: string; unitNo: string; scannedAt: number };

/**
 * The latest pass this guard refused in the last REFUSED_PASS_ASK_MS at the estate, whose unit the
 * console knows, and about whose holder no request was made since: the panel offers to ask the
 * host. Null when there is none; read live from the console's pass uses and requests.
 */
export function useRefusedPassToAsk(estateId: number, guardUserId: string, nowMs: number): RefusedPass | null | undefined {
  const minute = Math.floor(nowMs / 60_000);
  return useLiveQuery(async () => {
    const since = Date.now() - REFUSED_PASS_ASK_MS;
    const [latest] = (await db.passUses.where('scannedAt').above(since).toArray())
      .filter((u) => u.estateId === estateId && u.decision === 'DENY' && u.guardUserId === guardUserId && u.unitNo !== '')
      .sort((a, b) => b.scannedAt - a.scannedAt);
    if (!latest) return null;
    const asked = (await db.accessRequests.where('estateId').equals(estateId).toArray()).some(
      (r) => r.unitNo === latest.unitNo && r.visitorName === latest.holderName && r.createdAt >= latest.scannedAt - CLOCK_SLACK_MS,
    );
    return asked ? null : { useId: latest.id, holderName: latest.holderName, unitNo: latest.unitNo, scannedAt: latest.scannedAt };
  }, [estateId, guardUserId, minute]);
}

/** How often a waiting request's page and panel look at the clock (it turns 'not answered' without a sync). */
export const ANSWER_TICK_MS = 15_000;

/** `zoneId`: the console's gate zone (null or absent: none chosen), recorded on the request by its name. */
export type AskInput = { estateId: number; unitNo: string; visitorName: string; note: string; zoneId?: number | null };
/** The form's fields a refusal of the input names. */
export type AskField = 'visitorName' | 'unitNo' | 'note';
export type AskAnswer = { ok: true; id: string; outcome: WriteOutcome } | { ok: false; field: AskField | null; message: string };

const FIELDS: readonly AskField[] = ['visitorName', 'unitNo', 'note'];

/**
 * The guard asks the unit's people: the request is on the console at once (PENDING, with the id
 * made here) and is sent through the outbox. Bad input answers the field and the contract's
 * message (nothing is kept); else what became of the write (a refusal, e.g. an unknown unit, stays
 * on the list until dismissed).
 */
export async function askResident(input: AskInput): Promise<AskAnswer> {
  await requireUserId();
  const { zoneId, ...fields } = input;
  const args = { id: newRowId(), ...fields, ...(zoneId ? { zoneId } : {}) };
  if (input.unitNo.trim() === '') return { ok: false, field: 'unitNo', message: ACCESS_REQUEST_MESSAGES.unitRequired };
  const parsed = v.safeParse(AccessRequestCreateArgsSchema, args);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const key = issue.path?.[0]?.key;
    const field = FIELDS.find((f) => f === key) ?? null;
    return { ok: false, field, message: field === 'unitNo' ? ACCESS_REQUEST_MESSAGES.unitRequired : issue.message };
  }
  await mutate('accessRequests.create', parsed.output);
  return { ok: true, id: args.id, outcome: await awaitWrite('accessRequests', args.id) };
}

/** A person of the unit answers: shown at once, sent through the outbox (pending while offline). */
export async function answerRequest(id: string, answer: AccessRequestAnswer): Promise<WriteOutcome> {
  await requireUserId();
  await mutate('accessRequests.answer', { id, answer });
  return awaitWrite('accessRequests', id);
}

/** What one request shows on the guard's list: waiting, approved or denied by the host, or not answered in time. */
export function stateText(request: AccessRequest, nowMs: number): string {
  const status = accessRequestStatus(request, nowMs);
  if (status === 'waiting') return t('accessRequests.state.waiting');
  if (status === 'expired') return t('accessRequests.state.expired');
  return status === 'approved' ? t('accessRequests.state.approved') : t('accessRequests.state.declined');
}

/** When (estate time) and, when the console had chosen one, at which gate the request was made: the guard's list. */
export function askedText(request: AccessRequest): string {
  const time = estateTimeOfDay(request.createdAt);
  return request.gateName ? t('accessRequests.guard.askedAtGate', { time, gate: request.gateName }) : t('accessRequests.guard.askedAt', { time });
}

/** Who answered and when ('' while nobody has): the line under the guard's answer. */
export function answeredText(request: AccessRequest): string {
  if (request.answeredAt === null) return '';
  const time = estateTimeOfDay(request.answeredAt);
  return request.answeredByName ? t('accessRequests.state.answeredBy', { name: request.answeredByName, time }) : t('accessRequests.state.answeredAt', { time });
}
