import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ProfileDetailsSchema, type ProfileDetails } from '../../domain/profile';
import { t } from '../../i18n';
import { useOnline } from '../../sync/hooks';
import { ApiError, OfflineError } from '../../sync/transport';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Popup } from '../../ui/Popup';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { saveProfileDetails } from './profile.api';
import { useCurrentUser } from './use-profile-data';
import '../../i18n/areas/profile';
import '../../i18n/areas/records';
import '../../i18n/areas/shell';

type Errors = Partial<Record<keyof ProfileDetails, string>>;

/** /ProfileDetails (spec 2.10): Name, Surname, ID Number (a valid SA ID when given), 'update'. Online only. */
export function ProfileDetailsScreen() {
  const navigate = useNavigate();
  const online = useOnline();
  const user = useCurrentUser();
  const [form, setForm] = useState<ProfileDetails | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (user && form === null) setForm({ firstName: user.firstName, lastName: user.lastName, idNumber: user.idNumber });
  }, [user, form]);

  if (!form) return <LoadingOverlay />;

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // Every bad field at once, each under its own field (the save itself would stop at the first).
    const parsed = v.safeParse(ProfileDetailsSchema, form);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.issues) {
        const key = v.getDotPath(issue) as keyof ProfileDetails | null;
        if (key && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveProfileDetails(parsed.output);
      setResult({ ok: true, message: t('details.success') });
    } catch (error) {
      const message = error instanceof OfflineError ? t('details.offline') : error instanceof ApiError ? error.message : t('details.failure');
      setResult({ ok: false, message });
    } finally {
      setSaving(false);
    }
  };

  const set = (key: keyof ProfileDetails) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setForm((f) => (f ? { ...f, [key]: value } : f));
  };

  return (
    <div>
      <TopBar title={t('details.title')} onBack={() => void navigate({ to: '/profile' })} backLabel={t('app.back')} />
      <main className="page">
        <form noValidate className="card" onSubmit={(e) => void handleSubmit(e)}>
          <TextField
            name="firstName"
            label={t('details.firstName')}
            value={form.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
            autoComplete="given-name"
          />
          <TextField
            name="lastName"
            label={t('details.lastName')}
            value={form.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
            autoComplete="family-name"
          />
          <TextField
            name="idNumber"
            label={t('details.idNumber')}
            value={form.idNumber}
            onChange={set('idNumber')}
            error={errors.idNumber}
            inputMode="numeric"
            maxLength={13}
          />
          {!online ? (
            <p className="notice notice-error" role="alert">
              {t('details.offline')}
            </p>
          ) : null}
          <Button type="submit" className="btn-block" disabled={!online || saving}>
            {t('details.update')}
          </Button>
        </form>
      </main>
      {result?.ok ? <Popup title={t('records.success')} message={result.message} onClose={() => setResult(null)} /> : null}
      {result && !result.ok ? (
        <Dialog title={t('details.failure')} onClose={() => setResult(null)} actions={<Button onClick={() => setResult(null)}>{t('app.ok')}</Button>}>
          <p>{result.message}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
