import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { landingPath } from '../../app/landing';
import { loadScreenCode } from '../../app/screen-code';
import { t } from '../../i18n';
import { useOnline } from '../../sync/hooks';
import { useLoginNotice } from '../../sync/session-read';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { firebaseSignInFailure, signInShowsServerMessage } from './firebase-errors';
import { loginErrors, loginFailureKey, type LoginErrors } from './login-validation';
import '../../i18n/areas/auth';
import '../../i18n/areas/shell';

/*
 * The sign-in machinery (./session: the transport, the sync engine, the contract's schemas) loads
 * once the screen has drawn, not in front of it: on a first visit over a weak signal the form is
 * usable while it arrives, and a tap on Login waits for it if it has not.
 */
const signInMachinery = () => Promise.all([import('../../sync/session'), import('../../sync/transport')]);

export function LoginScreen() {
  const navigate = useNavigate();
  const router = useRouter();
  const online = useOnline();
  const notice = useLoginNotice();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [retryWhenOnline, setRetryWhenOnline] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void signInMachinery()
      .then(([session]) => session.prepareSignIn())
      .catch(() => undefined);
  }, []);

  const offline = () => {
    setRetryWhenOnline(true);
    setFailure(t('login.error.offline'));
  };

  const attempt = async () => {
    setBusy(true);
    let machinery: Awaited<ReturnType<typeof signInMachinery>> | undefined;
    try {
      machinery = await signInMachinery();
      const [session] = machinery;
      await session.signIn(email.trim().toLowerCase(), password);
      setRetryWhenOnline(false);
      // The landing as the device's rows tell it now (Home on a fresh device) has its code loaded meanwhile.
      void landingPath(0)
        .then((guess) => loadScreenCode(router, guess))
        .catch(() => undefined);
      // Managers and guards start on their console once the first pull has brought their roles.
      await navigate({ to: await landingPath(), replace: true });
    } catch (err) {
      // The machinery itself did not load: only offline (the precache holds it once the app is installed).
      if (!machinery) return offline();
      const [{ FirebaseAuthError }, { ApiError, OfflineError }] = machinery;
      const firebaseFailure = err instanceof FirebaseAuthError ? firebaseSignInFailure(err.code) : null;
      if (err instanceof OfflineError || firebaseFailure === 'offline') return offline();
      setRetryWhenOnline(false);
      if (firebaseFailure) setFailure(t(firebaseFailure));
      else if (err instanceof ApiError) setFailure(signInShowsServerMessage(err.code) ? err.message : t(loginFailureKey(err.code)));
      else setFailure(t('login.error.default'));
    } finally {
      setBusy(false);
    }
  };

  // "You will be logged in as soon as you are back online."
  // biome-ignore lint/correctness/useExhaustiveDependencies: retry only when coming online or asked to, not on every render's attempt.
  useEffect(() => {
    if (online && retryWhenOnline && !busy) {
      setFailure(null);
      void attempt();
    }
  }, [online, retryWhenOnline]);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = loginErrors(email, password);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void attempt();
  };

  return (
    <main className="auth-page">
      <h1 className="auth-brand">{t('login.title')}</h1>
      <form noValidate onSubmit={handleSubmit} className="card">
        {notice ? (
          <p className="notice notice-pending" role="status">
            {t(notice === 'session-ended' ? 'login.sessionEnded' : 'login.accountDeletedFirebase')}
          </p>
        ) : null}
        {errors.form ? (
          <p className="notice notice-error" role="alert">
            {t(errors.form)}
          </p>
        ) : null}
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          enterKeyHint="next"
          value={email}
          error={errors.email && !errors.form ? t(errors.email) : undefined}
          onChange={(e) => setEmail(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              passwordRef.current?.focus();
            }
          }}
        />
        <TextField
          label={t('login.password')}
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          enterKeyHint="go"
          inputRef={passwordRef}
          value={password}
          error={errors.password && !errors.form ? t(errors.password) : undefined}
          onChange={(e) => setPassword(e.target.value)}
          trailing={
            <button
              type="button"
              className="icon-btn"
              style={{ color: 'var(--muted)' }}
              aria-pressed={showPassword}
              aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
              onClick={() => setShowPassword((s) => !s)}
            >
              <Icon name="eye" />
            </button>
          }
        />
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </div>
        <div className="row" style={{ marginTop: 16 }}>
          <Button variant="secondary" style={{ flex: 1 }} onClick={() => void navigate({ to: '/Signup' })}>
            {t('login.signUp')}
          </Button>
          <Button type="submit" style={{ flex: 1 }} disabled={busy}>
            {t('login.submit')}
          </Button>
        </div>
      </form>
      {busy ? <LoadingOverlay /> : null}
      {failure ? (
        <Dialog title={t('login.failedTitle')} onClose={() => setFailure(null)} actions={<Button onClick={() => setFailure(null)}>{t('app.ok')}</Button>}>
          <p>{failure}</p>
        </Dialog>
      ) : null}
    </main>
  );
}
