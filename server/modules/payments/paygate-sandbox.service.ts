import crypto from 'node:crypto';
import type { SandboxPayAnswer, SandboxPayArgs, SandboxSession } from '../../../src/contract/billing';
import { estateDate, estateInstant } from '../../../src/domain/estate-time';
import { SANDBOX_RESULTS, sandboxCardBrand, sandboxCardProblem, sandboxResult, type SandboxFault, type SandboxResult } from '../../../src/domain/sandbox-cards';
import { PAYMENT_MESSAGES, SANDBOX_MESSAGES } from '../../../src/i18n/en/billing';
import { SANDBOX_PAYGATE } from '../../config';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { postLocally } from './payments-runtime';
import * as repo from './paygate-sandbox.repository';
import {
  INITIATE_FIELDS,
  NOTIFY_FIELDS,
  checksumMatches,
  encodeForm,
  field,
  initiateAnswerChecksum,
  parseForm,
  payweb3Checksum,
  processChecksum,
  queryChecksum,
  returnChecksum,
  signInitiate,
  signPosted,
  type FormPairs,
  type InitiateRequest,
  type NotifyField,
} from './payweb3';

/**
 * The built-in PayWeb3 sandbox (security-and-payments reference §3.7): PayGate's protocol with
 * PayGate's test account (10011072130, key 'secret'), the reference's test cards
 * (src/domain/sandbox-cards.ts) and switches for every notify fault (SANDBOX_FAULTS). The
 * product's adapter talks to it exactly as to PayGate; only the card page is the sandbox's own.
 */

const { paygateId: SANDBOX_ID, key: SANDBOX_KEY } = SANDBOX_PAYGATE;
/** PayGate refuses an initiate dated, or a request left unpaid, more than 30 minutes ago (TXN_PRC). */
const EXPIRES_AFTER_MS = 30 * 60 * 1000;
/** A late notify ('late-notify') waits at least this long, and until the return was posted. */
export const LATE_NOTIFY_MS = 3000;
/** Answered by query.trans for a PAY_REQUEST_ID it never issued. */
export const UNKNOWN_REQUEST = 'DATA_PAY_REQ_ID';

const refuse = (code: string) => encodeForm([['ERROR', code]]);

// ---------------------------------------------------------------- fault switches

const switches = new WeakMap<AppContext, SandboxFault[]>();

/** The switches on now (PAYGATE_SANDBOX_FAULTS until the control endpoint changes them). */
export function currentFaults(ctx: AppContext): SandboxFault[] {
  return switches.get(ctx) ?? ctx.config.paygate.sandboxFaults;
}

/** Sets the switches for payments initiated from now on. */
export function setFaults(ctx: AppContext, faults: readonly SandboxFault[]): SandboxFault[] {
  const unique = [...new Set(faults)];
  switches.set(ctx, unique);
  return unique;
}

const faultsOf = (row: repo.SandboxRequestRow): Set<SandboxFault> => new Set(row.faults.split(',').filter((f) => f !== '') as SandboxFault[]);

// ---------------------------------------------------------------- initiate.trans, process.trans, query.trans

/** initiate.trans: the UPPERCASE fields and their checksum are checked, then a PAY_REQUEST_ID is issued. */
export async function sandboxInitiate(ctx: AppContext, body: string, now: number = Date.now()): Promise<string> {
  const posted = parseForm(body);
  const value = (name: string) => field(posted, name);
  const required = ['PAYGATE_ID', 'REFERENCE', 'AMOUNT', 'CURRENCY', 'RETURN_URL', 'TRANSACTION_DATE', 'LOCALE', 'COUNTRY', 'EMAIL', 'CHECKSUM'];
  if (required.some((name) => value(name) === '')) return refuse('DATA_PW');
  if (value('PAYGATE_ID') !== SANDBOX_ID) return refuse('ND_INV_PGID');
  const request = Object.fromEntries(INITIATE_FIELDS.map((name) => [name, value(name)])) as InitiateRequest;
  if (!checksumMatches(field(signInitiate(request, SANDBOX_KEY), 'CHECKSUM'), value('CHECKSUM').toLowerCase())) return refuse('DATA_CHK');
  if (!/^\d{1,12}$/.test(value('AMOUNT'))) return refuse('DATA_AMT_NUM');
  if (Number(value('AMOUNT')) === 0) return refuse('DATA_AMT_ZERO');
  if (value('CURRENCY') !== 'ZAR') return refuse('DATA_CUR');
  const date = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}):(\d{2})$/.exec(value('TRANSACTION_DATE'));
  const at = date ? estateInstant(date[1] ?? '') + Number(date[2]) * 1000 : Number.NaN;
  if (Number.isNaN(at)) return refuse('DATA_DTTM');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value('EMAIL'))) return refuse('INV_EMAIL');
  // The sandbox posts to NOTIFY_URL and sends the browser to RETURN_URL: only this product's own
  // pages, so a caller cannot make the server post to another (loopback) service.
  if (!isOwnUrl(ctx, value('RETURN_URL')) || (value('NOTIFY_URL') !== '' && !isOwnUrl(ctx, value('NOTIFY_URL')))) return refuse('DATA_PW');
  const faults = currentFaults(ctx);
  if (at < now - EXPIRES_AFTER_MS || faults.includes('expired-initiate')) return refuse('TXN_PRC');

  const payRequestId = crypto.randomUUID().toUpperCase();
  await repo.insertRequest(ctx.db, {
    pay_request_id: payRequestId,
    paygate_id: SANDBOX_ID,
    reference: value('REFERENCE'),
    amount: value('AMOUNT'),
    currency: value('CURRENCY'),
    email: value('EMAIL'),
    return_url: value('RETURN_URL'),
    notify_url: value('NOTIFY_URL'),
    transaction_date: value('TRANSACTION_DATE'),
    faults: faults.join(','),
    transaction_status: null,
    result_code: '',
    result_desc: '',
    auth_code: '',
    transaction_id: '',
    pay_method_detail: '',
    held_notify: null,
    created_at: now,
    done_at: null,
  });
  const answer = { PAYGATE_ID: SANDBOX_ID, PAY_REQUEST_ID: payRequestId, REFERENCE: value('REFERENCE') };
  return encodeForm([...Object.entries(answer), ['CHECKSUM', initiateAnswerChecksum(answer, SANDBOX_KEY)]]);
}

/** Whether a URL is on this product's own origin (PUBLIC_URL). */
function isOwnUrl(ctx: AppContext, url: string): boolean {
  try {
    return new URL(url).origin === new URL(ctx.config.publicUrl).origin;
  } catch {
    return false;
  }
}

/** process.trans: the browser's form (PAY_REQUEST_ID, CHECKSUM) is checked; answers the card page's address or a refusal. */
export async function sandboxProcess(ctx: AppContext, body: string): Promise<{ ok: true; payRequestId: string } | { ok: false; error: string }> {
  const posted = parseForm(body);
  const row = await repo.findRequest(ctx.db, field(posted, 'PAY_REQUEST_ID'));
  if (!row) return { ok: false, error: 'DATA_PAY_REQ_ID' };
  const expected = processChecksum({ PAYGATE_ID: row.paygate_id, PAY_REQUEST_ID: row.pay_request_id, REFERENCE: row.reference }, SANDBOX_KEY);
  if (!checksumMatches(expected, field(posted, 'CHECKSUM').toLowerCase())) return { ok: false, error: 'DATA_CHK' };
  return { ok: true, payRequestId: row.pay_request_id };
}

/** The notify-style fields of a request's state, in checksum order, unsigned. */
function resultPairs(row: repo.SandboxRequestRow, overrides: Partial<Record<NotifyField, string>> = {}): FormPairs {
  const authCodeNull = faultsOf(row).has('auth-code-null');
  const values: Record<NotifyField, string> = {
    PAYGATE_ID: row.paygate_id,
    PAY_REQUEST_ID: row.pay_request_id,
    REFERENCE: row.reference,
    TRANSACTION_STATUS: row.transaction_status === null ? '0' : String(row.transaction_status),
    RESULT_CODE: row.result_code,
    AUTH_CODE: authCodeNull ? 'null' : row.auth_code,
    CURRENCY: row.currency,
    AMOUNT: row.amount,
    RESULT_DESC: row.result_desc,
    TRANSACTION_ID: row.transaction_id,
    RISK_INDICATOR: row.transaction_status === null ? '' : 'NA',
    PAY_METHOD: row.transaction_status === null ? '' : 'CC',
    PAY_METHOD_DETAIL: row.pay_method_detail,
    USER1: '',
    USER2: '',
    USER3: '',
    VAULT_ID: '',
    PAYVAULT_DATA_1: '',
    PAYVAULT_DATA_2: '',
    ...overrides,
  };
  return NOTIFY_FIELDS.map((name) => [name, values[name]] as const);
}

/**
 * query.trans: the stored state, notify-style and signed. Before the card page settled it:
 * TRANSACTION_STATUS 0 without a TRANSACTION_ID (nothing processed), or TXN_PRC once 30 minutes passed.
 */
export async function sandboxQuery(ctx: AppContext, body: string, now: number = Date.now()): Promise<string> {
  const posted = parseForm(body);
  const ids = { PAYGATE_ID: field(posted, 'PAYGATE_ID'), PAY_REQUEST_ID: field(posted, 'PAY_REQUEST_ID'), REFERENCE: field(posted, 'REFERENCE') };
  if (ids.PAYGATE_ID !== SANDBOX_ID) return refuse('ND_INV_PGID');
  if (!checksumMatches(queryChecksum(ids, SANDBOX_KEY), field(posted, 'CHECKSUM').toLowerCase())) return refuse('DATA_CHK');
  const row = await repo.findRequest(ctx.db, ids.PAY_REQUEST_ID);
  if (!row || row.reference !== ids.REFERENCE) return refuse(UNKNOWN_REQUEST);
  if (row.transaction_status === null && row.created_at < now - EXPIRES_AFTER_MS) return refuse('TXN_PRC');
  return encodeForm(signPosted(resultPairs(row), SANDBOX_KEY));
}

// ---------------------------------------------------------------- the card page's calls

export async function sandboxSession(ctx: AppContext, payRequestId: string): Promise<SandboxSession> {
  const row = await repo.findRequest(ctx.db, payRequestId);
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound, 'sandbox/not-found');
  return { reference: row.reference, amountCents: Number(row.amount), currency: 'ZAR', done: row.transaction_status !== null };
}

const randomDigits = (n: number) => Array.from(crypto.randomBytes(n), (b) => String(b % 10)).join('');

/**
 * The card page pays (or cancels): the card is checked as the page checks it, the test card's
 * result recorded once, the notifies sent per the request's switches, and the return's fields
 * answered for the page to post into the frame.
 */
export async function sandboxPay(ctx: AppContext, args: SandboxPayArgs, now: number = Date.now()): Promise<SandboxPayAnswer> {
  const row = await repo.findRequest(ctx.db, args.PAY_REQUEST_ID);
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound, 'sandbox/not-found');
  if (row.transaction_status !== null) throw conflict(SANDBOX_MESSAGES.done, 'sandbox/done');
  if (row.created_at < now - EXPIRES_AFTER_MS) throw conflict(SANDBOX_MESSAGES.expired, 'sandbox/expired');

  let result: SandboxResult;
  let brand = '';
  if (args.cancel) result = SANDBOX_RESULTS.userCancelled;
  else {
    const card = { cardNumber: args.cardNumber.replace(/\s/g, ''), expiry: args.expiry.trim(), cvc: args.cvc.trim() };
    const problem = sandboxCardProblem(card, estateDate(now));
    if (problem) throw badRequest(SANDBOX_MESSAGES[problem], `sandbox/${problem}`);
    const outcome = sandboxResult(card.cardNumber, args.threeDS);
    if (outcome === '3ds') return { step: '3ds' };
    result = outcome;
    brand = sandboxCardBrand(card.cardNumber);
  }
  const settled = await repo.completeRequest(ctx.db, row.pay_request_id, {
    transaction_status: result.TRANSACTION_STATUS,
    result_code: result.RESULT_CODE,
    result_desc: result.RESULT_DESC,
    auth_code: result.TRANSACTION_STATUS === 1 ? crypto.randomBytes(3).toString('hex').toUpperCase() : '',
    transaction_id: randomDigits(9),
    pay_method_detail: brand,
    done_at: now,
  });
  if (!settled) throw conflict(SANDBOX_MESSAGES.done, 'sandbox/done');

  const notifies = notifiesFor(settled);
  if (faultsOf(settled).has('late-notify')) await repo.holdNotifies(ctx.db, settled.pay_request_id, JSON.stringify(notifies));
  else for (const body of notifies) await deliverNotify(ctx, settled.notify_url, body);

  const status = String(result.TRANSACTION_STATUS);
  return {
    step: 'return',
    RETURN_URL: settled.return_url,
    fields: {
      PAY_REQUEST_ID: settled.pay_request_id,
      TRANSACTION_STATUS: status,
      CHECKSUM: returnChecksum(
        { PAYGATE_ID: settled.paygate_id, PAY_REQUEST_ID: settled.pay_request_id, TRANSACTION_STATUS: status, REFERENCE: settled.reference },
        SANDBOX_KEY,
      ),
    },
  };
}

/** The notify bodies a settled request sends, in order, per its switches. */
function notifiesFor(row: repo.SandboxRequestRow): string[] {
  const faults = faultsOf(row);
  if (faults.has('no-notify') || row.notify_url === '') return [];
  let final = signPosted(resultPairs(row), SANDBOX_KEY);
  if (faults.has('changed-amount-notify')) final = signPosted(resultPairs(row, { AMOUNT: String(Number(row.amount) + 10_000) }), SANDBOX_KEY);
  if (faults.has('bad-checksum-notify')) {
    const unsigned = final.filter(([name]) => name !== 'CHECKSUM');
    final = [
      ...unsigned,
      [
        'CHECKSUM',
        payweb3Checksum(
          unsigned.map(([, v]) => v),
          'not-the-key',
        ),
      ],
    ];
  }
  const bodies = Array.from({ length: faults.has('duplicate-notify') ? 3 : 1 }, () => encodeForm(final));
  if (faults.has('reordered-notify')) {
    // An earlier attempt's 'Not Done', arriving after the final result.
    const stale = resultPairs(row, { TRANSACTION_STATUS: '0', RESULT_CODE: '900005', RESULT_DESC: 'Not Done', AUTH_CODE: '', TRANSACTION_ID: randomDigits(9) });
    bodies.push(encodeForm(signPosted(stale, SANDBOX_KEY)));
  }
  return bodies;
}

/**
 * POSTs one notify to NOTIFY_URL: this server's own notify path in process (no port needed), any
 * other URL over HTTP. Answers what the receiver said ('OK' when it took it); never throws.
 */
export async function deliverNotify(ctx: AppContext, notifyUrl: string, body: string): Promise<string> {
  try {
    const own = `${ctx.config.publicUrl}/`;
    if (notifyUrl.startsWith(own)) return (await postLocally(ctx, notifyUrl.slice(own.length - 1), body)).body;
    const res = await fetch(notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return await res.text();
  } catch (error) {
    return `failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Sends the held ('late-notify') notifies of requests settled before `settledBefore`; answers how many were sent. */
export async function deliverHeldNotifies(ctx: AppContext, settledBefore: number = Date.now() - LATE_NOTIFY_MS): Promise<number> {
  let sent = 0;
  for (const held of await repo.listHeld(ctx.db, settledBefore)) {
    const bodies = await repo.takeHeld(ctx.db, held.pay_request_id);
    if (bodies === null) continue; // another run took them
    for (const body of JSON.parse(bodies) as string[]) {
      await deliverNotify(ctx, held.notify_url, body);
      sent += 1;
    }
  }
  return sent;
}
