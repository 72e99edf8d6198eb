import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { API } from '../../contract/api-paths';
import { t } from '../../i18n';
import { apiFetch, ApiError, OfflineError } from '../../sync/transport';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { usePasswordMinLength } from './use-public-data';
import { passwordLengthMessage } from '../../i18n/en/auth';
import '../../i18n/areas/auth';

export function ResetPasswordScreen({ token }: { token: string }) {
  const minLength = usePasswordMinLength();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mismatch = confirm !== '' && password !== confirm;
  const tooShort = password !== '' && [...password].length < minLength;

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password || mismatch || tooShort) return;
    setBusy(true);
    setError(null);
    try {
      await apiFetch(API.resetPassword, { method: 'POST', body: { token, password }, auth: false });
      setDone(true);
    } catch (err) {
      if (err instanceof OfflineError) setError(t('reset.offline'));
      else setError(err instanceof ApiError && err.message ? err.message : t('reset.failure'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <TopBar title={t('reset.title')} />
      <main className="auth-page">
        {!token ? (
          <p className="notice notice-error" role="alert">
            {t('reset.missingToken')}
          </p>
        ) : done ? (
          <div className="card">
            <p className="notice notice-success" role="status">
              {t('reset.success')}
            </p>
            <Link to="/login" className="btn btn-primary">
              {t('reset.toLogin')}
            </Link>
          </div>
        ) : (
          <form noValidate className="card" onSubmit={(e) => void handleSubmit(e)}>
            {error ? (
              <p className="notice notice-error" role="alert">
                {error}
              </p>
            ) : null}
            <TextField
              label={t('reset.password')}
              type="password"
              autoComplete="new-password"
              value={password}
              error={tooShort ? passwordLengthMessage(minLength) : undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label={t('reset.confirmPassword')}
              type="password"
              autoComplete="new-password"
              value={confirm}
              error={mismatch ? t('signup.passwordsMismatch') : undefined}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <Button type="submit" className="btn-block" disabled={busy || !password || !confirm || mismatch || tooShort}>
              {t('reset.submit')}
            </Button>
          </form>
        )}
        {done ? null : (
          <p className="center">
            <Link to="/login">{t('forgot.backToLogin')}</Link>
          </p>
        )}
      </main>
    </div>
  );
}
