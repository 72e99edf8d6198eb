import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { useOnline } from '../../sync/hooks';
import { useSession } from '../../sync/session';
import { OfflineError } from '../../sync/transport';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { Toast } from '../../ui/Toast';
import { TopBar } from '../../ui/TopBar';
import { resetPin } from './access.api';
import '../../i18n/areas/access';
import '../../i18n/areas/shell';

/** /reset-pin (spec 2.8): the account password, then the stored PIN is cleared; online only. */
export function ResetPinScreen() {
  const navigate = useNavigate();
  const session = useSession();
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<{ kind: 'success' | 'error'; message: string } | null>(null);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!session || !password) return;
    setBusy(true);
    try {
      await resetPin(session.userId, password);
      setPassword('');
      setToast({ kind: 'success', message: t('resetPin.success') });
    } catch (error) {
      setToast({ kind: 'error', message: error instanceof OfflineError ? t('resetPin.offline') : t('resetPin.failure') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <TopBar title={t('resetPin.title')} onBack={() => void navigate({ to: '/access' })} backLabel={t('app.back')} />
      <main className="page">
        <form noValidate className="card" onSubmit={(e) => void handleSubmit(e)}>
          <p>{t('resetPin.intro')}</p>
          <TextField
            label={t('resetPin.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {online ? null : (
            <p className="notice notice-error" role="alert">
              {t('resetPin.offline')}
            </p>
          )}
          <Button type="submit" className="btn-block" disabled={!password || busy || !online}>
            {t('resetPin.submit')}
          </Button>
        </form>
      </main>
      {busy ? <LoadingOverlay /> : null}
      {toast ? (
        <Toast
          kind={toast.kind}
          message={toast.message}
          ms={toast.kind === 'success' ? 2000 : 4000}
          onDone={() => {
            const done = toast.kind === 'success';
            setToast(null);
            if (done) void navigate({ to: '/access' });
          }}
        />
      ) : null}
    </div>
  );
}
