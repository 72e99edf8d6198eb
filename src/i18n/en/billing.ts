/**
 * The billing area's keyed entries: words of the screens (the catalogue `t()` reads). The message
 * constants shared with the contract's schemas and the server are in ./billing.messages, re-exported
 * here; kept apart, they stay out of the first-load bundle, which carries the catalogue.
 */
import type { Area } from './catalogue';
export * from './billing.messages';

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
  /** Offline, a statement the device has not saved (README, deliberate departures: the spec's 'Please contact support for assistance.' is no help). */
  'billing.statementOffline': 'This statement is not saved on this device yet. It will open when you are back online.',
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

  // --- the manager console's levy runs: who has paid each import ---
  'levyRuns.heading': 'Levy runs',
  'levyRuns.intro': "Each import of levy bills is a run. Card payments pay each account's oldest bill first.",
  'levyRuns.none': 'No levy runs yet. Import a month of levy bills to start one.',
  'levyRuns.runs': 'Levy runs',
  'levyRuns.col.imported': 'Imported',
  'levyRuns.col.periods': 'Months',
  'levyRuns.col.units': 'Units billed',
  'levyRuns.col.billed': 'Billed',
  'levyRuns.col.paid': 'Paid',
  'levyRuns.col.paidUnits': 'Bills paid',
  'levyRuns.col.outstanding': 'Outstanding',
  'levyRuns.col.unit': 'Unit',
  'levyRuns.col.account': 'Account',
  'levyRuns.col.period': 'Month',
  'levyRuns.col.paidOn': 'Paid on',
  'levyRuns.col.status': 'Status',
  'levyRuns.paidOf': '{paid} of {bills}',
  'levyRuns.view': 'Show units',
  'levyRuns.viewing': 'Shown',
  'levyRuns.unitsOf': 'Units of the run imported {date}',
  'levyRuns.status.paid': 'Paid',
  'levyRuns.status.part': 'Part paid',
  'levyRuns.status.unpaid': 'Unpaid',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof billingEntries> {}
}

export default billingEntries;
