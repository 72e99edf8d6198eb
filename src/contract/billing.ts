import * as v from 'valibot';
import { syncedTable } from './registry';
import { BILLING_MESSAGES, PAYMENT_MESSAGES } from '../i18n/en/billing';
import { text } from './text';

/**
 * Levy bills and card payments (spec 3 sections 2-5 and 7). Amounts are integer cents
 * end to end; screens divide by 100 and prefix R. Card numbers never reach this server: the
 * payment gateway's own page takes them (PayGate PayWeb3, or the built-in sandbox that speaks
 * the same protocol).
 *
 * Synced: a unit's levy accounts and bills (unit scope), a user's payments (user scope).
 */

/** Spec: account type mapping (trafalgar, elgaru and levies map to levies; coj to coj). Levies is the only option. */
export const ACCOUNT_TYPES = ['levies'] as const;

/** A unit's levy account (spec 3 'User account'), unit scope; `id` is `${estateId}:${sAccountNumber}`. */
export const LevyAccountSchema = v.object({
  id: text(),
  estateId: v.number(),
  unitNo: text(),
  sAccountName: text(),
  sAccountNumber: text(),
  sAccountType: text(),
  sContext: text(),
  /** Bills minus approved payments, cents (negative: in credit). */
  balanceCents: v.number(),
  updatedAt: v.number(),
});
export type LevyAccount = v.InferOutput<typeof LevyAccountSchema>;

/** A month's levy bill (spec 3 'Bill'), unit scope; `id` is `${estateId}:${AccountNumber}:${period}`. */
export const BillSchema = v.object({
  id: text(),
  estateId: v.number(),
  unitNo: text(),
  AccountNumber: text(),
  /** 'YYYY-MM'. */
  period: text(),
  /** 'YYYY-MM-DD': the statement's date. */
  AccountDate: text(),
  DueDate: text(),
  /** Spec: TotalDue, here in cents. */
  TotalDueCents: v.number(),
  /** Where the statement PDF is read (signed-in, the unit's people only): `/sdk/billing/statements/{id}`. */
  statementUrl: text(),
  createdAt: v.number(),
});
export type Bill = v.InferOutput<typeof BillSchema>;

export const PAYMENT_PURPOSES = ['levy', 'lagoon'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
/** Our record's state; only a checked notify or a query moves it out of PENDING, once. */
export const PAYMENT_STATES = ['PENDING', 'APPROVED', 'DECLINED', 'NOT_DONE', 'CANCELLED'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A card payment attempt (spec 3 'Payment record' and 'Payment history entry'), the payer's (user scope). */
export const PaymentSchema = v.object({
  id: text(),
  estateId: v.number(),
  userId: text(),
  purpose: v.picklist(PAYMENT_PURPOSES),
  /** The levy account number, or the lagoon booking's id. */
  subjectId: text(),
  unitNo: text(),
  /** Spec: payment.reference (also PayWeb3 REFERENCE). */
  reference: text(),
  /** Spec: orderTotalAmount, cents. */
  amountCents: v.number(),
  state: v.picklist(PAYMENT_STATES),
  /** PayWeb3 TRANSACTION_STATUS (1 approved), null while pending. */
  transaction_status: v.nullable(v.number()),
  /** Spec: transactionStatusDescription / transaction_status_desc: Approved, Declined, Not Done... */
  transactionStatusDescription: text(),
  /** PayWeb3 RESULT_DESC, e.g. 'Insufficient Funds'. */
  resultDescription: text(),
  /** e.g. 'Visa' (PayWeb3 PAY_METHOD_DETAIL). */
  pay_method_detail: text(),
  PAY_REQUEST_ID: text(),
  /** Epoch seconds: created, then when it settled (spec: transaction_date). */
  createdAt: v.number(),
  settledAt: v.nullable(v.number()),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;

// ---------------------------------------------------------------- REST (online)

/** An amount typed in rand, as cents: at least R1, at most R1,000,000. */
export const AmountCentsSchema = v.pipe(
  v.number(PAYMENT_MESSAGES.amountInvalid),
  v.integer(PAYMENT_MESSAGES.amountInvalid),
  v.minValue(100, PAYMENT_MESSAGES.amountMinimum.replace('{min}', '1.00')),
  v.maxValue(100_000_000, PAYMENT_MESSAGES.amountTooLarge.replace('{max}', '1,000,000.00')),
);

/** Start a card payment: levy (the typed amount for an account) or lagoon (the booking's own amount). */
export const PaymentStartArgsSchema = v.variant('purpose', [
  v.object({
    purpose: v.literal('levy'),
    estateId: v.pipe(v.number(), v.integer()),
    /** The levy account number. */
    subjectId: v.pipe(text(), v.trim(), v.regex(/^[A-Za-z0-9-]{1,30}$/, BILLING_MESSAGES.noAccount)),
    amountCents: AmountCentsSchema,
  }),
  v.object({
    purpose: v.literal('lagoon'),
    estateId: v.pipe(v.number(), v.integer()),
    /** The lagoon booking's id. */
    subjectId: v.pipe(text(), v.regex(/^[A-Za-z0-9_:.-]{1,64}$/, PAYMENT_MESSAGES.notFound)),
  }),
]);
export type PaymentStartArgs = v.InferOutput<typeof PaymentStartArgsSchema>;

/**
 * Spec: 'Payment response' (PAY_REQUEST_ID, RedirectURL). The app POSTs `fields` to `RedirectURL`
 * (the gateway's process page) inside /DynamicIFrame; it keeps `paymentId` and PAY_REQUEST_ID on
 * the device until it has shown the result.
 */
export const PaymentStartAnswerSchema = v.object({
  paymentId: text(),
  PAY_REQUEST_ID: text(),
  RedirectURL: text(),
  fields: v.object({ PAY_REQUEST_ID: text(), CHECKSUM: text() }),
  reference: text(),
  amountCents: v.number(),
});
export type PaymentStartAnswer = v.InferOutput<typeof PaymentStartAnswerSchema>;

/** Spec: payment status POST with payRequestId. The server queries the gateway while the record is pending. */
export const PaymentStatusArgsSchema = v.object({ payRequestId: v.pipe(text(), v.regex(/^[A-Za-z0-9-]{1,64}$/, PAYMENT_MESSAGES.notFound)) });
export type PaymentStatusArgs = v.InferOutput<typeof PaymentStatusArgsSchema>;
export const PaymentStatusAnswerSchema = v.object({
  paymentId: text(),
  state: v.picklist(PAYMENT_STATES),
  transactionStatusDescription: text(),
  resultDescription: text(),
});
export type PaymentStatusAnswer = v.InferOutput<typeof PaymentStatusAnswerSchema>;

/**
 * The manager console's levy import: a month's CSV (header `accountNumber,unitNo,accountName,
 * period,amount,dueDate,statementFile`; amount in rand, e.g. 1850.00; statementFile optional) and
 * the statement PDFs uploaded first through /sdk/files, by file name. All lines or none.
 */
export const BillImportArgsSchema = v.object({
  csv: v.pipe(text(), v.maxLength(2_000_000)),
  statements: v.pipe(v.array(v.object({ fileName: v.pipe(text(), v.maxLength(200)), fileId: v.pipe(text(), v.maxLength(64)) })), v.maxLength(5000)),
});
export type BillImportArgs = v.InferOutput<typeof BillImportArgsSchema>;
export const BillImportAnswerSchema = v.object({ imported: v.number(), periods: v.array(text()), rendered: v.number(), runId: v.optional(text()) });
export type BillImportAnswer = v.InferOutput<typeof BillImportAnswerSchema>;

// ---------------------------------------------------------------- the built-in PayWeb3 sandbox

/**
 * The sandbox's card page (the app route API.paygateSandboxPage, shown in the gateway's frame)
 * reads its payment request and pays through these JSON calls; they are the sandbox's own, not
 * PayGate's (the real PayGate page is PayGate's). Test cards: src/domain/sandbox-cards.ts.
 */
export const SandboxSessionSchema = v.object({ reference: text(), amountCents: v.number(), currency: v.literal('ZAR'), done: v.boolean() });
export type SandboxSession = v.InferOutput<typeof SandboxSessionSchema>;

export const SandboxPayArgsSchema = v.object({
  PAY_REQUEST_ID: v.pipe(text(), v.regex(/^[A-Za-z0-9-]{1,64}$/, PAYMENT_MESSAGES.notFound)),
  cardNumber: v.optional(v.pipe(text(), v.maxLength(40)), ''),
  /** 'MM/YY'. */
  expiry: v.optional(v.pipe(text(), v.maxLength(10)), ''),
  cvc: v.optional(v.pipe(text(), v.maxLength(10)), ''),
  cardholder: v.optional(v.pipe(text(), v.maxLength(100)), ''),
  /** The payer pressed Cancel: TRANSACTION_STATUS 4 (User Cancelled), no card needed. */
  cancel: v.optional(v.boolean()),
  /** The 3-D Secure challenge's answer, after a `{ step: '3ds' }`. */
  threeDS: v.optional(v.picklist(['pass', 'fail'])),
});
export type SandboxPayArgs = v.InferOutput<typeof SandboxPayArgsSchema>;

/** '3ds': show the challenge, then pay again with `threeDS`. 'return': POST `fields` to RETURN_URL in the frame. */
export const SandboxPayAnswerSchema = v.variant('step', [
  v.object({ step: v.literal('3ds') }),
  v.object({ step: v.literal('return'), RETURN_URL: text(), fields: v.object({ PAY_REQUEST_ID: text(), TRANSACTION_STATUS: text(), CHECKSUM: text() }) }),
]);
export type SandboxPayAnswer = v.InferOutput<typeof SandboxPayAnswerSchema>;

// ---------------------------------------------------------------- sync declarations

/** The synced tables of this area (Dexie table names and the change log's `tbl`). */
// ---------------------------------------------------------------- levy runs (the manager's view)

/**
 * A levy run: one CSV import of bills, in the estate's `manager:` scope. Its bills are those the
 * import wrote (a later import of the same account and period takes a bill into its own run);
 * `paidCents` is what settled payments cover of them, each account's payments paying its oldest
 * bill first.
 */
export const LevyRunSchema = v.object({
  id: text(),
  estateId: v.number(),
  importedAt: v.number(),
  /** The periods ('YYYY-MM') its bills are for, oldest first. */
  periods: v.array(text()),
  /** Units billed (distinct), bills, and of them fully paid. */
  units: v.number(),
  bills: v.number(),
  paidBills: v.number(),
  billedCents: v.number(),
  paidCents: v.number(),
});
export type LevyRun = v.InferOutput<typeof LevyRunSchema>;

export const LEVY_RUN_BILL_STATUSES = ['paid', 'part', 'unpaid'] as const;
export type LevyRunBillStatus = (typeof LEVY_RUN_BILL_STATUSES)[number];

/** One bill of a levy run as the manager sees it (`manager:` scope); `id` is the bill's. */
export const LevyRunBillSchema = v.object({
  id: text(),
  estateId: v.number(),
  runId: text(),
  unitNo: text(),
  accountNo: text(),
  accountName: text(),
  period: text(),
  billedCents: v.number(),
  paidCents: v.number(),
  /** When the last payment covering part of it settled (epoch ms); 0 when nothing is paid. */
  paidAt: v.number(),
  status: v.picklist(LEVY_RUN_BILL_STATUSES),
});
export type LevyRunBill = v.InferOutput<typeof LevyRunBillSchema>;

export const billingTables = {
  levyAccounts: syncedTable(LevyAccountSchema, 'id'),
  bills: syncedTable(BillSchema, 'id'),
  payments: syncedTable(PaymentSchema, 'id'),
  levyRuns: syncedTable(LevyRunSchema, 'id'),
  levyRunBills: syncedTable(LevyRunBillSchema, 'id'),
};

type BillingTables = typeof billingTables;
declare module './registry' {
  interface SyncedTableRegistry extends BillingTables {}
}
