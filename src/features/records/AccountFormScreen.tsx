import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { ACCOUNT_TYPE_OPTIONS, LEVIES, mapAccountType } from '../../domain/accounts';
import { t } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import type { Outcome } from './outbox-outcome';
import { SaveResult } from './SaveResult';
import { addAccount, editAccount, useAccount, useMyEstates, type AccountInput } from './accounts.api';

const FORM_ID = 'account-form';

/** /AddAccount (Estate, Account Type: only Levies, Unit Number, Account Number) and /EditAccount (account number). Save is in the header. */
export function AccountFormScreen({ accountID }: { accountID?: string | undefined }) {
  const navigate = useNavigate();
  const estates = useMyEstates();
  const existing = useAccount(accountID ?? '');
  const [form, setForm] = useState<AccountInput | null>(accountID ? null : { estateID: 0, accountType: LEVIES, unitNumber: '', accountNumber: '' });
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (accountID && existing && form === null) setForm({ estateID: existing.estateID, accountType: existing.accountType, unitNumber: existing.unitNumber, accountNumber: existing.accountNumber });
  }, [accountID, existing, form]);

  const back = () => void navigate({ to: '/Accounts' });
  const title = t(accountID ? 'accounts.editTitle' : 'accounts.addTitle');
  if (accountID && existing === null) {
    return (
      <div>
        <TopBar title={title} onBack={back} backLabel={t('app.back')} />
        <EmptyState message={t('accounts.notFound')} />
      </div>
    );
  }
  if (!form || !estates) return <LoadingOverlay />;

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      setOutcome(accountID ? await editAccount(accountID, form.accountNumber) : await addAccount(form));
    } catch (err) {
      setError(err instanceof Error ? err.message : t(accountID ? 'accounts.editFailed' : 'accounts.addFailed'));
    }
  };
  const set = (key: 'unitNumber' | 'accountNumber') => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setForm((f) => (f ? { ...f, [key]: value } : f));
  };
  const editing = Boolean(accountID);

  return (
    <div>
      <TopBar title={title} onBack={back} backLabel={t('app.back')}>
        <button type="submit" form={FORM_ID} className="topbar-action">
          {t('records.save')}
        </button>
      </TopBar>
      <main className="page">
        <form id={FORM_ID} noValidate className="card" onSubmit={(e) => void handleSubmit(e)}>
          <SelectField label={t('accounts.estate')} value={form.estateID || ''} disabled={editing} onChange={(e) => setForm((f) => (f ? { ...f, estateID: Number(e.target.value) } : f))}>
            <option value="">{t('records.select')}</option>
            {estates.map((estate) => (
              <option key={estate.EstateID} value={estate.EstateID}>
                {estate.estateName}
              </option>
            ))}
            {editing && existing && !estates.some((x) => x.EstateID === existing.estateID) ? <option value={existing.estateID}>{existing.context}</option> : null}
          </SelectField>
          <SelectField label={t('accounts.type')} value={mapAccountType(form.accountType)} disabled={editing} onChange={(e) => setForm((f) => (f ? { ...f, accountType: e.target.value } : f))}>
            {ACCOUNT_TYPE_OPTIONS.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <TextField name="unitNumber" label={t('accounts.unit')} value={form.unitNumber} onChange={set('unitNumber')} readOnly={editing} />
          <TextField name="accountNumber" label={t('accounts.number')} value={form.accountNumber} onChange={set('accountNumber')} />
          {error ? (
            <p className="notice notice-error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      </main>
      <SaveResult
        outcome={outcome}
        success={t(editing ? 'accounts.edited' : 'accounts.added')}
        failure={t(editing ? 'accounts.editFailed' : 'accounts.addFailed')}
        onDone={back}
        onDismiss={() => setOutcome(null)}
      />
    </div>
  );
}
