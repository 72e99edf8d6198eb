import { useNavigate } from '@tanstack/react-router';
import type { Contact, ContactsSaveArgs } from '../../contract/records';
import { t, type MessageKey } from '../../i18n';
import { useSession } from '../../sync/session';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { saveContacts, useContacts } from './contacts.api';
import { useRecordForm } from './use-record-form';
import '../../i18n/areas/records';
import '../../i18n/areas/shell';

const BLANK: ContactsSaveArgs = { cellNumber: '', homeNumber: '', workNumber: '', emergencyContactName: '', emergencyContactNumber: '' };
const FIELDS: { key: keyof ContactsSaveArgs; label: MessageKey; type: string }[] = [
  { key: 'cellNumber', label: 'contacts.cell', type: 'tel' },
  { key: 'homeNumber', label: 'contacts.home', type: 'tel' },
  { key: 'workNumber', label: 'contacts.work', type: 'tel' },
  { key: 'emergencyContactName', label: 'contacts.emergencyName', type: 'text' },
  { key: 'emergencyContactNumber', label: 'contacts.emergencyNumber', type: 'tel' },
];

function fieldsOf({ userId: _user, ...fields }: Contact): ContactsSaveArgs {
  return fields;
}

/**
 * /Contacts: the user's numbers, saved through the outbox. The save's state shows on the form:
 * waiting to sync (also after a reload), the server's refusal until dismissed, or the spec's
 * success message once the server confirmed it.
 */
export function ContactsScreen() {
  const navigate = useNavigate();
  const session = useSession();
  const contact = useContacts();
  const record = useRecordForm({
    table: 'contacts',
    rowId: session?.userId,
    initial: contact === undefined ? undefined : contact ? fieldsOf(contact) : BLANK,
    save: saveContacts,
    failure: t('contacts.failure'),
  });
  const { form, row } = record;
  if (!form) return <LoadingOverlay />;

  return (
    <div>
      <TopBar title={t('contacts.title')} onBack={() => void navigate({ to: '/PersonalInformation' })} backLabel={t('app.back')} />
      <main className="page">
        <form noValidate className="card" onSubmit={record.submit}>
          {FIELDS.map((field) => (
            <TextField
              key={field.key}
              name={field.key}
              label={t(field.label)}
              type={field.type}
              inputMode={field.type === 'tel' ? 'tel' : undefined}
              value={form[field.key]}
              onChange={(e) => record.set(field.key, e.target.value)}
            />
          ))}
          {row.state === 'pending' ? (
            <p className="notice notice-pending" role="status">
              {t('contacts.pending')}
            </p>
          ) : null}
          {row.state === 'failed' ? (
            <div className="notice notice-error" role="alert">
              <p style={{ margin: 0 }}>
                {t('contacts.failure')}
                {row.error ? `: ${row.error}` : ''}
              </p>
              <Button variant="text" onClick={record.dismissRefusal}>
                {t('app.ok')}
              </Button>
            </div>
          ) : null}
          {record.error ? (
            <p className="notice notice-error" role="alert">
              {t('contacts.failure')}: {record.error}
            </p>
          ) : null}
          {record.confirmed ? (
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
