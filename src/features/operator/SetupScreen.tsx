import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { ApiError, OfflineError } from '../../sync/transport';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { completeSetup, readSetupLink } from './operator.api';
import '../../i18n/areas/operator';

type Link = { state: 'checking' } | { state: 'invalid' } | { state: 'offline' } | { state: 'valid'; email: string; hasAccount: boolean };

/** /setup?token=: the operator's account from a one-time link (a new account, or an existing one's password), then /operator. */
export function SetupScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const [link, setLink] = useState<Link>({ state: 'checking' });
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [hasAccount, setHasAccount] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) {
      setLink({ state: 'invalid' });
      return;
    }
    readSetupLink(token).then(
      (info) => {
        setLink(info.valid ? { state: 'valid', email: info.email, hasAccount: info.hasAccount } : { state: 'invalid' });
        setEmail(info.email);
        setHasAccount(info.hasAccount);
      },
      (err: unknown) => setLink(err instanceof OfflineError ? { state: 'offline' } : { state: 'invalid' }),
    );
  }, [token]);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await completeSetup({ token, email, password, ...(hasAccount ? {} : { firstName, lastName }) });
      await navigate({ to: '/operator', replace: true });
    } catch (err) {
      if (err instanceof OfflineError) setError(t('operator.setup.offline'));
      else if (err instanceof ApiError && err.code === 'operator/wrong-password') {
        setHasAccount(true);
        setError(err.message);
      } else setError(err instanceof ApiError && err.message ? err.message : t('operator.failed'));
    } finally {
      setBusy(false);
    }
  };

  const bound = link.state === 'valid' && link.email !== '';
  return (
    <div>
      <TopBar title={t('operator.setup.title')} />
      <main className="auth-page">
        {link.state === 'checking' ? (
          <p role="status">{t('operator.setup.checking')}</p>
        ) : link.state === 'invalid' ? (
          <p className="notice notice-error" role="alert" data-testid="setup-invalid">
            {t('operator.setup.invalid')}
          </p>
        ) : link.state === 'offline' ? (
          <p className="notice notice-error" role="alert">
            {t('operator.setup.offline')}
          </p>
        ) : (
          <form noValidate className="card" onSubmit={(e) => void handleSubmit(e)} aria-label={t('operator.setup.title')}>
            <p>{hasAccount ? t('operator.setup.existing') : t('operator.setup.intro')}</p>
            {error ? (
              <p className="notice notice-error" role="alert">
                {error}
              </p>
            ) : null}
            <TextField
              label={t('operator.setup.email')}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              readOnly={bound}
              onChange={(e) => setEmail(e.target.value)}
            />
            {hasAccount ? null : (
              <>
                <TextField
                  label={t('operator.setup.firstName')}
                  name="firstName"
                  autoComplete="given-name"
                  value={firstName}
                  onChange={(e) => setFirstName(e.target.value)}
                />
                <TextField
                  label={t('operator.setup.lastName')}
                  name="lastName"
                  autoComplete="family-name"
                  value={lastName}
                  onChange={(e) => setLastName(e.target.value)}
                />
              </>
            )}
            <TextField
              label={t('operator.setup.password')}
              type="password"
              name="password"
              autoComplete={hasAccount ? 'current-password' : 'new-password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" className="btn-block" disabled={busy || !email || !password}>
              {busy ? t('operator.setup.saving') : t('operator.setup.submit')}
            </Button>
          </form>
        )}
      </main>
    </div>
  );
}
