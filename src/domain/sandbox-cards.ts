import { luhnValid } from './sa-id';

/**
 * The built-in PayWeb3 sandbox's test cards (security-and-payments reference §3.5, taken from
 * distributhor/paygate-sdk; brands follow the prefixes: 4 Visa, 5 Mastercard) and what each
 * produces. Pure: the server's sandbox decides with it, the sandbox's card page lists it.
 * Any other Luhn-valid 16-digit card is approved.
 */

export type SandboxOutcome = 'approved' | 'insufficientFunds' | 'declined' | 'notProcessed' | 'threeDSecure';
export type SandboxCardBrand = 'Visa' | 'MasterCard';
export type SandboxCard = { number: string; brand: SandboxCardBrand; outcome: SandboxOutcome };

/** The 3-D Secure test card: the page asks for the challenge; 'pass' approves, 'fail' declines (900207). */
export const SANDBOX_3DS_CARD = '4000000000003063';

export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '5200000000000015', brand: 'MasterCard', outcome: 'approved' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'approved' },
  { number: '5200000000000023', brand: 'MasterCard', outcome: 'insufficientFunds' },
  { number: '4000000000000028', brand: 'Visa', outcome: 'insufficientFunds' },
  { number: '5200000000000049', brand: 'MasterCard', outcome: 'declined' },
  { number: '4000000000000036', brand: 'Visa', outcome: 'declined' },
  { number: '5200000000000064', brand: 'MasterCard', outcome: 'notProcessed' },
  { number: SANDBOX_3DS_CARD, brand: 'Visa', outcome: 'threeDSecure' },
];

/** What PayWeb3 reports for an outcome: TRANSACTION_STATUS, RESULT_CODE and RESULT_DESC (reference §3.5). */
export type SandboxResult = { TRANSACTION_STATUS: 0 | 1 | 2 | 4; RESULT_CODE: string; RESULT_DESC: string };

export const SANDBOX_RESULTS = {
  approved: { TRANSACTION_STATUS: 1, RESULT_CODE: '990017', RESULT_DESC: 'Auth Done' },
  insufficientFunds: { TRANSACTION_STATUS: 2, RESULT_CODE: '900003', RESULT_DESC: 'Insufficient Funds' },
  declined: { TRANSACTION_STATUS: 2, RESULT_CODE: '900007', RESULT_DESC: 'Declined' },
  notProcessed: { TRANSACTION_STATUS: 0, RESULT_CODE: '900005', RESULT_DESC: 'Bank Interface Timeout' },
  threeDSecureFailed: { TRANSACTION_STATUS: 2, RESULT_CODE: '900207', RESULT_DESC: 'Declined' },
  userCancelled: { TRANSACTION_STATUS: 4, RESULT_CODE: '990028', RESULT_DESC: 'Transaction cancelled' },
} as const satisfies Record<string, SandboxResult>;

/**
 * The result of paying with `cardNumber` (already checked by `sandboxCardProblem`): '3ds' when the
 * 3-D Secure card still needs its challenge, else the PayWeb3 result.
 */
export function sandboxResult(cardNumber: string, threeDS?: 'pass' | 'fail'): SandboxResult | '3ds' {
  const outcome = SANDBOX_CARDS.find((card) => card.number === cardNumber)?.outcome ?? 'approved';
  if (outcome === 'threeDSecure') {
    if (threeDS === undefined) return '3ds';
    return threeDS === 'pass' ? SANDBOX_RESULTS.approved : SANDBOX_RESULTS.threeDSecureFailed;
  }
  return SANDBOX_RESULTS[outcome];
}

/** PAY_METHOD_DETAIL for a card number (the sandbox only tells Visa and MasterCard apart). */
export function sandboxCardBrand(cardNumber: string): SandboxCardBrand | 'Card' {
  if (cardNumber.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return 'MasterCard';
  return 'Card';
}

export type SandboxCardInput = { cardNumber: string; expiry: string; cvc: string };

/**
 * The card-form rules the sandbox's server enforces as well as its page (spec 3 section 5: 16
 * digits valid for the issuer (Luhn), MM/YY, 3-digit CVC); an expiry before `today`'s month
 * ('YYYY-MM-DD', estate time) is refused. Answers the first field at fault, or null.
 */
export function sandboxCardProblem(card: SandboxCardInput, today: string): 'cardNumber' | 'expiry' | 'cvc' | null {
  if (!/^\d{16}$/.test(card.cardNumber) || !luhnValid(card.cardNumber)) return 'cardNumber';
  const expiry = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(card.expiry);
  if (!expiry) return 'expiry';
  const expiryMonth = `20${expiry[2]}-${expiry[1]}`;
  if (expiryMonth < today.slice(0, 7)) return 'expiry';
  if (!/^\d{3}$/.test(card.cvc)) return 'cvc';
  return null;
}

/**
 * The sandbox's fault switches (reference §3.7), applied to payments initiated while they are on:
 * - 'duplicate-notify': the notify is sent three times;
 * - 'late-notify': the notify is held until after the return (delivered a few seconds later, or at once through the control endpoint);
 * - 'no-notify': no notify at all (the product must reconcile by query);
 * - 'bad-checksum-notify': the only notify carries a wrong CHECKSUM (must be refused);
 * - 'changed-amount-notify': the only notify carries another AMOUNT, correctly signed (must be refused);
 * - 'auth-code-null': the notify and query carry AUTH_CODE=null (signed as empty, as PayGate does);
 * - 'reordered-notify': after the final notify, a stale one (TRANSACTION_STATUS 0, an earlier attempt) arrives;
 * - 'expired-initiate': initiate answers ERROR=TXN_PRC, as for a request older than 30 minutes.
 */
export const SANDBOX_FAULTS = [
  'duplicate-notify',
  'late-notify',
  'no-notify',
  'bad-checksum-notify',
  'changed-amount-notify',
  'auth-code-null',
  'reordered-notify',
  'expired-initiate',
] as const;
export type SandboxFault = (typeof SANDBOX_FAULTS)[number];
