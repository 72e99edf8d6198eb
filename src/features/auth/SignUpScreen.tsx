import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { isSaMobile, saMobileLocal, signUpErrors, titleCase, type SignUpField } from '../../domain/sign-up';
import { t } from '../../i18n';
import { FirebaseAuthError, signUp } from '../../sync/session';
import { ApiError, OfflineError } from '../../sync/transport';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Popup } from '../../ui/Popup';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { firebaseSignUpFailure, signUpRefusalKey } from './firebase-errors';
import { clearSignUpDraft, loadSignUpDraft, saveSignUpDraft, type SignUpDraft } from './signup-draft';
import { usePasswordMinLength, useSignUpEstates } from './use-public-data';
import '../../i18n/areas/auth';
import '../../i18n/areas/shell';

const EMPTY: SignUpDraft = { firstname: '', lastname: '', mobile: '', email: '', estateId: '', userType: '', unitNo: '', acceptedPrivacyPolicy: false };

export function SignUpScreen() {
  const navigate = useNavigate();
  const estates = useSignUpEstates();
  const passwordMinLength = usePasswordMinLength();
  const [form, setForm] = useState<SignUpDraft>(EMPTY);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [touched, setTouched] = useState<Partial<Record<SignUpField, boolean>>>({});
  const [showTerms, setShowTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    void loadSignUpDraft().then((draft) => {
      if (draft) setForm(draft);
    });
  }, []);

  const set = <K extends keyof SignUpDraft>(key: K, value: SignUpDraft[K]) => setForm((f) => ({ ...f, [key]: value }));
  const touch = (field: SignUpField) => setTouched((s) => ({ ...s, [field]: true }));
  const estateId = form.estateId ? Number(form.estateId) : null;
  const errors = signUpErrors({ ...form, estateId, password, confirmPassword }, { passwordMinLength });
  const shown = (field: SignUpField) => (touched[field] ? errors[field] : undefined);
  const allFilled =
    [form.firstname, form.lastname, form.mobile, form.email, form.estateId, form.userType, password, confirmPassword].every((v) => v.trim() !== '') &&
    form.acceptedPrivacyPolicy;
  const mismatch = password !== '' && confirmPassword !== '' && password !== confirmPassword;

  const openTerms = async () => {
    await saveSignUpDraft(form);
    setShowTerms(true);
    window.scrollTo(0, 0);
  };

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched({
      firstname: true,
      lastname: true,
      mobile: true,
      email: true,
      estateId: true,
      password: true,
      confirmPassword: true,
      userType: true,
      acceptedPrivacyPolicy: true,
    });
    if (Object.keys(errors).length > 0 || estateId === null) return;
    const estate = estates.data?.find((x) => x.estateId === estateId);
    setBusy(true);
    try {
      await signUp({
        firstname: titleCase(form.firstname),
        lastname: titleCase(form.lastname),
        mobile: isSaMobile(form.mobile) ? saMobileLocal(form.mobile) : form.mobile.trim(),
        estateName: estate?.estateName ?? '',
        estateId,
        email: form.email.trim().toLowerCase(),
        password,
        userType: form.userType,
        unitNo: form.unitNo.trim(),
        acceptedPrivacyPolicy: true,
        defaultEstate: estateId,
      });
      await clearSignUpDraft();
      setSuccess(true);
    } catch (err) {
      if (err instanceof OfflineError) setFailure(t('signup.offline'));
      else if (err instanceof FirebaseAuthError) setFailure(firebaseSignUpFailure(err.code));
      else if (err instanceof ApiError) {
        const key = signUpRefusalKey(err.code);
        setFailure(key ? t(key) : err.message || t('signup.failedDefault'));
      } else setFailure(t('signup.failedDefault'));
    } finally {
      setBusy(false);
    }
  };

  if (showTerms) {
    return (
      <div>
        <TopBar title={t('signup.termsTitle')} onBack={() => setShowTerms(false)} backLabel={t('signup.termsBack')} />
        <main className="page">
          <div className="card terms">{t('signup.termsBody')}</div>
          <Button onClick={() => setShowTerms(false)}>{t('signup.termsBack')}</Button>
        </main>
      </div>
    );
  }

  return (
    <div>
      <TopBar title={t('signup.title')} onBack={() => void navigate({ to: '/login' })} backLabel={t('app.back')} />
      <main className="auth-page">
        {estates.error === 'offline' ? (
          <p className="notice notice-error" role="alert">
            {t('signup.offline')}
          </p>
        ) : null}
        <form noValidate className="card" onSubmit={(e) => void handleSubmit(e)}>
          <TextField
            label={t('signup.firstName')}
            autoComplete="given-name"
            value={form.firstname}
            error={shown('firstname')}
            onChange={(e) => set('firstname', e.target.value)}
            onBlur={() => touch('firstname')}
          />
          <TextField
            label={t('signup.lastName')}
            autoComplete="family-name"
            value={form.lastname}
            error={shown('lastname')}
            onChange={(e) => set('lastname', e.target.value)}
            onBlur={() => touch('lastname')}
          />
          <TextField
            label={t('signup.mobile')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={form.mobile}
            error={shown('mobile')}
            onChange={(e) => set('mobile', e.target.value)}
            onBlur={() => touch('mobile')}
          />
          <TextField
            label={t('signup.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            error={shown('email')}
            onChange={(e) => set('email', e.target.value)}
            onBlur={() => touch('email')}
          />
          <SelectField
            label={t('signup.estate')}
            value={form.estateId}
            error={shown('estateId')}
            onChange={(e) => set('estateId', e.target.value)}
            onBlur={() => touch('estateId')}
          >
            <option value="">{estates.data ? t('signup.estatePlaceholder') : t('signup.estatesLoading')}</option>
            {(estates.data ?? []).map((estate) => (
              <option key={estate.estateId} value={String(estate.estateId)}>
                {estate.estateName}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('signup.password')}
            type="password"
            autoComplete="new-password"
            value={password}
            error={shown('password')}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => touch('password')}
          />
          <TextField
            label={t('signup.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            error={mismatch ? t('signup.passwordsMismatch') : shown('confirmPassword')}
            onChange={(e) => setConfirmPassword(e.target.value)}
            onBlur={() => touch('confirmPassword')}
          />
          <SelectField
            label={t('signup.userType')}
            value={form.userType}
            error={shown('userType')}
            onChange={(e) => set('userType', e.target.value)}
            onBlur={() => touch('userType')}
          >
            <option value="">{t('signup.userTypePlaceholder')}</option>
            <option value="resident">{t('signup.userType.resident')}</option>
            <option value="owner">{t('signup.userType.owner')}</option>
            <option value="visitor">{t('signup.userType.visitor')}</option>
          </SelectField>
          <TextField
            label={t('signup.unitNo')}
            autoComplete="off"
            maxLength={20}
            aria-describedby="signup-unit-hint"
            value={form.unitNo}
            onChange={(e) => set('unitNo', e.target.value)}
          />
          <p id="signup-unit-hint" className="muted">
            {t('signup.unitNoHint')}
          </p>
          <div className="check">
            <input id="signup-terms" type="checkbox" checked={form.acceptedPrivacyPolicy} onChange={(e) => set('acceptedPrivacyPolicy', e.target.checked)} />
            <label htmlFor="signup-terms">{t('signup.terms')}</label>
          </div>
          <button type="button" className="link-btn" onClick={() => void openTerms()}>
            {t('signup.viewTerms')}
          </button>
          <Button type="submit" className="btn-block" style={{ marginTop: 12 }} disabled={!allFilled || mismatch || busy}>
            {t('signup.submit')}
          </Button>
          <p className="center">
            <Link to="/login">{t('signup.haveAccount')}</Link>
          </p>
        </form>
      </main>
      {busy ? <LoadingOverlay /> : null}
      {success ? (
        <Popup title={t('signup.successTitle')} message={t('signup.successBody')} ms={2000} onClose={() => void navigate({ to: '/home', replace: true })} />
      ) : null}
      {failure ? (
        <Dialog title={t('signup.failedTitle')} onClose={() => setFailure(null)} actions={<Button onClick={() => setFailure(null)}>{t('app.ok')}</Button>}>
          <p>{failure}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
