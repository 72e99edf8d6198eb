import { t } from '../../i18n';
import '../../i18n/areas/access';

/**
 * The wrong-PIN message (spec 2.8's 'Pin Incorrect. Please try again' in plain words, README
 * "Deliberate departures"): one sentence that says the PIN was wrong, then one with the attempts
 * left before the device wipes its access key (`verifyPin`'s `attemptsLeft`, src/domain/qr/pin.ts).
 */
export function wrongPinMessage(attemptsLeft: number): string {
  if (attemptsLeft <= 0) return t('access.wiped');
  return attemptsLeft === 1 ? t('access.pinWrongLast') : t('access.pinWrong', { count: attemptsLeft });
}
