import crypto from 'node:crypto';
import type { Payment, PaymentPurpose, PaymentState } from '../../../src/contract/billing';
import { PAYMENT_MESSAGES, PAYMENT_NOTIFICATIONS, PAYMENT_STATUS_LABELS } from '../../../src/i18n/en/billing';
import type { AppContext, SettledPayment } from '../../context';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { notify } from '../notifications/notifications.service';
import type { GatewayTransaction } from './payment-gateway';
import { gatewayFor } from './payments-runtime';
import * as repo from './payments.repository';
import { TRANSACTION_STATUS } from './payweb3';
import * as core from '../core/core.service';

/**
 * Settlement (reference §3.6): an attempt leaves PENDING only on the gateway's own word, read by
 * `query.trans` and compared with our record (PAY_REQUEST_ID, REFERENCE, AMOUNT, CURRENCY), and
 * only once: one conditional update, in the transaction that also hands the result to the
 * purpose's owner, publishes the row and notifies the payer. Notifies and returns only prompt a
 * query; the browser is never believed.
 */

export type FinalState = Exclude<PaymentState, 'PENDING'>;

/** What an attempt settles as. */
export type Outcome = {
  state: FinalState;
  transactionStatus: number | null;
  description: string;
  resultCode: string;
  resultDesc: string;
  payMethodDetail: string;
  transactionId: string;
};

/** What moved the attempt out of PENDING (kept on the row). */
export type SettledBy = 'notify' | 'return' | 'status' | 'job' | 'initiate' | 'seed';

/** Query errors that mean the gateway holds no live transaction for the request (reference §3.5). */
const NO_TRANSACTION_ERRORS: ReadonlySet<string> = new Set(['TXN_PRC', 'DATA_PAY_REQ_ID']);

/** An attempt still pending after this long is queried and closed by the job (reference §3.6 rule 4). */
export const ABANDONED_AFTER_MS = 30 * 60 * 1000;

export function toPayment(row: repo.PaymentRow): Payment {
  return {
    id: row.id,
    estateId: Number(row.estate_id),
    userId: row.user_id,
    purpose: row.purpose as PaymentPurpose,
    subjectId: row.subject_id,
    unitNo: row.unit_no,
    reference: row.reference,
    amountCents: Number(row.amount_cents),
    state: row.state as PaymentState,
    transaction_status: row.transaction_status === null ? null : Number(row.transaction_status),
    transactionStatusDescription: row.transaction_status_desc,
    resultDescription: row.result_desc,
    pay_method_detail: row.pay_method_detail,
    PAY_REQUEST_ID: row.pay_request_id ?? '',
    createdAt: Math.floor(Number(row.created_at) / 1000),
    settledAt: row.settled_at === null ? null : Math.floor(Number(row.settled_at) / 1000),
  };
}

/** The payer's devices get every change of their attempt (user scope). */
export async function publishPayment(trx: Trx, row: repo.PaymentRow): Promise<void> {
  await publish(trx, scopes.user(row.user_id), 'payments', row.id, toPayment(row));
}

/**
 * The outcome a gateway transaction reports, or null while it is not final: 5 (received) and
 * a 0 without a TRANSACTION_ID (nothing processed yet: the payer is still on the card page).
 */
export function outcomeOf(transaction: GatewayTransaction): Outcome | null {
  if (!/^\d{1,2}$/.test(transaction.TRANSACTION_STATUS)) return null;
  const status = Number(transaction.TRANSACTION_STATUS);
  const base = {
    transactionStatus: status,
    resultCode: transaction.RESULT_CODE,
    resultDesc: transaction.RESULT_DESC,
    payMethodDetail: transaction.PAY_METHOD_DETAIL,
    transactionId: transaction.TRANSACTION_ID,
  };
  switch (status) {
    case TRANSACTION_STATUS.approved:
      return { ...base, state: 'APPROVED', description: PAYMENT_STATUS_LABELS.approved };
    case TRANSACTION_STATUS.declined:
      return { ...base, state: 'DECLINED', description: PAYMENT_STATUS_LABELS.declined };
    case TRANSACTION_STATUS.notDone:
      return transaction.TRANSACTION_ID === '' ? null : { ...base, state: 'NOT_DONE', description: PAYMENT_STATUS_LABELS.notDone };
    case TRANSACTION_STATUS.cancelled:
      return { ...base, state: 'CANCELLED', description: PAYMENT_STATUS_LABELS.cancelled };
    case TRANSACTION_STATUS.userCancelled:
      return { ...base, state: 'CANCELLED', description: PAYMENT_STATUS_LABELS.userCancelled };
    case TRANSACTION_STATUS.settlementVoided:
      return { ...base, state: 'CANCELLED', description: PAYMENT_STATUS_LABELS.settlementVoided };
    default:
      return null;
  }
}

/** Closed without a gateway result (the gateway refused to start it, or holds nothing after 30 minutes). */
export function notDone(reason: string): Outcome {
  return {
    state: 'NOT_DONE',
    transactionStatus: null,
    description: PAYMENT_STATUS_LABELS.notDone,
    resultCode: '',
    resultDesc: reason,
    payMethodDetail: '',
    transactionId: '',
  };
}

/** 'R1250.00' without the R: cents as rand with two decimals. */
export const randText = (cents: number): string => (cents / 100).toFixed(2);

function settledPayment(row: repo.PaymentRow): SettledPayment {
  return {
    id: row.id,
    userId: row.user_id,
    estateId: Number(row.estate_id),
    unitNo: row.unit_no,
    purpose: row.purpose as PaymentPurpose,
    subjectId: row.subject_id,
    amountCents: Number(row.amount_cents),
    state: row.state as FinalState,
    reference: row.reference,
    settledAt: row.settled_at === null ? undefined : Number(row.settled_at),
  };
}

/** The payer's 'payments' notification (spec 1 paymentdetail reads amount and reference). */
async function notifyPayer(trx: Trx, row: repo.PaymentRow): Promise<void> {
  if ((await core.findUserEmail(trx, row.user_id)) === undefined) return; // the account was deleted meanwhile
  const values = { amount: randText(Number(row.amount_cents)), reference: row.reference, reason: row.result_desc || row.transaction_status_desc };
  const fill = (template: string) => template.replace(/\{(amount|reference|reason)\}/g, (_, name: keyof typeof values) => values[name]);
  const title =
    row.state === 'APPROVED'
      ? PAYMENT_NOTIFICATIONS.approvedTitle
      : row.state === 'DECLINED'
        ? PAYMENT_NOTIFICATIONS.declinedTitle
        : row.state === 'NOT_DONE'
          ? PAYMENT_NOTIFICATIONS.notDoneTitle
          : PAYMENT_NOTIFICATIONS.cancelledTitle;
  await notify(trx, {
    userId: row.user_id,
    type: 'payments',
    title,
    description: fill(row.state === 'APPROVED' ? PAYMENT_NOTIFICATIONS.approvedText : PAYMENT_NOTIFICATIONS.declinedText),
    estateId: Number(row.estate_id),
    paymentDetails: { amount: Number(row.amount_cents) / 100, reference: row.reference },
  });
}

/**
 * Settles the attempt if it is still PENDING (answers the settled row), else does nothing
 * (answers undefined). In one transaction: the conditional update (the attempt's row lock comes
 * first), the owner's `settled` (its own locks before any publish), the row to the payer's
 * devices and, unless told not to, the payer's notification.
 */
export async function settle(
  ctx: AppContext,
  paymentId: string,
  outcome: Outcome,
  by: SettledBy,
  options: { notifyPayer?: boolean; at?: number } = {},
): Promise<repo.PaymentRow | undefined> {
  return writeTransaction(ctx.db, async (trx) => {
    const now = options.at ?? Date.now();
    const row = await repo.settleIfPending(trx, paymentId, {
      state: outcome.state,
      transaction_status: outcome.transactionStatus,
      transaction_status_desc: outcome.description,
      result_code: outcome.resultCode,
      result_desc: outcome.resultDesc,
      pay_method_detail: outcome.payMethodDetail,
      transaction_id: outcome.transactionId,
      settled_by: by,
      settled_at: now,
      updated_at: now,
    });
    if (!row) return undefined;
    const owner = ctx.hooks.payments.get(row.purpose as PaymentPurpose);
    if (owner) await owner.settled(trx, settledPayment(row), ctx);
    await publishPayment(trx, row);
    if (options.notifyPayer !== false) await notifyPayer(trx, row);
    return row;
  });
}

/** Records one raw gateway answer, notify or return for audit. */
export async function recordEvent(
  ctx: AppContext,
  event: {
    paymentId: string | null;
    payRequestId: string;
    kind: 'initiate' | 'query' | 'notify' | 'return';
    raw: string;
    verdict: string;
    transactionStatus?: string;
    transactionId?: string;
    dedupeKey?: string;
  },
): Promise<boolean> {
  return repo.recordEvent(ctx.db, {
    id: crypto.randomUUID(),
    payment_id: event.paymentId,
    pay_request_id: event.payRequestId,
    kind: event.kind,
    raw: event.raw.slice(0, 8000),
    verdict: event.verdict,
    transaction_status: event.transactionStatus ?? '',
    transaction_id: event.transactionId ?? '',
    dedupe_key: event.dedupeKey ?? null,
    created_at: Date.now(),
  });
}

/** True when the gateway's transaction is the one we asked for: our request, reference, amount and currency. */
export function matchesRecord(transaction: GatewayTransaction, row: repo.PaymentRow): boolean {
  return (
    row.pay_request_id !== null &&
    transaction.PAY_REQUEST_ID === row.pay_request_id &&
    transaction.REFERENCE === row.reference &&
    transaction.AMOUNT === String(Number(row.amount_cents)) &&
    transaction.CURRENCY === row.currency
  );
}

/**
 * Asks the gateway for the attempt's state and settles it when that is final and ours. With
 * `closeUnprocessed` (the job, after 30 minutes), an attempt the gateway holds nothing for is
 * closed as NOT_DONE. Answers the attempt as it now stands.
 */
export async function confirmByQuery(
  ctx: AppContext,
  row: repo.PaymentRow,
  by: SettledBy,
  options: { closeUnprocessed?: boolean } = {},
): Promise<repo.PaymentRow> {
  if (row.state !== 'PENDING') return row;
  if (row.pay_request_id === null) {
    // The gateway never answered the initiate: nothing can have been paid.
    if (options.closeUnprocessed) await settle(ctx, row.id, notDone(PAYMENT_MESSAGES.gatewayUnavailable), by);
    return (await repo.findPayment(ctx.db, row.id)) ?? row;
  }
  const answer = await gatewayFor(ctx).query({ payRequestId: row.pay_request_id, reference: row.reference });
  if (!answer.ok) {
    await recordEvent(ctx, { paymentId: row.id, payRequestId: row.pay_request_id, kind: 'query', raw: answer.raw, verdict: `error:${answer.error}` });
    if (options.closeUnprocessed && NO_TRANSACTION_ERRORS.has(answer.error)) await settle(ctx, row.id, notDone(answer.error), by);
    return (await repo.findPayment(ctx.db, row.id)) ?? row;
  }
  const { transaction } = answer;
  const ours = matchesRecord(transaction, row);
  await recordEvent(ctx, {
    paymentId: row.id,
    payRequestId: row.pay_request_id,
    kind: 'query',
    raw: answer.raw,
    verdict: ours ? 'accepted' : 'mismatch',
    transactionStatus: transaction.TRANSACTION_STATUS,
    transactionId: transaction.TRANSACTION_ID,
  });
  if (!ours) return row;
  const outcome = outcomeOf(transaction) ?? (options.closeUnprocessed && transaction.TRANSACTION_STATUS === '0' ? notDone(transaction.RESULT_DESC) : null);
  if (outcome) await settle(ctx, row.id, outcome, by);
  return (await repo.findPayment(ctx.db, row.id)) ?? row;
}

/**
 * The reconciliation job's run: every attempt still PENDING 30 minutes after it started is
 * queried and settled, or closed as NOT_DONE when the gateway holds no transaction for it.
 * Answers how many it looked at, how many it settled and the references still PENDING.
 */
export async function reconcilePayments(ctx: AppContext, now: number = Date.now()): Promise<{ checked: number; settled: number; stillPending: string[] }> {
  const pending = await repo.listPendingBefore(ctx.db, now - ABANDONED_AFTER_MS, 200);
  let settled = 0;
  const stillPending: string[] = [];
  for (const row of pending) {
    const after = await confirmByQuery(ctx, row, 'job', { closeUnprocessed: true });
    if (after.state !== 'PENDING') settled += 1;
    else stillPending.push(row.reference);
  }
  return { checked: pending.length, settled, stillPending };
}
