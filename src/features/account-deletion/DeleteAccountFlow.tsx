import { useReducer, useState, type FormEvent } from 'react';
import { initialOtpEntry, isOtpEntryComplete, otpCodeOf, otpEntryReducer, otpOutcomeEffect } from '../../domain/delete-account';
import { t } from '../../i18n';
import { useOnline } from '../../sync/hooks';
import { usePublicConfig } from '../../sync/public-config';
import { endLocalSession, FirebaseAuthError, freshFirebaseIdToken, useSession } from '../../sync/session';
import { ApiError, OfflineError } from '../../sync/transport';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { OtpBoxes } from '../../ui/OtpBoxes';
import { sendDeleteCode, validateDeleteCode } from './account-deletion.api';
import '../../i18n/areas/auth';
import '../../i18n/areas/delete-account';
import '../../i18n/areas/shell';

type Step = 'warning' | 'code' | 'message';

/**
 * The delete-account flow of spec 1 section 4, self-contained: warning modal (with the account
 * password: re-authentication before a sensitive operation, ASVS 7.5), Confirm sends a
 * one-time code by e-mail, six-box entry, then VERIFIED (account deleted on the server, local
 * data dropped, /login), INVALID / EXPIRED (entry closes, Ok dialog), INCORRECT (entry stays,
 * boxes cleared, first box focused). Online only: offline it says so. With Firebase Auth the
 * warning and, after deletion, /login say that the Firebase sign-in stays in the estate's project.
 */
export function DeleteAccountFlow({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const online = useOnline();
  // With Firebase Auth the sign-in belongs to the estate's Firebase project: deleting here leaves it there, and the user is told so.
  const firebase = Boolean(usePublicConfig()?.firebase);
  const [step, setStep] = useState<Step>('warning');
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [entry, dispatch] = useReducer(otpEntryReducer, initialOtpEntry);

  if (!open || !session) return null;
  const who = { userId: session.userId, toUserId: session.userId, toEmailAddress: session.email };

  const close = () => {
    setStep('warning');
    setMessage(null);
    setInlineError(null);
    setPassword('');
    setPasswordError(null);
    dispatch({ type: 'reset' });
    onClose();
  };
  const showMessage = (text: string) => {
    setMessage(text);
    setStep('message');
  };

  const handleConfirm = async () => {
    if (!online) return showMessage(t('deleteAccount.offline'));
    if (!password) return;
    setBusy(t('deleteAccount.sending'));
    setPasswordError(null);
    try {
      // A password Firebase holds is checked there: the server gets a fresh ID token instead.
      const idToken = await freshFirebaseIdToken(who.toEmailAddress, password);
      await sendDeleteCode(idToken ? { ...who, idToken } : { ...who, password });
      dispatch({ type: 'reset' });
      setInlineError(null);
      setPassword('');
      setStep('code');
    } catch (error) {
      // A wrong password (or too many) keeps the warning open with the server's message.
      if (error instanceof ApiError && (error.code === 'auth/wrong-password' || error.code === 'auth/too-many-requests')) setPasswordError(error.message);
      else if (error instanceof FirebaseAuthError && (error.code === 'auth/wrong-password' || error.code === 'auth/too-many-requests')) {
        setPasswordError(t(error.code === 'auth/wrong-password' ? 'login.error.wrongPassword' : 'login.error.tooManyRequests'));
      } else showMessage(error instanceof OfflineError ? t('deleteAccount.offline') : t('deleteAccount.sendFailure'));
    } finally {
      setBusy(null);
    }
  };

  const handleVerify = async () => {
    if (!isOtpEntryComplete(entry)) return;
    if (!online) {
      setInlineError(t('deleteAccount.offline'));
      return;
    }
    setBusy(t('deleteAccount.deleting'));
    let outcome: Awaited<ReturnType<typeof validateDeleteCode>>;
    try {
      outcome = await validateDeleteCode({ ...who, otp: otpCodeOf(entry) });
    } catch (error) {
      setBusy(null);
      showMessage(error instanceof OfflineError ? t('deleteAccount.offline') : t('deleteAccount.deleteFailure'));
      return;
    }
    const effect = otpOutcomeEffect(outcome);
    if (effect.deleteAccount) {
      await endLocalSession(firebase ? { notice: 'account-deleted-firebase' } : {});
      return;
    }
    setBusy(null);
    if (effect.closeEntry) {
      dispatch({ type: 'reset' });
      showMessage(effect.message ?? t('deleteAccount.unexpected'));
      return;
    }
    if (effect.clearEntry) dispatch({ type: 'reset' });
    else if (effect.focusFirst) dispatch({ type: 'focus', index: 0 });
    setInlineError(effect.message);
  };

  /** Cancel, and the step's action (also what Enter in the step's form does). */
  const stepActions = (label: string, act: () => Promise<void>, disabled: boolean) => (
    <>
      <Button variant="text" onClick={close}>
        {t('deleteAccount.cancel')}
      </Button>
      <Button onClick={() => void act()} disabled={disabled}>
        {label}
      </Button>
    </>
  );
  const submitTo = (act: () => Promise<void>) => (e: FormEvent) => {
    e.preventDefault();
    void act();
  };

  return (
    <>
      {step === 'warning' ? (
        <Dialog title={t('deleteAccount.warningTitle')} onClose={close} actions={stepActions(t('deleteAccount.confirm'), handleConfirm, password === '')}>
          <p>{t('deleteAccount.warning')}</p>
          {firebase ? <p className="notice notice-pending">{t('deleteAccount.firebaseNote')}</p> : null}
          <p className="muted">{t('deleteAccount.passwordHint')}</p>
          <form onSubmit={submitTo(handleConfirm)}>
            <TextField
              label={t('deleteAccount.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              error={passwordError ?? undefined}
              onChange={(e) => {
                setPassword(e.target.value);
                setPasswordError(null);
              }}
            />
          </form>
          {!online ? <p className="notice notice-error">{t('deleteAccount.offline')}</p> : null}
        </Dialog>
      ) : null}
      {step === 'code' ? (
        <Dialog title={t('deleteAccount.codeTitle')} onClose={close} actions={stepActions(t('deleteAccount.verify'), handleVerify, !isOtpEntryComplete(entry))}>
          <p>{t('deleteAccount.codeBody', { email: session.email })}</p>
          <form onSubmit={submitTo(handleVerify)}>
            <OtpBoxes
              state={entry}
              dispatch={dispatch}
              disabled={busy !== null}
              legend={t('deleteAccount.codeLabel')}
              digitLabel={(n) => t('deleteAccount.digit', { n })}
            />
          </form>
          {inlineError ? (
            <p className="notice notice-error" role="alert">
              {inlineError}
            </p>
          ) : null}
        </Dialog>
      ) : null}
      {step === 'message' && message ? (
        <Dialog title={t('deleteAccount.resultTitle')} onClose={close} actions={<Button onClick={close}>{t('app.ok')}</Button>}>
          <p role="alert">{message}</p>
        </Dialog>
      ) : null}
      {busy ? <LoadingOverlay label={busy} /> : null}
    </>
  );
}
