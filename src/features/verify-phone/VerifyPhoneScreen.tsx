import { useNavigate } from '@tanstack/react-router';
import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { initialOtpEntry, isOtpEntryComplete, otpCodeOf, otpEntryReducer } from '../../domain/delete-account';
import { isSaMobile, saMobileLocal } from '../../contract/sa-mobile';
import { t } from '../../i18n';
import { useOnline } from '../../sync/hooks';
import { ApiError, OfflineError } from '../../sync/transport';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { OtpBoxes } from '../../ui/OtpBoxes';
import { checkPhoneCode, sendPhoneCode, useMyUserRow } from './verify-phone.api';
import '../../i18n/areas/shell';
import '../../i18n/areas/verify-phone';

/** A failure's message: the server's (the spec's wording) for a refusal; 'Unable to send OTP.' offline; else the spec's generic OTP error. */
function failureMessage(error: unknown, offline: string): string {
  if (error instanceof OfflineError) return offline;
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  if (error instanceof ApiError && error.code === 'verify-phone/send-failed') return t('verifyPhone.sendFailure');
  return t('verifyPhone.error');
}

/**
 * /VerifyPhone (spec 1 sections 3, 4 and 8): the mobile number and whether it is verified (from
 * Dexie, so it shows offline), Send OTP (an SMS with a 6-digit code), the six boxes and Verify;
 * success sets mobileVerified, failure shows the spec's message. Sending and checking need the
 * network: offline, Send answers 'Unable to send OTP.'.
 */
export function VerifyPhoneScreen() {
  const navigate = useNavigate();
  const online = useOnline();
  const user = useMyUserRow();
  const [mobile, setMobile] = useState<string | null>(null);
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [entry, dispatch] = useReducer(otpEntryReducer, initialOtpEntry);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (user && mobile === null) setMobile(user.mobile);
  }, [user, mobile]);

  if (user === undefined || mobile === null) return <LoadingOverlay />;

  const handleSend = async (e?: FormEvent) => {
    e?.preventDefault();
    setError(null);
    setDone(false);
    if (!isSaMobile(mobile)) {
      setMobileError(t('verifyPhone.invalidMobile'));
      return;
    }
    setMobileError(null);
    if (!online) {
      setError(t('verifyPhone.sendFailure'));
      return;
    }
    setBusy(t('verifyPhone.sending'));
    try {
      await sendPhoneCode({ mobile });
      dispatch({ type: 'reset' });
      setSentTo(saMobileLocal(mobile));
    } catch (failure) {
      setError(failureMessage(failure, t('verifyPhone.sendFailure')));
    } finally {
      setBusy(null);
    }
  };

  const handleVerify = async (e: FormEvent) => {
    e.preventDefault();
    if (!sentTo || !isOtpEntryComplete(entry)) return;
    setError(null);
    if (!online) {
      setError(t('verifyPhone.offline'));
      return;
    }
    setBusy(t('verifyPhone.verifying'));
    try {
      await checkPhoneCode({ mobile: sentTo, otp: otpCodeOf(entry) });
      setDone(true);
      setSentTo(null);
    } catch (failure) {
      dispatch({ type: 'reset' });
      setError(failureMessage(failure, t('verifyPhone.offline')));
    } finally {
      setBusy(null);
    }
  };

  const verified = Boolean(user?.mobileVerified);
  return (
    <div>
      <TopBar title={t('verifyPhone.title')} onBack={() => void navigate({ to: '/profile' })} backLabel={t('app.back')} />
      <main className="page">
        <section className="card" aria-labelledby="verify-phone-status">
          <h2 id="verify-phone-status">{t('verifyPhone.mobile')}</h2>
          <p>
            <strong>{user?.mobile || '-'}</strong> &middot;{' '}
            <span className={verified ? undefined : 'muted'} data-testid="mobile-verified">
              {verified ? t('verifyPhone.verifiedStatus') : t('verifyPhone.unverifiedStatus')}
            </span>
          </p>
        </section>
        {done ? (
          <p className="notice notice-success" role="status">
            {t('verifyPhone.verified')}
          </p>
        ) : null}
        {error ? (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        ) : null}
        {sentTo === null ? (
          <form noValidate className="card" onSubmit={(e) => void handleSend(e)}>
            <p className="muted">{t('verifyPhone.intro')}</p>
            <TextField
              name="mobile"
              label={t('verifyPhone.mobile')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
              error={mobileError ?? undefined}
            />
            <Button type="submit">{t('verifyPhone.send')}</Button>
          </form>
        ) : (
          <form noValidate className="card" onSubmit={(e) => void handleVerify(e)}>
            <p role="status">{t('verifyPhone.sent', { mobile: sentTo })}</p>
            <OtpBoxes state={entry} dispatch={dispatch} legend={t('verifyPhone.codeLabel')} digitLabel={(n) => t('verifyPhone.digit', { n })} />
            <div className="row">
              <Button type="submit" disabled={!isOtpEntryComplete(entry)}>
                {t('verifyPhone.verify')}
              </Button>
              <Button variant="text" onClick={() => void handleSend()}>
                {t('verifyPhone.resend')}
              </Button>
            </div>
          </form>
        )}
      </main>
      {busy ? <LoadingOverlay label={busy} /> : null}
    </div>
  );
}
