/**
 * Levy bills and card payments (spec 3 sections 2, 4, 5 and 8; issue 11). The message constants
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

/** The words of the levy and payment screens (spec 3 sections 2, 4 and 5). */
export const billingEntries = {
  // the payment frame and its result (shared by the levy and lagoon payments)
  'billing.paymentHeading': 'Payment',
  'billing.paymentFrameTitle': 'Payment provider',
  'billing.paymentWaiting': 'Waiting for the payment provider…',
  'billing.paymentChecking': 'Checking your payment…',
  'billing.paymentStillPending': 'Your last payment is still waiting for the payment provider.',
  'billing.paymentCheckAgain': 'Check again',
  'billing.paymentContinue': 'Continue paying',
  'billing.paymentCheckOffline': 'You are offline. Your last payment will be checked when you are connected.',
  // /accounttypes, /accounttypesselect
  'billing.unitsTitle': 'Select Stand/Unit Number',
  'billing.unitTile': 'Unit {unitNo}',
  'billing.accountTypesTitle': 'Account Types',
  'billing.accountTypeTileText': 'Unit {unitNo}',
  'billing.selectAccount': 'Select Account',
  'billing.accountLine': '{number} · Unit {unitNo}',
  // /bills
  'billing.billsTitle': 'Bills',
  'billing.fetching': 'Fetching Bills',
  'billing.account': 'Account',
  'billing.balance': 'Balance',
  'billing.inCredit': 'In credit',
  'billing.pay': 'Pay',
  'billing.latestBill': 'Latest Bill',
  'billing.amountDue': 'Amount Due',
  'billing.statementDate': 'Statement Date',
  'billing.dueDate': 'Due Date',
  'billing.view': 'View',
  'billing.history': 'History',
  'billing.noBills': 'No bills yet.',
  'billing.paymentHistory': 'Payment History',
  'billing.statementTitle': 'Statement {period}',
  'billing.statementOpen': 'Open statement',
  'billing.statementDownload': 'Download',
  'billing.statementLoading': 'Opening the statement',
  'billing.statementErrorTitle': 'Statement',
  // /Payment
  'billing.amount': 'AMOUNT',
  'billing.amountPlaceholder': 'R0.00',
  'billing.makePayment': 'Make Payment',
  'billing.payingAccount': 'Account {number}',
  'billing.balanceLine': 'Balance: {amount}',
  'billing.cardOnProvider': 'Your card details are entered on the payment provider’s page.',
  // /PaymentHistory
  'billing.historyTitle': 'History',
  'billing.noHistory': 'No History found.',
  // the built-in PayWeb3 sandbox's card page (/sandbox/paygate/pay)
  'billing.sandboxTitle': 'Sandbox payment page',
  'billing.sandboxNotice': 'Test payments only: no card is charged. Use a test card below.',
  'billing.sandboxAmount': 'Amount',
  'billing.sandboxReference': 'Reference',
  'billing.sandboxCardNumber': 'CARD NUMBER',
  'billing.sandboxIssuer': 'Card: {issuer}',
  'billing.sandboxIssuerInvalid': 'This number is not valid for {issuer}.',
  'billing.sandboxIssuerUnknown': 'This card number is not recognised.',
  'billing.sandboxExpiry': 'EXPIRY (MM/YY)',
  'billing.sandboxExpiryPlaceholder': 'MM/YY',
  'billing.sandboxCvc': 'CVC/CCV',
  'billing.sandboxCardholder': 'CARDHOLDERS NAME',
  'billing.sandboxPay': 'Pay',
  'billing.sandboxCancel': 'Cancel',
  'billing.sandboxReturning': 'Returning to the shop…',
  'billing.sandbox3dsTitle': 'Authenticate with your bank',
  'billing.sandbox3dsText': 'Your bank asks you to confirm this payment of {amount}.',
  'billing.sandbox3dsPass': 'Pass',
  'billing.sandbox3dsFail': 'Fail',
  'billing.sandboxCardsTitle': 'Test cards',
  'billing.sandboxCardsHint': 'Any expiry date not in the past and any 3-digit CVC. Tap a card to use it.',
  'billing.sandboxOutcomeapproved': 'Approved',
  'billing.sandboxOutcomeinsufficientFunds': 'Insufficient funds',
  'billing.sandboxOutcomedeclined': 'Declined',
  'billing.sandboxOutcomenotProcessed': 'Not processed (bank timeout)',
  'billing.sandboxOutcomethreeDSecure': '3-D Secure challenge',
  'billing.sandboxUnavailable': 'The sandbox could not be reached. Please try again.',
  // the manager console's levy import
  'billing.importHeading': 'Levy bills',
  'billing.importIntro': 'Import a month of levy bills from a CSV file. Statement PDFs are optional: a bill without one gets a statement made by the system.',
  'billing.importFormat': 'The first line names the columns; amounts are in rand; the statement file is the name of one of the PDFs chosen below, or empty.',
  'billing.importHeader': 'Header',
  'billing.importSample': 'Example line',
  'billing.importCsv': 'CSV file',
  'billing.importPdfs': 'Statement PDFs (optional)',
  'billing.importPdfCount': '{n} statement files chosen',
  'billing.importButton': 'Import bills',
  'billing.importUploading': 'Uploading statements ({done} of {n})',
  'billing.importSending': 'Importing bills',
  'billing.importChooseCsv': 'Please choose the CSV file.',
  'billing.importOffline': 'You are offline. Importing bills needs the network.',
  'billing.importUploadFailed': '{file}: {message}',
} as const;
