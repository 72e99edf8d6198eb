import crypto from 'node:crypto';
import { estateDateTimeSeconds } from '../../../src/domain/estate-time';

/**
 * PayGate PayWeb3's wire format, pure (security-and-payments reference §3.3-3.5): the field
 * orders, every CHECKSUM, the constant-time comparison and the url-encoded bodies. The adapter
 * and the built-in sandbox both sign and check with these functions, so they cannot drift apart.
 */

/** A url-encoded body as ordered pairs: PayWeb3 checksums follow the posted order. */
export type FormPairs = ReadonlyArray<readonly [string, string]>;

/** The initiate request's fields in checksum order (reference §3.3). */
export const INITIATE_FIELDS = [
  'PAYGATE_ID',
  'REFERENCE',
  'AMOUNT',
  'CURRENCY',
  'RETURN_URL',
  'TRANSACTION_DATE',
  'LOCALE',
  'COUNTRY',
  'EMAIL',
  'PAY_METHOD',
  'PAY_METHOD_DETAIL',
  'NOTIFY_URL',
  'USER1',
  'USER2',
  'USER3',
  'VAULT',
  'VAULT_ID',
] as const;
export type InitiateField = (typeof INITIATE_FIELDS)[number];
type RequiredInitiateField = 'PAYGATE_ID' | 'REFERENCE' | 'AMOUNT' | 'CURRENCY' | 'RETURN_URL' | 'TRANSACTION_DATE' | 'LOCALE' | 'COUNTRY' | 'EMAIL';
export type InitiateRequest = Record<RequiredInitiateField, string> & Partial<Record<Exclude<InitiateField, RequiredInitiateField>, string>>;

/** The notify's (and query answer's) fields in checksum order (reference §3.5). */
export const NOTIFY_FIELDS = [
  'PAYGATE_ID',
  'PAY_REQUEST_ID',
  'REFERENCE',
  'TRANSACTION_STATUS',
  'RESULT_CODE',
  'AUTH_CODE',
  'CURRENCY',
  'AMOUNT',
  'RESULT_DESC',
  'TRANSACTION_ID',
  'RISK_INDICATOR',
  'PAY_METHOD',
  'PAY_METHOD_DETAIL',
  'USER1',
  'USER2',
  'USER3',
  'VAULT_ID',
  'PAYVAULT_DATA_1',
  'PAYVAULT_DATA_2',
] as const;
export type NotifyField = (typeof NOTIFY_FIELDS)[number];

/** PayWeb3's CHECKSUM: md5 of the values concatenated, then the key, as lowercase hex. */
export function payweb3Checksum(values: readonly string[], key: string): string {
  return crypto
    .createHash('md5')
    .update(values.join('') + key, 'utf8')
    .digest('hex');
}

/**
 * The initiate request as posted: the fields present (empty ones dropped), in checksum order,
 * then CHECKSUM over exactly those values and the key.
 */
export function signInitiate(request: InitiateRequest, key: string): FormPairs {
  const pairs: Array<readonly [string, string]> = [];
  for (const field of INITIATE_FIELDS) {
    const value = request[field];
    if (value !== undefined && value !== '') pairs.push([field, value]);
  }
  return [
    ...pairs,
    [
      'CHECKSUM',
      payweb3Checksum(
        pairs.map(([, value]) => value),
        key,
      ),
    ],
  ];
}

/** The initiate answer's CHECKSUM: PAYGATE_ID + PAY_REQUEST_ID + REFERENCE + key (reference §3.4). */
export function initiateAnswerChecksum(fields: { PAYGATE_ID: string; PAY_REQUEST_ID: string; REFERENCE: string }, key: string): string {
  return payweb3Checksum([fields.PAYGATE_ID, fields.PAY_REQUEST_ID, fields.REFERENCE], key);
}

/**
 * The CHECKSUM the browser posts to process.trans. PayGate hands it out with the initiate answer:
 * it is the initiate answer's own checksum (PAYGATE_ID + PAY_REQUEST_ID + REFERENCE + key).
 */
export const processChecksum = initiateAnswerChecksum;

/**
 * The return's CHECKSUM: PAYGATE_ID + PAY_REQUEST_ID + TRANSACTION_STATUS + REFERENCE + key; the
 * browser posts only PAY_REQUEST_ID, TRANSACTION_STATUS and CHECKSUM, the rest is our record's.
 */
export function returnChecksum(fields: { PAYGATE_ID: string; PAY_REQUEST_ID: string; TRANSACTION_STATUS: string; REFERENCE: string }, key: string): string {
  return payweb3Checksum([fields.PAYGATE_ID, fields.PAY_REQUEST_ID, fields.TRANSACTION_STATUS, fields.REFERENCE], key);
}

/** The query request's CHECKSUM: PAYGATE_ID + PAY_REQUEST_ID + REFERENCE + key. */
export function queryChecksum(fields: { PAYGATE_ID: string; PAY_REQUEST_ID: string; REFERENCE: string }, key: string): string {
  return payweb3Checksum([fields.PAYGATE_ID, fields.PAY_REQUEST_ID, fields.REFERENCE], key);
}

/**
 * The CHECKSUM of a notify or a query answer: every posted value except CHECKSUM, in the posted
 * order, then the key. A literal AUTH_CODE of `null` counts as empty (as the official plugin's
 * check does: PayGate posts `null` for a transaction without an authorisation code).
 */
export function postedChecksum(pairs: FormPairs, key: string): string {
  const values = pairs.filter(([name]) => name !== 'CHECKSUM').map(([name, value]) => (name === 'AUTH_CODE' && value === 'null' ? '' : value));
  return payweb3Checksum(values, key);
}

/** A notify or query answer signed as PayGate signs it: the pairs in order, then CHECKSUM. */
export function signPosted(pairs: FormPairs, key: string): FormPairs {
  return [...pairs, ['CHECKSUM', postedChecksum(pairs, key)]];
}

/**
 * Constant-time comparison of two checksums (the plugin's `hash_equals`): unequal lengths are
 * unequal at once (a checksum's length is public), equal ones go through crypto.timingSafeEqual.
 */
export function checksumMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** True when the pairs' CHECKSUM is the one `postedChecksum` computes. */
export function verifyPosted(pairs: FormPairs, key: string): boolean {
  const given = pairs.find(([name]) => name === 'CHECKSUM')?.[1];
  return given !== undefined && checksumMatches(postedChecksum(pairs, key), given.toLowerCase());
}

/** `application/x-www-form-urlencoded` of the pairs, in order. */
export function encodeForm(pairs: FormPairs): string {
  return new URLSearchParams(pairs.map(([name, value]) => [name, value])).toString();
}

/** The pairs of a url-encoded body, in the posted order. */
export function parseForm(body: string): FormPairs {
  return [...new URLSearchParams(body)];
}

/** The first value of `name`, or '' when absent. */
export function field(pairs: FormPairs, name: string): string {
  return pairs.find(([key]) => key === name)?.[1] ?? '';
}

/** 'YYYY-MM-DD HH:mm:ss' (reference §3.3 TRANSACTION_DATE), in the estates' time. */
export function transactionDate(ms: number): string {
  return estateDateTimeSeconds(ms);
}

/** TRANSACTION_STATUS codes (reference §3.5). */
export const TRANSACTION_STATUS = { notDone: 0, approved: 1, declined: 2, cancelled: 3, userCancelled: 4, received: 5, settlementVoided: 7 } as const;
