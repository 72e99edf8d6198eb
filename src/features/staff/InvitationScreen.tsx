import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { landingPath } from '../../app/landing';
import type { InvitableRole, InvitationDetails } from '../../contract/staff';
import { t } from '../../i18n';
import { passwordLengthMessage } from '../../i18n/en/auth';
import { syncNow } from '../../sync/engine';
import { signIn, signOut, useSession } from '../../sync/session';
import { ApiError, OfflineError } from '../../sync/transport';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { usePublicConfig } from '../../sync/public-config';
import { acceptAsNewAccount, acceptInvitation, lookupInvitation } from './staff.api';
import './staff.css';
import '../../i18n/areas/auth';
import '../../i18n/areas/staff';

/** What a failed call says: offline, the server's message (used, expired, revoked, wrong e-mail...), or the fallback. */
const failure = (error: unknown) =>
  error instanceof OfflineError ? t('staff.offline') : error instanceof ApiError && error.message ? error.message : t('staff.failure');

/**
 * The page an invitation e-mail links to: what it invites to, then Accept (signed in with the
 * invited e-mail), a new account with that e-mail, or signing in with the existing one. After
 * accepting, the app pulls the estate's data (the new role changes the sync scopes) and opens where sign-in lands (landingPath: the console for a manager or guard, else Home).
 */
export function InvitationScreen({ token }: { token: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const [details, setDetails] = useState<InvitationDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);

  useEffect(() => {
    if (!token) return;
    lookupInvitation(token).then(setDetails, (e: unknown) => setError(failure(e)));
  }, [token]);

  const finish = async () => {
    setAccepted(true);
    await syncNow().catch(() => undefined);
    // Where sign-in lands them: a manager on the console, a guard on the gate console, the others Home.
    await navigate({ to: await landingPath(), replace: true });
  };

  let body: ReactNode;
  if (!token) body = <Notice text={t('staff.page.missingToken')} />;
  else if (error && !details) body = <Notice text={error} />;
  else if (!details || session === undefined) body = <p className="muted">{t('staff.page.loading')}</p>;
  else if (accepted) body = <Notice kind="success" text={t('staff.page.accepted', { estate: details.estateName })} />;
  else {
    body = (
      <>
        <Facts details={details} />
        {session ? (
          session.email.toLowerCase() === details.email ? (
            <AcceptSignedIn token={token} onAccepted={finish} />
          ) : (
            <div className="card">
              <Notice text={t('staff.page.signedInAs', { email: session.email, invited: details.email })} />
              <Button variant="secondary" onClick={() => void signOut()}>
                {t('staff.page.signOut')}
              </Button>
            </div>
          )
        ) : details.accountExists ? (
          <SignInAndAccept token={token} email={details.email} onAccepted={finish} />
        ) : (
          <CreateAndAccept token={token} email={details.email} onAccepted={finish} />
        )}
      </>
    );
  }

  return (
    <div>
      <TopBar title={t('staff.page.title')} />
      <main className="auth-page" data-testid="invitation-page">
        {body}
        {session ? null : (
          <p className="center">
            <Link to="/login">{t('forgot.backToLogin')}</Link>
          </p>
        )}
      </main>
    </div>
  );
}

function Notice({ text, kind = 'error' }: { text: string; kind?: 'error' | 'success' }) {
  return (
    <p className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {text}
    </p>
  );
}

function Facts({ details }: { details: InvitationDetails }) {
  return (
    <div className="card">
      <h1 className="section-title">{t('staff.page.intro', { estate: details.estateName })}</h1>
      <dl className="invitation-facts">
        <dt>{t('staff.page.role')}</dt>
        <dd>{t(`staff.role.${details.roleName as InvitableRole}`)}</dd>
        {details.unitNo ? (
          <>
            <dt>{t('staff.page.unit')}</dt>
            <dd>{details.unitNo}</dd>
          </>
        ) : null}
        <dt>{t('staff.page.email')}</dt>
        <dd>{details.email}</dd>
      </dl>
    </div>
  );
}

function AcceptSignedIn({ token, onAccepted }: { token: string; onAccepted: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await acceptInvitation(token);
      await onAccepted();
    } catch (e) {
      setError(failure(e));
      setBusy(false);
    }
  };
  return (
    <div className="card">
      {error ? <Notice text={error} /> : null}
      <Button className="btn-block" disabled={busy} onClick={() => void accept()}>
        {t('staff.page.accept')}
      </Button>
    </div>
  );
}

function SignInAndAccept({ token, email, onAccepted }: { token: string; email: string; onAccepted: () => Promise<void> }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    setError(null);
    try {
      await signIn(email, password);
      await acceptInvitation(token);
      await onAccepted();
    } catch (e) {
      setError(failure(e));
      setBusy(false);
    }
  };
  return (
    <form className="card" noValidate onSubmit={(event) => void submit(event)}>
      <h2 className="section-title">{t('staff.page.signInHeading')}</h2>
      {error ? <Notice text={error} /> : null}
      <TextField label={t('staff.page.email')} type="email" value={email} readOnly autoComplete="username" />
      <TextField
        label={t('staff.page.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" className="btn-block" disabled={busy || !password}>
        {t('staff.page.signIn')}
      </Button>
    </form>
  );
}

function CreateAndAccept({ token, email, onAccepted }: { token: string; email: string; onAccepted: () => Promise<void> }) {
  const configured = usePublicConfig()?.passwordMinLength;
  const minLength = typeof configured === 'number' && configured > 0 ? configured : 6;
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mismatch = confirm !== '' && password !== confirm;
  const tooShort = password !== '' && [...password].length < minLength;
  const ready = firstName.trim() !== '' && lastName.trim() !== '' && password !== '' && confirm !== '' && !mismatch && !tooShort;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      await acceptAsNewAccount({ token, firstName, lastName, password });
      await signIn(email, password);
      await onAccepted();
    } catch (e) {
      setError(failure(e));
      setBusy(false);
    }
  };
  return (
    <form className="card" noValidate onSubmit={(event) => void submit(event)}>
      <h2 className="section-title">{t('staff.page.createHeading')}</h2>
      {error ? <Notice text={error} /> : null}
      <TextField label={t('staff.page.email')} type="email" value={email} readOnly autoComplete="username" />
      <TextField label={t('staff.page.firstName')} autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
      <TextField label={t('staff.page.lastName')} autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
      <TextField
        label={t('staff.page.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        error={tooShort ? passwordLengthMessage(minLength) : undefined}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        label={t('staff.page.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        error={mismatch ? t('staff.page.passwordsMismatch') : undefined}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <Button type="submit" className="btn-block" disabled={busy || !ready}>
        {t('staff.page.create')}
      </Button>
    </form>
  );
}
