import { describe, expect, it } from 'vitest';
import { afterFailedPin, MAX_PIN_ATTEMPTS } from '../../domain/qr/pin';
import { wrongPinMessage } from './pin-words';

describe('wrongPinMessage', () => {
  it('says the PIN was wrong and the attempts left, each as a sentence', () => {
    expect(wrongPinMessage(afterFailedPin(0).attemptsLeft)).toBe('Incorrect PIN. 9 attempts left before this device forgets your access key.');
    expect(wrongPinMessage(afterFailedPin(7).attemptsLeft)).toBe('Incorrect PIN. 2 attempts left before this device forgets your access key.');
  });

  it('says "1 attempt" for the last one, and that the key is gone after the last', () => {
    expect(wrongPinMessage(afterFailedPin(MAX_PIN_ATTEMPTS - 2).attemptsLeft)).toBe(
      'Incorrect PIN. 1 attempt left before this device forgets your access key.',
    );
    const last = afterFailedPin(MAX_PIN_ATTEMPTS - 1);
    expect(last.wipe).toBe(true);
    expect(wrongPinMessage(last.attemptsLeft)).toBe('Too many wrong PINs. Reset your PIN with your account password to continue.');
  });
});
