import { useId, useState, type FormEvent } from 'react';
import type { MemberCard } from '../../contract/manager';
import { t } from '../../i18n';
import { callMessage } from '../../sync/online-call';
import { Button } from '../../ui/Button';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useConsole } from './console-context';
import { CONSOLE_NOTIFICATION_TYPES, sendFormError, sendNotification, type ConsoleNotificationType, type SendForm } from './manager.api';
import '../../i18n/areas/auth';
import '../../i18n/areas/manager';

const EMPTY_FORM: Omit<SendForm, 'userId'> = { title: '', description: '', url: '', type: 'Estate Manager' };

/** Today's Send a notification: to the whole estate or one member (an immediate server call). */
export function SendSection({ estateId, online }: ConsoleSectionProps) {
  const { state } = useConsole();
  const headingId = useId();
  const [recipient, setRecipient] = useState('');
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {t('manager.send.heading')}
      </h2>
      <SendNotificationForm estateId={estateId} online={online} recipient={recipient} onRecipient={setRecipient} members={state.members} />
    </section>
  );
}

/**
 * The notification form. With `members` and `onRecipient` it offers the recipient (the whole estate
 * or one member); without, it goes to `recipient` only (a member row's Notify).
 */
export function SendNotificationForm({
  estateId,
  online,
  recipient,
  onRecipient,
  members,
  onSent,
}: {
  estateId: number;
  online: boolean;
  recipient: string;
  onRecipient?: (userId: string) => void;
  members?: readonly MemberCard[];
  onSent?: (text: string) => void;
}) {
  const [form, setForm] = useState(EMPTY_FORM);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const messageId = useId();
  const set = (patch: Partial<SendForm>) => {
    setSent(null);
    setForm((f) => ({ ...f, ...patch }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSent(null);
    const full: SendForm = { ...form, userId: recipient };
    const invalid = sendFormError(estateId, full);
    if (invalid) {
      setError(invalid);
      return;
    }
    if (!online) {
      setError(t('signup.offline'));
      return;
    }
    setBusy(true);
    try {
      const n = await sendNotification(estateId, full);
      const text = t('manager.send.sent', { n });
      setSent(text);
      setForm(EMPTY_FORM);
      onSent?.(text);
    } catch (err) {
      setError(callMessage(err, 'manager.send.failure'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="send-form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField label={t('manager.send.title')} name="title" value={form.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} />
      <div className="field">
        <label htmlFor={messageId}>{t('manager.send.message')}</label>
        <textarea id={messageId} name="message" rows={4} maxLength={4000} value={form.description} onChange={(e) => set({ description: e.target.value })} />
      </div>
      <TextField
        label={t('manager.send.link')}
        name="url"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={form.url}
        onChange={(e) => set({ url: e.target.value })}
      />
      <SelectField label={t('manager.send.type')} name="type" value={form.type} onChange={(e) => set({ type: e.target.value as ConsoleNotificationType })}>
        {CONSOLE_NOTIFICATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`manager.send.type.${type}`)}
          </option>
        ))}
      </SelectField>
      {members && onRecipient ? (
        <SelectField
          label={t('manager.send.recipient')}
          name="recipient"
          value={recipient}
          onChange={(e) => {
            setSent(null);
            onRecipient(e.target.value);
          }}
        >
          <option value="">{t('manager.send.wholeEstate')}</option>
          {members.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.displayName || m.email} ({m.roleDisplayName}
              {m.unitNo ? `, ${t('manager.members.unit', { unit: m.unitNo })}` : ''})
            </option>
          ))}
        </SelectField>
      ) : null}
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      {sent ? (
        <p className="notice notice-success" role="status">
          {sent}
        </p>
      ) : null}
      <Button type="submit" disabled={busy || !online} data-testid="manager-send">
        {!online ? t('signup.offline') : busy ? t('manager.send.sending') : t('manager.send.button')}
      </Button>
    </form>
  );
}
