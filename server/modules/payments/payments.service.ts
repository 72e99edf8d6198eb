import crypto from 'node:crypto';
import type { Payment, PaymentStartAnswer, PaymentStartArgs, PaymentStatusAnswer } from '../../../src/contract/billing';
import { estateDate, estateDateTime } from '../../../src/domain/estate-time';
import { PAYMENT_MESSAGES, PAYMENT_STATUS_LABELS } from '../../../src/i18n/en/billing';
import { requireAccess } from '../../auth/access';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { writeTransaction } from '../../sync/change-log';
import { gatewayFor, gatewayUrls } from './payments-runtime';
import * as repo from './payments.repository';
import { confirmByQuery, notDone, publishPayment, recordEvent, settle, toPayment } from './settlement.service';

/** Payment refusals the gateway causes: the payer's e-mail (their data) or anything else (ours or the gateway's). */
function initiateRefusal(error: string): AppError {
  if (error === 'INV_EMAIL') return badRequest(PAYMENT_MESSAGES.failedTitle, `payments/gateway-${error}`);
  return new AppError(502, `payments/gateway-${error === '' ? 'unknown' : error.toLowerCase()}`, PAYMENT_MESSAGES.gatewayUnavailable);
}

/** REFERENCE: unique per attempt, short, readable on a statement (e.g. LEVY-20261128-7QK2M9XD). */
function newReference(purpose: string, now: number): string {
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
  const email = await repo.findUserEmail(ctx.db, userId);
  if (email === undefined) throw notFound();
  const gateway = gatewayFor(ctx);
  const now = Date.now();

  const created = await writeTransaction(ctx.db, async (trx) => {
    const payable = await owner.prepare(trx, userId, { estateId: args.EstateID, subjectId: args.subjectId, requestedCents: args.purpose === 'levy' ? args.amountCents : null });
    if (!Number.isSafeInteger(payable.amountCents) || payable.amountCents <= 0) throw badRequest(PAYMENT_MESSAGES.amountInvalid, 'payments/amount');
    const row = await repo.insertPayment(trx, {
      id: crypto.randomUUID(),
      estate_id: payable.estateId,
      unit_no: payable.unitNo,
      user_id: userId,
      purpose: args.purpose,
      subject_id: args.subjectId,
      description: payable.description,
      reference: newReference(args.purpose, now),
      amount_cents: payable.amountCents,
      currency: 'ZAR',
      payer_email: email,
      paygate_id: gateway.paygateId,
      pay_request_id: null,
      state: 'PENDING',
      transaction_status: null,
      transaction_status_desc: PAYMENT_STATUS_LABELS.pending,
      result_code: '',
      result_desc: '',
      pay_method_detail: '',
      transaction_id: '',
      settled_by: '',
      created_at: now,
      settled_at: null,
      updated_at: now,
    });
    await publishPayment(trx, row);
    return row;
  });

  const answer = await gateway.initiate({ reference: created.reference, amountCents: Number(created.amount_cents), email, ...gatewayUrls(ctx), at: now });
  await recordEvent(ctx, { paymentId: created.id, payRequestId: answer.ok ? answer.payRequestId : '', kind: 'initiate', raw: answer.raw, verdict: answer.ok ? 'accepted' : `error:${answer.error}` });
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

/**
 * Spec 'Payment status' by PAY_REQUEST_ID, the payer's own only (anyone else: not found, so an
 * id reveals nothing). A pending attempt is queried at the gateway and settled when final.
 */
export async function paymentStatus(ctx: AppContext, userId: string, payRequestId: string): Promise<PaymentStatusAnswer> {
  const found = await repo.findPaymentByRequest(ctx.db, payRequestId);
  if (!found || found.user_id !== userId) throw notFound(PAYMENT_MESSAGES.notFound, 'payments/not-found');
  const row = found.state === 'PENDING' ? await confirmByQuery(ctx, found, 'status') : found;
  const payment = toPayment(row);
  return { paymentId: payment.id, state: payment.state, transactionStatusDescription: payment.transactionStatusDescription, resultDescription: payment.resultDescription };
}

/** Spec 'Payment history entry': date, payment.reference, payment.transactionStatusDescription. */
export type PaymentHistoryEntry = { date: string; payment: Payment };

/** 'YYYY-MM-DD HH:mm:ss+02:00': estate time with its UTC offset (spec: payment timestamps show a UTC offset). */
export function historyDate(ms: number): string {
  const local = estateDateTime(ms);
  const seconds = String(new Date(ms).getUTCSeconds()).padStart(2, '0');
  const offsetMinutes = Math.round((Date.parse(`${local.replace(' ', 'T')}:${seconds}Z`) - Math.floor(ms / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}:${seconds}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Spec 'Payment history' (GET by userID): the caller's own attempts, newest first. */
export async function paymentHistory(ctx: AppContext, callerId: string, userId: string): Promise<PaymentHistoryEntry[]> {
  await requireAccess(ctx.db, callerId, { self: userId, message: PAYMENT_MESSAGES.notYours, code: 'payments/not-yours' });
  const rows = await repo.listPaymentsOf(ctx.db, userId);
  return rows.map((row) => ({ date: historyDate(Number(row.settled_at ?? row.created_at)), payment: toPayment(row) }));
}
