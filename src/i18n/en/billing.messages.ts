/**
 * Levy bills and card payments (spec 3 sections 2, 4, 5 and 8). The message constants
 * are shared by the contract's schemas, the server's refusals and the screens, in the spec's
 * wording (plain misspellings fixed); the keyed entries are the words of the screens.
 */

export const BILLING_MESSAGES = {
  statementFailed: 'Please contact support for assistance.',
  noAccount: 'No levy account was found for this unit.',
  notYours: 'You may only see the bills of your own unit.',
  notManager: 'Only the estate manager may import levy bills.',
  /** CSV import refusals: {line} is the 1-based line of the file. */
  csvEmpty: 'The file holds no bills.',
  csvHeader: 'The first line must name the columns: {columns}.',
  csvLine: 'Line {line}: {problem}',
  csvAmount: 'the amount must be a number of rand with at most two decimals',
  csvDate: 'the due date must be a date written YYYY-MM-DD',
  csvPeriod: 'the period must be a month written YYYY-MM',
  csvAccount: 'the account number must be 1 to 30 letters or digits',
  csvUnit: 'unit {unit} is not a unit of this estate',
  csvDuplicate: 'account {account} appears twice for period {period}',
  csvStatement: 'the statement file {file} was not uploaded with the bills',
  csvStatementType: 'the statement file {file} is not a PDF',
  csvStatementTwice: 'the statement file {file} is also named on line {other}',
  csvColumns: 'the line must have {n} values, one per column',
  csvUnreadable: 'the line cannot be read (check its quotes)',
  csvName: 'the account name must be 1 to 100 characters',
  csvAccountMismatch: 'account {account} has another unit or account name on line {other}',
  /** What a levy payment is for, shown to the payer and kept on the payment. */
  paymentDescription: 'Levy {account}',
  /** The levy account's context (spec 3 'User account' sContext): the account-type screen lists Estate Levies. */
  accountContext: 'Estate Levies',
  imported: '{n} bills imported for {period}.',
} as const;

/** The words of the levy statement PDF the server renders when the estate office gives none. */
export const STATEMENT_TEXT = {
  title: 'Levy statement',
  accountName: 'Account name',
  accountNumber: 'Account number',
  unit: 'Unit',
  period: 'Period',
  statementDate: 'Statement date',
  dueDate: 'Due date',
  previousBalance: 'Previous balance',
  paymentsReceived: 'Payments received',
  levy: 'Levy for {period}',
  balance: 'Balance on account',
  amountDue: 'Amount due',
  payBy: 'Please pay {amount} by {date}. Quote your account number {account} as the reference.',
} as const;

export const PAYMENT_MESSAGES = {
  /** Spec: 'Unable to make payment' or 'Unable make payment'. */
  failedTitle: 'Unable to make payment',
  failedText: 'Please check card details',
  statusFailed: 'Unable to get payment status',
  historyFailed: 'Unable to get payment history',
  declinedTitle: 'Payment Declined',
  notDoneTitle: 'Payment Not Done',
  successText: 'Payment successful',
  offline: 'You are offline. Paying needs the network; please try again when you are connected.',
  /** Server refusals the spec leaves unnamed, in the product's words. */
  amountInvalid: 'Please enter an amount in rand, for example 1250.00.',
  amountMinimum: 'The amount must be at least R{min}.',
  amountTooLarge: 'The amount may not be more than R{max}.',
  notFound: 'This payment could not be found.',
  notYours: 'You may only see your own payments.',
  alreadyPaid: 'This booking has already been paid.',
  gatewayUnavailable: 'The payment provider could not be reached. Please try again later.',
} as const;

/** The spec's result labels (spec 3 section 3: success Approved, declined Declined, not_done Not Done). */
export const PAYMENT_STATUS_LABELS = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  notDone: 'Not Done',
  cancelled: 'Cancelled',
  /** PayWeb3 TRANSACTION_STATUS 4 and 7. */
  userCancelled: 'User Cancelled',
  settlementVoided: 'Settlement Voided',
} as const;

/** What a settled payment tells the payer (a 'payments' notification, spec 1 paymentdetail). */
export const PAYMENT_NOTIFICATIONS = {
  approvedTitle: 'Payment successful',
  approvedText: 'Your payment of R{amount} ({reference}) was approved.',
  declinedTitle: 'Payment Declined',
  declinedText: 'Your payment of R{amount} ({reference}) was not approved: {reason}',
  notDoneTitle: 'Payment Not Done',
  cancelledTitle: 'Payment Cancelled',
} as const;

/** The page the gateway's frame lands on after paying (RETURN_URL); the app reads the result itself. */
export const PAYMENT_RETURN_PAGE = {
  title: 'Payment',
  heading: 'Payment complete',
  text: 'Returning to the app…',
  notFound: 'This payment could not be found.',
} as const;

/** The built-in PayWeb3 sandbox's refusals (its card page checks the same rules first). */
export const SANDBOX_MESSAGES = {
  cardNumber: 'Please enter a valid 16-digit card number.',
  expiry: 'Please enter the expiry date as MM/YY; the card may not have expired.',
  cvc: 'Please enter the 3-digit CVC.',
  cardholder: "Please enter the cardholder's name.",
  done: 'This payment has already been completed.',
  expired: 'This payment request has expired. Please start the payment again.',
  loopbackOnly: 'The sandbox switches answer requests from this machine only.',
} as const;
