import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { t } from '../../i18n';
import { useOnline } from '../../sync/hooks';
import { requestPasswordReset } from '../../sync/session';
import { OfflineError } from '../../sync/transport';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Toast } from '../../ui/Toast';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import '../../i18n/areas/auth';
import '../../i18n/areas/shell';

/** The loose pattern of spec 1 section 2.5: text, at sign, text, dot, text. */
export const LOOSE_EMAIL = /^\S+@\S+\.\S+$/;

type Toasty = { message: string; kind: 'success' | 'error' };

export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const online = useOnline();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<Toasty | null>(null);
  const [queued, setQueued] = useState<string | null>(null);
  const valid = LOOSE_EMAIL.test(email.trim());

  const send = async (address: string) => {
    setBusy(true);
    try {
      await requestPasswordReset(address);
      setQueued(null);
      setToast({ message: t('forgot.success'), kind: 'success' });
    } catch (err) {
      if (err instanceof OfflineError) {
        setQueued(address);
        setToast({ message: t('forgot.offline'), kind: 'error' });
      } else {
        setQueued(null);
        setToast({ message: t('forgot.failure'), kind: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  // "Link will be sent as soon as you're back online."
  // biome-ignore lint/correctness/useExhaustiveDependencies: send only when coming online or queueing, not on every busy change.
  useEffect(() => {
    if (online && queued && !busy) void send(queued);
  }, [online, queued]);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (valid && !busy) setConfirming(true);
  };

  return (
    <div>
      <TopBar title={t('forgot.title')} onBack={() => void navigate({ to: '/login' })} backLabel={t('forgot.backToLogin')} />
      <main className="auth-page">
        <form noValidate className="card" onSubmit={handleSubmit}>
          <TextField
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={email.trim() && !valid ? t('forgot.invalidEmail') : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" className="btn-block" disabled={busy || !valid}>
            {t('forgot.submit')}
          </Button>
        </form>
      </main>
      {confirming ? (
        <Dialog
          title={t('forgot.confirmTitle')}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button variant="text" onClick={() => setConfirming(false)}>
                {t('app.cancel')}
              </Button>
              <Button
                onClick={() => {
                  setConfirming(false);
                  void send(email.trim().toLowerCase());
                }}
              >
                {t('app.continue')}
              </Button>
            </>
          }
        >
          <p>{t('forgot.confirm', { email: email.trim() })}</p>
        </Dialog>
      ) : null}
      {toast ? <Toast message={toast.message} kind={toast.kind} ms={5000} onDone={() => setToast(null)} /> : null}
    </div>
  );
}
