import crypto from 'node:crypto';
import type { Payment, PaymentPurpose, PaymentStartAnswer, PaymentStartArgs, PaymentStatusAnswer } from '../../../src/contract/billing';
import { estateDate, estateDateTimeSeconds, estateUtcOffset } from '../../../src/domain/estate-time';
import { PAYMENT_MESSAGES, PAYMENT_STATUS_LABELS } from '../../../src/i18n/en/billing';
import { requireAccess } from '../../auth/authorize';
import type { AppContext, Payable } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Db } from '../../db/database';
import { writeTransaction, type Trx } from '../../sync/change-log';
import { gatewayFor, gatewayUrls } from './payments-runtime';
import * as repo from './payments.repository';
import { confirmByQuery, notDone, publishPayment, recordEvent, settle, toPayment, type Outcome } from './settlement.service';
import * as core from '../core/core.service';

/** Payment refusals the gateway causes: the payer's e-mail (their data) or anything else (ours or the gateway's). */
function initiateRefusal(error: string): AppError {
  if (error === 'INV_EMAIL') return badRequest(PAYMENT_MESSAGES.failedTitle, `payments/gateway-${error}`);
  return new AppError(502, `payments/gateway-${error === '' ? 'unknown' : error.toLowerCase()}`, PAYMENT_MESSAGES.gatewayUnavailable);
}

/** REFERENCE: unique per attempt, short, readable on a statement (e.g. LEVY-20261128-7QK2M9XD). */
export function newReference(purpose: string, now: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = [...crypto.randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
  return `${purpose.toUpperCase()}-${estateDate(now).replace(/-/g, '')}-${random}`;
}

/**
 * Starts a card payment (spec 3 'Levy payment', 'Lagoon booking with extra visitors'): the
 * purpose's owner checks the caller may pay and says what is owed, inside the transaction that
 * records the PENDING attempt; then, outside it, the gateway registers the payment. If the
 * gateway refuses or cannot be reached the attempt is closed NOT_DONE and the spec's message is
 * the answer. Card numbers never come here: the answer sends the browser to the gateway's page.
 */
export async function startPayment(ctx: AppContext, userId: string, args: PaymentStartArgs): Promise<PaymentStartAnswer> {
  const owner = ctx.hooks.payments.get(args.purpose);
  if (!owner) throw badRequest(PAYMENT_MESSAGES.failedTitle, 'payments/no-purpose');
  const email = await core.findUserEmail(ctx.db, userId);
  if (email === undefined) throw notFound();
  const gateway = gatewayFor(ctx);
  const now = Date.now();

  const created = await writeTransaction(ctx.db, async (trx) => {
    const payable = await owner.prepare(trx, userId, {
      estateId: args.estateId,
      subjectId: args.subjectId,
      requestedCents: args.purpose === 'levy' ? args.amountCents : null,
    });
    if (!Number.isSafeInteger(payable.amountCents) || payable.amountCents <= 0) throw badRequest(PAYMENT_MESSAGES.amountInvalid, 'payments/amount');
    return insertAttempt(trx, {
      ...payable,
      userId,
      purpose: args.purpose,
      subjectId: args.subjectId,
      email,
      paygateId: gateway.paygateId,
      payRequestId: null,
      at: now,
    });
  });

  const answer = await gateway.initiate({ reference: created.reference, amountCents: Number(created.amount_cents), email, ...gatewayUrls(ctx), at: now });
  await recordEvent(ctx, {
    paymentId: created.id,
    payRequestId: answer.ok ? answer.payRequestId : '',
    kind: 'initiate',
    raw: answer.raw,
    verdict: answer.ok ? 'accepted' : `error:${answer.error}`,
  });
  if (!answer.ok) {
    await settle(ctx, created.id, notDone(answer.error), 'initiate', { notifyPayer: false });
    throw initiateRefusal(answer.error);
  }
  await writeTransaction(ctx.db, async (trx) => {
    const row = await repo.setPayRequestId(trx, created.id, answer.payRequestId, Date.now());
    if (row) await publishPayment(trx, row);
  });
  return {
    paymentId: created.id,
    PAY_REQUEST_ID: answer.payRequestId,
    RedirectURL: answer.redirect.RedirectURL,
    fields: answer.redirect.fields,
    reference: created.reference,
    amountCents: Number(created.amount_cents),
  };
}

type Attempt = Payable & {
  userId: string;
  purpose: PaymentPurpose;
  subjectId: string;
  email: string;
  paygateId: string;
  payRequestId: string | null;
  at: number;
};

/** A new PENDING attempt with its own REFERENCE, on the payer's devices at once. */
async function insertAttempt(trx: Trx, a: Attempt): Promise<repo.PaymentRow> {
  const row = await repo.insertPayment(trx, {
    id: crypto.randomUUID(),
    estate_id: a.estateId,
    unit_no: a.unitNo,
    user_id: a.userId,
    purpose: a.purpose,
    subject_id: a.subjectId,
    description: a.description,
    reference: newReference(a.purpose, a.at),
    amount_cents: a.amountCents,
    currency: 'ZAR',
    payer_email: a.email,
    paygate_id: a.paygateId,
    pay_request_id: a.payRequestId,
    state: 'PENDING',
    transaction_status: null,
    transaction_status_desc: PAYMENT_STATUS_LABELS.pending,
    result_code: '',
    result_desc: '',
    pay_method_detail: '',
    transaction_id: '',
    settled_by: '',
    created_at: a.at,
    settled_at: null,
    updated_at: a.at,
  });
  await publishPayment(trx, row);
  return row;
}

/**
 * A payment the gateway already answered, recorded as a live one is (the demo seed): the owner's
 * `prepare` and the PENDING attempt in one transaction, then `settle` with the gateway's outcome,
 * so the owner records it once. No notification: these happened before the demo's inbox, which
 * is spec 1's own set (it has its own 'Levy payment received').
 */
export async function recordAnsweredPayment(
  ctx: AppContext,
  userId: string,
  args: { purpose: PaymentPurpose; estateId: number; subjectId: string; requestedCents: number | null; payRequestId: string; at: number },
  outcome: Outcome,
  settledAt: number,
): Promise<repo.PaymentRow | undefined> {
  const owner = ctx.hooks.payments.get(args.purpose);
  if (!owner) throw badRequest(PAYMENT_MESSAGES.failedTitle, 'payments/no-purpose');
  const email = (await core.findUserEmail(ctx.db, userId)) ?? '';
  const row = await writeTransaction(ctx.db, async (trx) => {
    const payable = await owner.prepare(trx, userId, { estateId: args.estateId, subjectId: args.subjectId, requestedCents: args.requestedCents });
    return insertAttempt(trx, {
      ...payable,
      userId,
      purpose: args.purpose,
      subjectId: args.subjectId,
      email,
      paygateId: ctx.config.paygate.paygateId,
      payRequestId: args.payRequestId,
      at: args.at,
    });
  });
  return settle(ctx, row.id, outcome, 'seed', { at: settledAt, notifyPayer: false });
}

/**
 * Spec 'Payment status' by PAY_REQUEST_ID, the payer's own only (anyone else: not found, so an
 * id reveals nothing). A pending attempt is queried at the gateway and settled when final.
 */
export async function paymentStatus(ctx: AppContext, userId: string, payRequestId: string): Promise<PaymentStatusAnswer> {
  const found = await repo.findPaymentByRequest(ctx.db, payRequestId);
  if (!found || found.user_id !== userId) throw notFound(PAYMENT_MESSAGES.notFound, 'payments/not-found');
  const row = found.state === 'PENDING' ? await confirmByQuery(ctx, found, 'status') : found;
  const payment = toPayment(row);
  return {
    paymentId: payment.id,
    state: payment.state,
    transactionStatusDescription: payment.transactionStatusDescription,
    resultDescription: payment.resultDescription,
  };
}

/** Spec 'Payment history entry': date, payment.reference, payment.transactionStatusDescription. */
export type PaymentHistoryEntry = { date: string; payment: Payment };

/** 'YYYY-MM-DD HH:mm:ss+02:00': estate time with its UTC offset (spec: payment timestamps show a UTC offset). */
export function historyDate(ms: number): string {
  return `${estateDateTimeSeconds(ms)}${estateUtcOffset(ms)}`;
}

/** Spec 'Payment history' (GET by userID): the caller's own attempts, newest first. */
export async function paymentHistory(ctx: AppContext, callerId: string, userId: string): Promise<PaymentHistoryEntry[]> {
  await requireAccess(ctx.db, callerId, { self: userId, message: PAYMENT_MESSAGES.notYours, code: 'payments/not-yours' });
  const rows = await repo.listPaymentsOf(ctx.db, userId);
  return rows.map((row) => ({ date: historyDate(Number(row.settled_at ?? row.created_at)), payment: toPayment(row) }));
}

/** Whether a payment for this purpose and subject (e.g. a lagoon booking) was approved. */
export const hasApprovedPayment = (db: Db | Trx, purpose: string, subjectId: string) => repo.hasApprovedPayment(db, purpose, subjectId);
