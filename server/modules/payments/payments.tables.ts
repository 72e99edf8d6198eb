/** One card payment attempt (the payer's), from PENDING to one final state, once. */
export interface PaymentsTable {
  id: string;
  estate_id: number;
  unit_no: string;
  /** The payer. */
  user_id: string;
  /** 'levy' or 'lagoon' (PAYMENT_PURPOSES). */
  purpose: string;
  /** The levy account number or the lagoon booking's id. */
  subject_id: string;
  /** The purpose owner's description (e.g. 'Levy 1002-A'). */
  description: string;
  /** PayWeb3 REFERENCE, unique per attempt. */
  reference: string;
  amount_cents: number;
  currency: string;
  /** The payer's e-mail sent to the gateway (cleared when the account is deleted). */
  payer_email: string;
  /** The PAYGATE_ID the attempt was initiated with (its return is checked with it). */
  paygate_id: string;
  /** Null until the gateway answered the initiate. */
  pay_request_id: string | null;
  /** PENDING, APPROVED, DECLINED, NOT_DONE or CANCELLED (PAYMENT_STATES). */
  state: string;
  transaction_status: number | null;
  transaction_status_desc: string;
  result_code: string;
  result_desc: string;
  pay_method_detail: string;
  transaction_id: string;
  /** What settled it: 'notify', 'return', 'status', 'job' or 'initiate' (the gateway refused to start). */
  settled_by: string;
  created_at: number;
  settled_at: number | null;
  updated_at: number;
}

/**
 * What the gateway said and what the browser posted, raw, for audit (reference §3.6 rule 5):
 * initiate and query answers, notifies (deduplicated by `dedupe_key`) and returns. Never the key.
 */
export interface PaymentEventsTable {
  id: string;
  /** Null for a notify or return naming a PAY_REQUEST_ID we never issued. */
  payment_id: string | null;
  pay_request_id: string;
  /** 'initiate', 'query', 'notify' or 'return'. */
  kind: string;
  /** The url-encoded body as received or answered. */
  raw: string;
  /** 'accepted', 'bad-checksum', 'mismatch' (reference, amount or currency not ours), 'error' or 'unknown'. */
  verdict: string;
  transaction_status: string;
  transaction_id: string;
  /** Notifies only: PAY_REQUEST_ID|TRANSACTION_ID|TRANSACTION_STATUS|CHECKSUM, unique (a retry is recorded once). */
  dedupe_key: string | null;
  created_at: number;
}

/** A request the built-in PayWeb3 sandbox issued, and what became of it. */
export interface PaygateSandboxRequestsTable {
  pay_request_id: string;
  paygate_id: string;
  reference: string;
  amount: string;
  currency: string;
  email: string;
  return_url: string;
  notify_url: string;
  transaction_date: string;
  /** The fault switches on when it was initiated (comma-separated). */
  faults: string;
  /** Null until the card page settled it. */
  transaction_status: number | null;
  result_code: string;
  result_desc: string;
  auth_code: string;
  transaction_id: string;
  pay_method_detail: string;
  /** A late notify waiting to be sent (url-encoded), or null. */
  held_notify: string | null;
  created_at: number;
  done_at: number | null;
}

/**
 * The Kysely tables of this area (payments), part of `Database` (server/db/schema.ts).
 * Times are epoch milliseconds.
 */
export interface PaymentsTables {
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  paygate_sandbox_requests: PaygateSandboxRequestsTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends PaymentsTables {}
}
