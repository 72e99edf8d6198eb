import { useState, type FormEvent } from 'react';
import { resendVerificationMail, verifyEmailCode } from '../../app/email-verification';
import type { UserRecord } from '../../contract/records';
import { t } from '../../i18n';
import { syncNow } from '../../sync/engine';
import type { OnlineAnswer } from '../../sync/online-call';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import '../../i18n/areas/verify-email';

type Status = { kind: 'error' | 'success'; text: string } | null;

/** What a verification call's answer says: the offline message, the server's refusal (wrong code, 429...), or the fallback. */
function statusOf(answer: OnlineAnswer<unknown>, success: string): Status {
  if (answer.kind === 'ok') return { kind: 'success', text: success };
  if (answer.kind === 'offline') return { kind: 'error', text: t('verifyEmail.offline') };
  return { kind: 'error', text: answer.message || t('verifyEmail.failure') };
}

/**
 * Issue 26: for a signed-in person whose e-mail address is not verified (the synced users row,
 * so it shows offline too): the 6-digit code from the mail, and a new mail. Verifying needs the
 * network; the row that comes back with the next pull hides the banner on every device.
 */
export function VerifyEmailBanner({ user }: { user: UserRecord | null }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [verifiedHere, setVerifiedHere] = useState(false);

  if (!user || (user.emailVerified !== false && !verifiedHere)) return null;

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await verifyEmailCode({ code: code.trim() });
    setStatus(statusOf(answer, t('verifyEmail.verified')));
    if (answer.kind === 'ok') {
      setVerifiedHere(true);
      await syncNow().catch(() => undefined);
    }
    setBusy(false);
  };

  const resend = async () => {
    setBusy(true);
    setStatus(statusOf(await resendVerificationMail(), t('verifyEmail.resent', { email: user.email })));
    setBusy(false);
  };

  const notice = status ? (
    <p className={`notice notice-${status.kind}`} role={status.kind === 'error' ? 'alert' : 'status'}>
      {status.text}
    </p>
  ) : null;

  if (verifiedHere) return <section className="card no-role">{notice}</section>;

  return (
    <section className="card no-role" aria-labelledby="verify-email-title" data-testid="verify-email-banner">
      <h2 id="verify-email-title" className="no-role-title">
        {t('verifyEmail.banner.title')}
      </h2>
      <p>{t('verifyEmail.banner.body', { email: user.email })}</p>
      {notice}
      <form noValidate onSubmit={(event) => void verify(event)}>
        <TextField
          label={t('verifyEmail.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <div className="no-role-actions">
          <Button type="submit" disabled={busy || code.trim().length !== 6}>
            {t('verifyEmail.submit')}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void resend()}>
            {t('verifyEmail.resend')}
          </Button>
        </div>
      </form>
    </section>
  );
}
