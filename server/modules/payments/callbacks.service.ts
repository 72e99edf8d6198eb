import type { AppContext } from '../../context';
import { gatewayFor } from './payments-runtime';
import * as repo from './payments.repository';
import { field, parseForm } from './payweb3';
import { confirmByQuery, recordEvent } from './settlement.service';

/**
 * What the gateway and the browser post back (reference §3.5, §3.6): the notify (server to
 * server) and the return (the payer's browser, in the app's frame). Neither settles anything by
 * itself: each is checked, recorded raw, and then the gateway is asked (`confirmByQuery`).
 */

/**
 * A notify. Unknown PAY_REQUEST_ID: not recorded, answered `ERROR` (400). Otherwise recorded
 * once (a retry with the same PAY_REQUEST_ID, TRANSACTION_ID, TRANSACTION_STATUS and CHECKSUM is
 * a duplicate) with its verdict: 'bad-checksum' (the key's signature does not hold), 'mismatch'
 * (REFERENCE, AMOUNT or CURRENCY are not our record's) or 'accepted'. Only an accepted notify
 * prompts the query that may settle the attempt. Every recorded notify is answered `OK`, the
 * refused ones too: a retry of the same body cannot fix it, and the attempt is still reconciled
 * by the return, the status call or the job.
 */
export async function receiveNotify(ctx: AppContext, body: string): Promise<{ statusCode: number; body: string }> {
  const posted = parseForm(body);
  const payRequestId = field(posted, 'PAY_REQUEST_ID');
  const row = payRequestId === '' ? undefined : await repo.findPaymentByRequest(ctx.db, payRequestId);
  if (!row) return { statusCode: 400, body: 'ERROR' };

  const signed = gatewayFor(ctx).verifyNotify(posted) && field(posted, 'PAYGATE_ID') === row.paygate_id;
  const ours =
    field(posted, 'REFERENCE') === row.reference && field(posted, 'AMOUNT') === String(Number(row.amount_cents)) && field(posted, 'CURRENCY') === row.currency;
  const verdict = !signed ? 'bad-checksum' : !ours ? 'mismatch' : 'accepted';
  const transactionStatus = field(posted, 'TRANSACTION_STATUS');
  const transactionId = field(posted, 'TRANSACTION_ID');
  await recordEvent(ctx, {
    paymentId: row.id,
    payRequestId,
    kind: 'notify',
    raw: body,
    verdict,
    transactionStatus,
    transactionId,
    dedupeKey: [payRequestId, transactionId, transactionStatus, field(posted, 'CHECKSUM')].join('|'),
  });
  // A duplicate of an accepted notify still asks while the attempt is pending (its first query may have failed).
  if (verdict === 'accepted' && row.state === 'PENDING') await confirmByQuery(ctx, row, 'notify');
  return { statusCode: 200, body: 'OK' };
}

/**
 * The browser's return: its CHECKSUM is checked with our record's PAYGATE_ID and REFERENCE
 * (they are not posted), recorded, and a valid one prompts the query. Answers whether the
 * attempt is known (the page says so).
 */
export async function receiveReturn(ctx: AppContext, body: string): Promise<{ found: boolean }> {
  const posted = parseForm(body);
  const payRequestId = field(posted, 'PAY_REQUEST_ID');
  const row = payRequestId === '' ? undefined : await repo.findPaymentByRequest(ctx.db, payRequestId);
  if (!row) return { found: false };
  const signed = gatewayFor(ctx).verifyReturn(posted, { paygateId: row.paygate_id, reference: row.reference });
  await recordEvent(ctx, {
    paymentId: row.id,
    payRequestId,
    kind: 'return',
    raw: body,
    verdict: signed ? 'accepted' : 'bad-checksum',
    transactionStatus: field(posted, 'TRANSACTION_STATUS'),
  });
  if (signed && row.state === 'PENDING') await confirmByQuery(ctx, row, 'return');
  return { found: true };
}
