import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { API } from '../contract/api-paths';
import {
  PAYMENT_PURPOSES,
  PaymentStartAnswerSchema,
  PaymentStatusAnswerSchema,
  type PaymentStartAnswer,
  type PaymentStartArgs,
  type PaymentStatusAnswer,
} from '../contract/billing';
import { db } from '../db/db';
import { syncNow } from '../sync/engine';
import { onlineCall, type OnlineAnswer } from '../sync/online-call';

/**
 * Card payments as every paying screen uses them (levy bills, the lagoon's extra visitors): start
 * an attempt, keep it on the device, ask the server for its true state. The attempt lives in
 * `db.drafts` under 'payment:last' from the moment the server answers until the screen has shown
 * its result (spec 3 'Levy payment' and 'Lagoon booking with extra visitors': lastPayment and the
 * booking data are stored locally), so a reload, the gateway's redirect or an app restart in the
 * middle of paying still ends in the payment's real result. Only the server's word settles it:
 * the gateway's return in the frame is never read by the app.
 */

export const PENDING_PAYMENT_KEY = 'payment:last';

const PendingPaymentSchema = v.object({
  paymentId: v.string(),
  payRequestId: v.string(),
  purpose: v.picklist(PAYMENT_PURPOSES),
  subjectId: v.string(),
  /** Where the paying screen lives (e.g. '/bills'), so a later screen can send the payer back. */
  returnTo: v.string(),
  startedAt: v.number(),
  start: PaymentStartAnswerSchema,
});
export type PendingPayment = v.InferOutput<typeof PendingPaymentSchema>;

/** The first detail of the spec's success envelope, checked against `schema`. */
function firstDetail<T>(schema: v.GenericSchema<unknown, T>, body: unknown): T | null {
  const envelope = v.safeParse(v.object({ details: v.array(v.unknown()) }), body);
  if (!envelope.success) return null;
  const detail = v.safeParse(schema, envelope.output.details[0]);
  return detail.success ? detail.output : null;
}

/** An answer the server gave that is not the contract's shape: a failure with no message of its own. */
function detailOf<T>(schema: v.GenericSchema<unknown, T>, answer: OnlineAnswer<unknown>): OnlineAnswer<T> {
  if (answer.kind !== 'ok') return answer;
  const detail = firstDetail(schema, answer.body);
  return detail ? { kind: 'ok', body: detail } : { kind: 'failed', status: 0, message: '' };
}

/**
 * Online only: asks the server to start a card payment (spec 'Levy payment' POST, the lagoon's
 * Initiate). On success the attempt is stored on the device before the answer is returned, so the
 * caller can send the payer to the gateway knowing the attempt will be found again.
 */
export async function startPayment(args: PaymentStartArgs, returnTo: string): Promise<OnlineAnswer<PaymentStartAnswer>> {
  const answer = detailOf(PaymentStartAnswerSchema, await onlineCall<unknown>(API.paymentStart, { method: 'POST', body: args }));
  if (answer.kind !== 'ok') return answer;
  const start = answer.body;
  const pending: PendingPayment = {
    paymentId: start.paymentId,
    payRequestId: start.PAY_REQUEST_ID,
    purpose: args.purpose,
    subjectId: args.subjectId,
    returnTo,
    startedAt: Date.now(),
    start,
  };
  await db.drafts.put({ key: PENDING_PAYMENT_KEY, value: pending, savedAt: pending.startedAt });
  return answer;
}

/** The stored attempt, or null; anything unreadable counts as none. */
export async function readPendingPayment(): Promise<PendingPayment | null> {
  const row = await db.drafts.get(PENDING_PAYMENT_KEY);
  if (!row) return null;
  const parsed = v.safeParse(PendingPaymentSchema, row.value);
  return parsed.success ? parsed.output : null;
}

/** The stored attempt as a live query: undefined while loading, null when there is none. */
export function usePendingPayment(): PendingPayment | null | undefined {
  return useLiveQuery(readPendingPayment, []);
}

/**
 * Online only: the payment's state as the server knows it (spec 'Payment status' POST with
 * payRequestId). The server asks the gateway while its record is PENDING, so this is also how a
 * payment whose return or notify never came is settled. A final state is pulled before the
 * answer returns, so the payment and the account's balance are on the device when the result shows
 * (a failed pull is left to the next sync).
 */
export async function checkPayment(payRequestId: string): Promise<OnlineAnswer<PaymentStatusAnswer>> {
  const answer = detailOf(PaymentStatusAnswerSchema, await onlineCall<unknown>(API.paymentStatus, { method: 'POST', body: { payRequestId } }));
  if (answer.kind === 'ok' && answer.body.state !== 'PENDING') await syncNow().catch(() => undefined);
  return answer;
}

/**
 * Forgets the stored attempt once its result has been shown (spec: lastPayment cleared either
 * way). With `payRequestId`, only that attempt is forgotten (a newer one started meanwhile stays).
 */
export async function clearPendingPayment(payRequestId?: string): Promise<void> {
  await db.transaction('rw', db.drafts, async () => {
    if (payRequestId !== undefined) {
      const current = await readPendingPayment();
      if (current && current.payRequestId !== payRequestId) return;
    }
    await db.drafts.delete(PENDING_PAYMENT_KEY);
  });
}
