import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import type { AddressFields } from '../../contract/profile';
import { t, type MessageKey } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import type { Outcome } from './outbox-outcome';
import { SaveResult } from './SaveResult';
import { addAddress, editAddress, useAddress } from './addresses.api';
import { useMyEstates } from './accounts.api';

const FORM_ID = 'address-form';
const EMPTY: AddressFields = { estateID: 0, standNo: '', streetNoOrUnitNo: '', streetName: '', suburbName: '', localityOrCity: '', addressPostalCode: '' };
type TextKey = Exclude<keyof AddressFields, 'estateID'>;
const AFTER_ESTATE: { key: TextKey; label: MessageKey; inputMode?: 'numeric' }[] = [
  { key: 'streetNoOrUnitNo', label: 'addresses.streetNo' },
  { key: 'streetName', label: 'addresses.streetName' },
  { key: 'suburbName', label: 'addresses.suburb' },
  { key: 'localityOrCity', label: 'addresses.city' },
  { key: 'addressPostalCode', label: 'addresses.code', inputMode: 'numeric' },
];

/** /AddAddress and /EditAddress (spec 2.14): Stand/Block Number, Estate, Street No, Street Name, Suburb, City, Code. */
export function AddressFormScreen({ addressID }: { addressID?: string | undefined }) {
  const navigate = useNavigate();
  const estates = useMyEstates();
  const existing = useAddress(addressID ?? '');
  const [form, setForm] = useState<AddressFields | null>(addressID ? null : EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (addressID && existing && form === null) {
      const { estateID, standNo, streetNoOrUnitNo, streetName, suburbName, localityOrCity, addressPostalCode } = existing;
      setForm({ estateID, standNo, streetNoOrUnitNo, streetName, suburbName, localityOrCity, addressPostalCode });
    }
  }, [addressID, existing, form]);

  const back = () => void navigate({ to: '/Addresses' });
  const title = t(addressID ? 'addresses.editTitle' : 'addresses.addTitle');
  if (addressID && existing === null) {
    return (
      <div>
        <TopBar title={title} onBack={back} backLabel={t('app.back')} />
        <EmptyState message={t('addresses.notFound')} />
      </div>
    );
  }
  if (!form || !estates) return <LoadingOverlay />;

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      setOutcome(addressID ? await editAddress(addressID, form) : await addAddress(form));
    } catch (err) {
      setError(err instanceof Error ? err.message : t(addressID ? 'addresses.editFailed' : 'addresses.addFailed'));
    }
  };
  const field = (f: { key: TextKey; label: MessageKey; inputMode?: 'numeric' }) => (
    <TextField
      key={f.key}
      name={f.key}
      label={t(f.label)}
      value={form[f.key]}
      {...(f.inputMode ? { inputMode: f.inputMode } : {})}
      onChange={(e) => {
        const value = e.target.value;
        setForm((x) => (x ? { ...x, [f.key]: value } : x));
      }}
    />
  );

  return (
    <div>
      <TopBar title={title} onBack={back} backLabel={t('app.back')}>
        <button type="submit" form={FORM_ID} className="topbar-action">
          {t('records.save')}
        </button>
      </TopBar>
      <main className="page">
        <form id={FORM_ID} noValidate className="card" onSubmit={(e) => void handleSubmit(e)}>
          {field({ key: 'standNo', label: 'addresses.stand' })}
          <SelectField label={t('addresses.estate')} value={form.estateID || ''} onChange={(e) => setForm((f) => (f ? { ...f, estateID: Number(e.target.value) } : f))}>
            <option value="">{t('records.select')}</option>
            {estates.map((estate) => (
              <option key={estate.EstateID} value={estate.EstateID}>
                {estate.estateName}
              </option>
            ))}
          </SelectField>
          {AFTER_ESTATE.map(field)}
          {error ? (
            <p className="notice notice-error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      </main>
      <SaveResult
        outcome={outcome}
        success={t(addressID ? 'addresses.edited' : 'addresses.added')}
        failure={t(addressID ? 'addresses.editFailed' : 'addresses.addFailed')}
        onDone={back}
        onDismiss={() => setOutcome(null)}
      />
    </div>
  );
}
