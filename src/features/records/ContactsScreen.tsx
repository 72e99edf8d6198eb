import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ContactsSaveArgs } from '../../contract/mutations';
import { t } from '../../i18n';
import { usePendingState } from '../../sync/hooks';
import { useSession } from '../../sync/session';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { saveContacts, useContacts } from './contacts.api';

const EMPTY: ContactsSaveArgs = { cellNumber: '', homeNumber: '', workNumber: '', emergencyContactName: '', emergencyContactNumber: '' };
const FIELDS: { key: keyof ContactsSaveArgs; label: Parameters<typeof t>[0]; type: string }[] = [
  { key: 'cellNumber', label: 'contacts.cell', type: 'tel' },
  { key: 'homeNumber', label: 'contacts.home', type: 'tel' },
  { key: 'workNumber', label: 'contacts.work', type: 'tel' },
  { key: 'emergencyContactName', label: 'contacts.emergencyName', type: 'text' },
  { key: 'emergencyContactNumber', label: 'contacts.emergencyNumber', type: 'tel' },
];

export function ContactsScreen() {
  const navigate = useNavigate();
  const session = useSession();
  const contact = useContacts();
  const pending = usePendingState('contacts', session?.userId);
  const [form, setForm] = useState<ContactsSaveArgs | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const wasPending = useRef(false);

  const [edited, setEdited] = useState(false);

  // Follow the stored row (first sync, a change from another device) until the user types.
  useEffect(() => {
    if (!edited && contact !== undefined) {
      setForm(contact ? { cellNumber: contact.cellNumber, homeNumber: contact.homeNumber, workNumber: contact.workNumber, emergencyContactName: contact.emergencyContactName, emergencyContactNumber: contact.emergencyContactNumber } : EMPTY);
    }
  }, [contact, edited]);

  // pending -> null means the server acknowledged the save.
  useEffect(() => {
    if (pending.state === 'pending') wasPending.current = true;
    else if (pending.state === null && wasPending.current) {
      wasPending.current = false;
      setAcknowledged(true);
    } else if (pending.state === 'failed') wasPending.current = false;
  }, [pending.state]);

  if (form === null) return <LoadingOverlay />;

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setAcknowledged(false);
    try {
      await saveContacts(form);
      setEdited(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('contacts.failure'));
    }
  };

  return (
    <div>
      <TopBar title={t('contacts.title')} onBack={() => void navigate({ to: '/PersonalInformation' })} backLabel={t('app.back')} />
      <main className="page">
        <form noValidate className="card" onSubmit={(e) => void handleSubmit(e)}>
          {FIELDS.map((field) => (
            <TextField
              key={field.key}
              name={field.key}
              label={t(field.label)}
              type={field.type}
              inputMode={field.type === 'tel' ? 'tel' : undefined}
              value={form[field.key]}
              onChange={(e) => {
                const value = e.target.value;
                setEdited(true);
                setForm((f) => (f ? { ...f, [field.key]: value } : f));
              }}
            />
          ))}
          {pending.state === 'pending' ? (
            <p className="notice notice-pending" role="status">
              {t('contacts.pending')}
            </p>
          ) : null}
          {pending.state === 'failed' ? (
            <div className="notice notice-error" role="alert">
              <p style={{ margin: 0 }}>
                {t('contacts.failure')}
                {pending.error ? `: ${pending.error}` : ''}
              </p>
              <Button variant="text" onClick={() => void pending.dismiss()}>
                {t('app.ok')}
              </Button>
            </div>
          ) : null}
          {error ? (
            <p className="notice notice-error" role="alert">
              {t('contacts.failure')}: {error}
            </p>
          ) : null}
          {acknowledged && pending.state === null ? (
            <p className="notice notice-success" role="status">
              {t('contacts.success')}
            </p>
          ) : null}
          <Button type="submit" className="btn-block">
            {t('contacts.save')}
          </Button>
        </form>
      </main>
    </div>
  );
}
