import { describe, expect, it } from 'vitest';
import {
  cardIssuer,
  cardNumberInput,
  cvcInput,
  expiryInput,
  expiryProblem,
  formatCents,
  isBlockedAmountKey,
  isCardNumberFlagged,
  isCardNumberValid,
  isCvcValid,
  luhnValid,
  randToCents,
} from './cards';
import { SANDBOX_3DS_CARD, SANDBOX_CARDS } from './sandbox-cards';

describe('card number', () => {
  it('keeps digits only, at most 16', () => {
    expect(cardNumberInput('4000 0000-0000 0002')).toBe('4000000000000002');
    expect(cardNumberInput('40000000000000029999')).toBe('4000000000000002');
    expect(cardNumberInput('abc')).toBe('');
  });

  it('checks Luhn on the published test numbers', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
  });

  it('detects the issuer from the prefix', () => {
    expect(cardIssuer('4')).toBe('Visa');
    expect(cardIssuer('5100')).toBe('Mastercard');
    expect(cardIssuer('5599')).toBe('Mastercard');
    expect(cardIssuer('5600')).toBeNull();
    expect(cardIssuer('2221')).toBe('Mastercard');
    expect(cardIssuer('2720')).toBe('Mastercard');
    expect(cardIssuer('2721')).toBeNull();
    expect(cardIssuer('2220')).toBeNull();
    expect(cardIssuer('34')).toBe('American Express');
    expect(cardIssuer('37')).toBe('American Express');
    expect(cardIssuer('35')).toBeNull();
    expect(cardIssuer('3056')).toBe('Diners Club');
    expect(cardIssuer('3060')).toBeNull();
    expect(cardIssuer('36')).toBe('Diners Club');
    expect(cardIssuer('6011')).toBe('Discover');
    expect(cardIssuer('65')).toBe('Discover');
    expect(cardIssuer('622126')).toBe('Discover');
    expect(cardIssuer('622125')).toBeNull();
    expect(cardIssuer('3530')).toBe('JCB');
    expect(cardIssuer('')).toBeNull();
  });

  it('accepts every sandbox test card as valid for its brand', () => {
    for (const card of SANDBOX_CARDS) {
      expect(isCardNumberValid(card.number)).toBe(true);
      expect(cardIssuer(card.number)).toBe(card.brand === 'Visa' ? 'Visa' : 'Mastercard');
    }
    expect(isCardNumberValid(SANDBOX_3DS_CARD)).toBe(true);
  });

  it('is valid only for a known issuer at one of its lengths with Luhn', () => {
    expect(isCardNumberValid('378282246310005')).toBe(true); // Amex, 15
    expect(isCardNumberValid('3782822463100050')).toBe(false); // Amex never 16
    expect(isCardNumberValid('5555555555554444')).toBe(true);
    expect(isCardNumberValid('5555555555554445')).toBe(false);
    expect(isCardNumberValid('9999999999999995')).toBe(false); // Luhn holds, no issuer
    expect(luhnValid('9999999999999995')).toBe(true);
    expect(isCardNumberValid('')).toBe(false);
  });

  it('flags in red a full number that fails its issuer, or a prefix no issuer uses', () => {
    expect(isCardNumberFlagged('')).toBe(false);
    expect(isCardNumberFlagged('400000000000')).toBe(false); // still typing
    expect(isCardNumberFlagged('4000000000000002')).toBe(false);
    expect(isCardNumberFlagged('4000000000000003')).toBe(true);
    expect(isCardNumberFlagged('378282246310006')).toBe(true);
    expect(isCardNumberFlagged('99999')).toBe(false);
    expect(isCardNumberFlagged('999999')).toBe(true);
  });
});

describe('expiry', () => {
  it('keeps digits, puts the slash after the 2nd digit, at most 5 characters', () => {
    expect(expiryInput('1')).toBe('1');
    expect(expiryInput('12', '1')).toBe('12/');
    expect(expiryInput('12/3', '12/')).toBe('12/3');
    expect(expiryInput('1230')).toBe('12/30');
    expect(expiryInput('12/309', '12/30')).toBe('12/30');
    expect(expiryInput('1a2b3c')).toBe('12/3');
    expect(expiryInput('12', '12/')).toBe('12'); // backspace over the slash
  });

  it('wants MM 01-12 and a month not yet past (estate date)', () => {
    const today = '2026-11-25';
    expect(expiryProblem('11/26', today)).toBeNull();
    expect(expiryProblem('01/27', today)).toBeNull();
    expect(expiryProblem('10/26', today)).toBe('expired');
    expect(expiryProblem('12/99', today)).toBeNull();
    expect(expiryProblem('13/27', today)).toBe('month');
    expect(expiryProblem('00/27', today)).toBe('month');
    expect(expiryProblem('1/27', today)).toBe('format');
    expect(expiryProblem('1227', today)).toBe('format');
  });
});

describe('CVC', () => {
  it('keeps 3 digits', () => {
    expect(cvcInput('12a34')).toBe('123');
    expect(isCvcValid('123')).toBe(true);
    expect(isCvcValid('12')).toBe(false);
    expect(isCvcValid('1234')).toBe(false);
  });
});

describe('amount', () => {
  it('blocks the keys the spec names', () => {
    for (const key of ['-', '+', 'e', 'E']) expect(isBlockedAmountKey(key)).toBe(true);
    for (const key of ['1', '.', 'Backspace', 'Tab']) expect(isBlockedAmountKey(key)).toBe(false);
  });

  it('turns rand text into integer cents without floating point', () => {
    expect(randToCents('1850.1')).toBe(185010);
    expect(randToCents('1850')).toBe(185000);
    expect(randToCents('1850.')).toBe(185000);
    expect(randToCents('0.07')).toBe(7);
    expect(randToCents('.5')).toBe(50);
    expect(randToCents('100.29')).toBe(10029); // 100.29 * 100 is 10028.999... in floating point
    expect(randToCents('1.005')).toBeNull();
    expect(randToCents('-5')).toBeNull();
    expect(randToCents('1e3')).toBeNull();
    expect(randToCents('1,850.00')).toBeNull();
    expect(randToCents('')).toBeNull();
    expect(randToCents('.')).toBeNull();
    expect(randToCents('99999999999999')).toBeNull();
  });

  it('shows cents as rand', () => {
    expect(formatCents(185000)).toBe('R 1 850,00'.replaceAll(' ', '\u00a0'));
    expect(formatCents(185010)).toBe('R 1 850,10'.replaceAll(' ', '\u00a0'));
    expect(formatCents(5)).toBe('R 0,05'.replaceAll(' ', '\u00a0'));
    expect(formatCents(123456789)).toBe('R 1 234 567,89'.replaceAll(' ', '\u00a0'));
    expect(formatCents(-10000)).toBe('-R 100,00'.replaceAll(' ', '\u00a0'));
    expect(formatCents(0)).toBe('R 0,00'.replaceAll(' ', '\u00a0'));
  });
});
