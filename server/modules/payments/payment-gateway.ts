import { PAYGATE_LIVE_BASE, type PaygateConfig } from '../../config';
import {
  checksumMatches,
  encodeForm,
  field,
  initiateAnswerChecksum,
  parseForm,
  processChecksum,
  queryChecksum,
  returnChecksum,
  signInitiate,
  transactionDate,
  verifyPosted,
  type FormPairs,
} from './payweb3';

/**
 * A card payment gateway with a hosted payment page: the product never sees a card
 * number. PayGate PayWeb3 is the one implementation; the built-in sandbox speaks the same
 * protocol, so the adapter below is the same code for both and only its transport differs.
 */
export interface PaymentGateway {
  /** The merchant id attempts are initiated with (kept on each attempt; its return is checked with it). */
  readonly paygateId: string;
  /** Server to server: registers the payment and answers its PAY_REQUEST_ID and the redirect. */
  initiate(order: GatewayOrder): Promise<InitiateOutcome>;
  /** Where the browser goes and what it posts (the hosted page, in the app's frame). */
  redirect(payment: { payRequestId: string; reference: string }): PaymentRedirect;
  /** The browser's return (PAY_REQUEST_ID, TRANSACTION_STATUS, CHECKSUM) against our record. */
  verifyReturn(posted: FormPairs, record: { paygateId: string; reference: string }): boolean;
  /** The notify's CHECKSUM over its posted values. */
  verifyNotify(posted: FormPairs): boolean;
  /** Server to server: the gateway's own state of a payment. */
  query(payment: { payRequestId: string; reference: string }): Promise<QueryOutcome>;
}

export type GatewayOrder = {
  reference: string;
  amountCents: number;
  email: string;
  returnUrl: string;
  notifyUrl: string;
  /** Epoch ms of the attempt (TRANSACTION_DATE). */
  at: number;
};

export type PaymentRedirect = { RedirectURL: string; fields: { PAY_REQUEST_ID: string; CHECKSUM: string } };

/** `raw` is the gateway's answer as received, kept for audit (it never holds the key). */
export type InitiateOutcome = { ok: true; payRequestId: string; redirect: PaymentRedirect; raw: string } | { ok: false; error: string; raw: string };

/** A query answer whose CHECKSUM holds (notify-style fields). */
export type GatewayTransaction = {
  PAY_REQUEST_ID: string;
  REFERENCE: string;
  TRANSACTION_STATUS: string;
  RESULT_CODE: string;
  RESULT_DESC: string;
  TRANSACTION_ID: string;
  AMOUNT: string;
  CURRENCY: string;
  PAY_METHOD_DETAIL: string;
};
export type QueryOutcome = { ok: true; transaction: GatewayTransaction; raw: string } | { ok: false; error: string; raw: string };

/** Not a PayWeb3 code: the gateway could not be reached or its answer could not be read or verified. */
export const UNREACHABLE = 'UNREACHABLE';
export const ANSWER_CHECKSUM = 'ANSWER_CHECKSUM';

/** How the adapter reaches PayWeb3: the server-to-server posts, and the browser's base URL. */
export type PayWeb3Transport = {
  /** POSTs a url-encoded body to `<base>/<endpoint>` and answers the body of a 200; throws otherwise. */
  post(endpoint: 'initiate.trans' | 'query.trans', body: string): Promise<string>;
  /** Where the browser reaches the hosted page: PayGate's https origin, or the sandbox's same-origin path. */
  browserBase: string;
};

/** The live transport: HTTPS form posts with a 20 s timeout. */
export function httpTransport(base: string = PAYGATE_LIVE_BASE): PayWeb3Transport {
  return {
    browserBase: base,
    async post(endpoint, body) {
      const res = await fetch(`${base}/${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(20_000),
      });
      if (!res.ok) throw new Error(`PayWeb3 ${endpoint} answered HTTP ${res.status}`);
      return res.text();
    },
  };
}

/** The PayWeb3 adapter over a transport (reference §3.3-3.6). */
export function payWeb3Gateway(credentials: Pick<PaygateConfig, 'paygateId' | 'key'>, transport: PayWeb3Transport): PaymentGateway {
  const { paygateId, key } = credentials;
  const send = async (
    endpoint: 'initiate.trans' | 'query.trans',
    pairs: FormPairs,
  ): Promise<{ ok: true; answer: FormPairs; raw: string } | { ok: false; error: string; raw: string }> => {
    let raw: string;
    try {
      raw = await transport.post(endpoint, encodeForm(pairs));
    } catch (error) {
      return { ok: false, error: UNREACHABLE, raw: error instanceof Error ? error.message : String(error) };
    }
    const answer = parseForm(raw.trim());
    const refused = field(answer, 'ERROR');
    if (refused !== '') return { ok: false, error: refused, raw };
    return { ok: true, answer, raw };
  };
  const redirect = (payment: { payRequestId: string; reference: string }): PaymentRedirect => ({
    RedirectURL: `${transport.browserBase}/process.trans`,
    fields: {
      PAY_REQUEST_ID: payment.payRequestId,
      CHECKSUM: processChecksum({ PAYGATE_ID: paygateId, PAY_REQUEST_ID: payment.payRequestId, REFERENCE: payment.reference }, key),
    },
  });

  return {
    paygateId,
    redirect,

    async initiate(order) {
      const request = signInitiate(
        {
          PAYGATE_ID: paygateId,
          REFERENCE: order.reference,
          AMOUNT: String(order.amountCents),
          CURRENCY: 'ZAR',
          RETURN_URL: order.returnUrl,
          TRANSACTION_DATE: transactionDate(order.at),
          LOCALE: 'en-za',
          COUNTRY: 'ZAF',
          EMAIL: order.email,
          NOTIFY_URL: order.notifyUrl,
        },
        key,
      );
      const sent = await send('initiate.trans', request);
      if (!sent.ok) return sent;
      const answer = {
        PAYGATE_ID: field(sent.answer, 'PAYGATE_ID'),
        PAY_REQUEST_ID: field(sent.answer, 'PAY_REQUEST_ID'),
        REFERENCE: field(sent.answer, 'REFERENCE'),
      };
      const holds =
        answer.PAYGATE_ID === paygateId &&
        answer.REFERENCE === order.reference &&
        /^[A-Za-z0-9-]{1,64}$/.test(answer.PAY_REQUEST_ID) &&
        checksumMatches(initiateAnswerChecksum(answer, key), field(sent.answer, 'CHECKSUM').toLowerCase());
      if (!holds) return { ok: false, error: ANSWER_CHECKSUM, raw: sent.raw };
      return {
        ok: true,
        payRequestId: answer.PAY_REQUEST_ID,
        redirect: redirect({ payRequestId: answer.PAY_REQUEST_ID, reference: order.reference }),
        raw: sent.raw,
      };
    },

    verifyReturn(posted, record) {
      const expected = returnChecksum(
        {
          PAYGATE_ID: record.paygateId,
          PAY_REQUEST_ID: field(posted, 'PAY_REQUEST_ID'),
          TRANSACTION_STATUS: field(posted, 'TRANSACTION_STATUS'),
          REFERENCE: record.reference,
        },
        key,
      );
      return checksumMatches(expected, field(posted, 'CHECKSUM').toLowerCase());
    },

    verifyNotify(posted) {
      return field(posted, 'PAYGATE_ID') === paygateId && verifyPosted(posted, key);
    },

    async query(payment) {
      const ids = { PAYGATE_ID: paygateId, PAY_REQUEST_ID: payment.payRequestId, REFERENCE: payment.reference };
      const sent = await send('query.trans', [...Object.entries(ids), ['CHECKSUM', queryChecksum(ids, key)]]);
      if (!sent.ok) return sent;
      if (field(sent.answer, 'PAYGATE_ID') !== paygateId || !verifyPosted(sent.answer, key)) return { ok: false, error: ANSWER_CHECKSUM, raw: sent.raw };
      const read = (name: keyof GatewayTransaction) => field(sent.answer, name);
      return {
        ok: true,
        raw: sent.raw,
        transaction: {
          PAY_REQUEST_ID: read('PAY_REQUEST_ID'),
          REFERENCE: read('REFERENCE'),
          TRANSACTION_STATUS: read('TRANSACTION_STATUS'),
          RESULT_CODE: read('RESULT_CODE'),
          RESULT_DESC: read('RESULT_DESC'),
          TRANSACTION_ID: read('TRANSACTION_ID'),
          AMOUNT: read('AMOUNT'),
          CURRENCY: read('CURRENCY'),
          PAY_METHOD_DETAIL: read('PAY_METHOD_DETAIL'),
        },
      };
    },
  };
}
