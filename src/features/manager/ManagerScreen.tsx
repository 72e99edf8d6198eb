import { useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import type { GateEvent } from '../../contract/gate';
import type { MemberCard } from '../../contract/manager';
import { t, type MessageKey } from '../../i18n';
import { useOnline } from '../../sync/hooks';
import { ApiError, OfflineError } from '../../sync/transport';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import {
  CONSOLE_NOTIFICATION_TYPES,
  revokeMember,
  sendFormError,
  sendNotification,
  setMemberAccess,
  useManagerState,
  type ConsoleNotificationType,
  type ManagerState,
  type SendForm,
} from './manager.api';
import { PeopleRequests } from './PeopleRequests';
import { PeopleSettings } from './PeopleSettings';
import { InviteSettings } from './InviteSettings';
import { UnitLimits } from './UnitLimits';
import { ManagerBookings } from './BookingRequests';
import { BillImport } from './BillImport';

const SEND_FORM_ID = 'manager-send-form';
const EMPTY_FORM: SendForm = { title: '', description: '', url: '', type: 'Estate Manager', userId: '' };

/** The server's message for a refused call, the offline message, or the fallback. */
function messageOf(error: unknown, fallback: MessageKey): string {
  if (error instanceof OfflineError) return t('signup.offline');
  if (error instanceof ApiError && error.message) return error.message;
  return t(fallback);
}

/**
 * /manager: the estate manager console for the current estate. The member list and gate events
 * come from Dexie (synced `manager:` and `gate:` scopes); sending and member actions are
 * immediate server calls, so they need a connection.
 */
export function ManagerScreen({ onBack }: { onBack: () => void }) {
  const state = useManagerState();
  const online = useOnline();
  const [recipient, setRecipient] = useState('');

  /** Addresses the form to one member and brings it into view, ready to type. */
  const notifyMember = (userId: string) => {
    setRecipient(userId);
    const formEl = document.getElementById(SEND_FORM_ID);
    formEl?.scrollIntoView({ block: 'start' });
    formEl?.querySelector<HTMLInputElement>('input[name="title"]')?.focus({ preventScroll: true });
  };

  if (state === undefined) return <LoadingOverlay />;
  if (state === null) return null;

  return (
    <div>
      <TopBar title={t('manager.title')} onBack={onBack} backLabel={t('app.back')} />
      <main className="page manager-page">
        {!state.isManager || state.estateId === undefined ? (
          <EmptyState message={t('home.notAvailable')} />
        ) : (
          <>
            <p className="muted manager-estate">{state.estateName}</p>
            {online ? null : (
              <p className="notice notice-error" role="status" data-testid="manager-offline">
                {t('manager.offlineNotice')}
              </p>
            )}
            <section className="card" style={{ padding: 0 }}>
              <Link to="/manager/content" className="list-row" data-testid="manager-content-link">
                <span>
                  <strong>{t('managerContent.link')}</strong>
                  <br />
                  <span className="muted">{t('managerContent.linkIntro')}</span>
                </span>
              </Link>
            </section>
            <PeopleRequests estateId={state.estateId} online={online} />
            <ManagerBookings estateId={state.estateId} online={online} />
            <BillImport estateId={state.estateId} online={online} />
            <SendSection estateId={state.estateId} members={state.members} online={online} recipient={recipient} onRecipient={setRecipient} />
            <MembersSection state={state} estateId={state.estateId} online={online} onNotify={notifyMember} />
            <EventsSection events={state.events} members={state.members} />
            <UnitLimits estateId={state.estateId} online={online} />
            <PeopleSettings estateId={state.estateId} online={online} />
            <InviteSettings estateId={state.estateId} online={online} />
          </>
        )}
      </main>
    </div>
  );
}

function SendSection({
  estateId,
  members,
  online,
  recipient,
  onRecipient,
}: {
  estateId: number;
  members: MemberCard[];
  online: boolean;
  recipient: string;
  onRecipient: (userId: string) => void;
}) {
  const [form, setForm] = useState<Omit<SendForm, 'userId'>>(EMPTY_FORM);
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
      setSent(t('manager.send.sent', { n }));
      setForm(EMPTY_FORM);
    } catch (err) {
      setError(messageOf(err, 'manager.send.failure'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby={`${messageId}-heading`}>
      <h2 id={`${messageId}-heading`} className="section-title">
        {t('manager.send.heading')}
      </h2>
      <form id={SEND_FORM_ID} noValidate onSubmit={(e) => void submit(e)}>
        <TextField label={t('manager.send.title')} name="title" value={form.title} maxLength={200} onChange={(e) => set({ title: e.target.value })} />
        <div className="field">
          <label htmlFor={messageId}>{t('manager.send.message')}</label>
          <textarea id={messageId} name="message" rows={4} maxLength={4000} value={form.description} onChange={(e) => set({ description: e.target.value })} />
        </div>
        <TextField label={t('manager.send.link')} name="url" type="url" inputMode="url" placeholder="https://" value={form.url} onChange={(e) => set({ url: e.target.value })} />
        <SelectField label={t('manager.send.type')} name="type" value={form.type} onChange={(e) => set({ type: e.target.value as ConsoleNotificationType })}>
          {CONSOLE_NOTIFICATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`manager.send.type.${type}`)}
            </option>
          ))}
        </SelectField>
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
        <Button type="submit" className="btn-block" disabled={busy || !online} data-testid="manager-send">
          {!online ? t('signup.offline') : busy ? t('manager.send.sending') : t('manager.send.button')}
        </Button>
      </form>
    </section>
  );
}

type Pending = { kind: 'removeAccess' | 'addAccess' | 'revoke'; member: MemberCard };

function MembersSection({ state, estateId, online, onNotify }: { state: ManagerState; estateId: number; online: boolean; onNotify: (userId: string) => void }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const confirm = async () => {
    if (!pending) return;
    if (!online) {
      setResult({ ok: false, text: t('signup.offline') });
      setPending(null);
      return;
    }
    setBusy(true);
    try {
      const { kind, member } = pending;
      if (kind === 'revoke') await revokeMember(estateId, member.userId);
      else await setMemberAccess(estateId, member.userId, kind === 'addAccess');
      setResult({ ok: true, text: t('manager.action.done') });
    } catch (err) {
      setResult({ ok: false, text: messageOf(err, 'manager.action.failure') });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const names = { estate: state.estateName };
  const dialogText = (p: Pending) => {
    const params = { ...names, name: p.member.displayName || p.member.email };
    if (p.kind === 'revoke') return { title: t('manager.confirm.revokeTitle'), body: t('manager.confirm.revoke', params) };
    if (p.kind === 'addAccess') return { title: t('manager.confirm.addAccessTitle'), body: t('manager.confirm.addAccess', params) };
    return { title: t('manager.confirm.removeAccessTitle'), body: t('manager.confirm.removeAccess', params) };
  };

  return (
    <section className="manager-members" aria-labelledby="manager-members-heading">
      <h2 id="manager-members-heading" className="section-title">
        {t('manager.members.heading')} <span className="muted">{t('manager.members.count', { n: state.members.length })}</span>
      </h2>
      {result ? (
        <p className={`notice ${result.ok ? 'notice-success' : 'notice-error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      ) : null}
      {state.members.length === 0 ? (
        <p className="muted">{t('manager.members.none')}</p>
      ) : (
        <ul className="list manager-member-list">
          {state.members.map((m) => (
            <li key={m.id} className="manager-member" data-testid="manager-member" data-email={m.email} data-access={m.accessControl ? 'on' : 'off'} data-banned={m.banned ? 'yes' : 'no'}>
              <div className="manager-member-head">
                <p className="manager-member-name">{m.displayName || m.email}</p>
                <Button variant="text" onClick={() => onNotify(m.userId)} aria-label={`${t('manager.members.notify')}: ${m.displayName || m.email}`}>
                  {t('manager.members.notify')}
                </Button>
              </div>
              <p className="muted">
                {m.roleDisplayName}
                {m.unitNo ? ` · ${t('manager.members.unit', { unit: m.unitNo })}` : ''}
              </p>
              <p className="muted manager-member-email">{m.email}</p>
              <p className="manager-chips">
                <span className={`manager-chip ${m.accessControl ? 'manager-chip-on' : 'manager-chip-off'}`}>{t(m.accessControl ? 'manager.members.accessOn' : 'manager.members.accessOff')}</span>
                {m.banned ? <span className="manager-chip manager-chip-banned">{t('manager.members.banned')}</span> : null}
              </p>
              <div className="manager-member-actions">
                <Button
                  variant="secondary"
                  disabled={!online || busy}
                  onClick={() => {
                    setResult(null);
                    setPending({ kind: m.accessControl ? 'removeAccess' : 'addAccess', member: m });
                  }}
                >
                  {t(m.accessControl ? 'manager.members.removeAccess' : 'manager.members.addAccess')}
                </Button>
                {m.banned ? null : (
                  <Button
                    variant="secondary"
                    disabled={!online || busy}
                    onClick={() => {
                      setResult(null);
                      setPending({ kind: 'revoke', member: m });
                    }}
                  >
                    {t('manager.members.revoke')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pending ? (
        <Dialog
          title={dialogText(pending).title}
          onClose={() => (busy ? undefined : setPending(null))}
          actions={
            <>
              <Button variant="secondary" disabled={busy} onClick={() => setPending(null)}>
                {t('manager.confirm.cancel')}
              </Button>
              <Button disabled={busy} onClick={() => void confirm()}>
                {t('manager.confirm.ok')}
              </Button>
            </>
          }
        >
          <p>{dialogText(pending).body}</p>
        </Dialog>
      ) : null}
    </section>
  );
}

const reasonKey = (reason: string) => `guard.reason.${reason}` as MessageKey;

function EventsSection({ events, members }: { events: GateEvent[]; members: MemberCard[] }) {
  const names = new Map(members.map((m) => [m.userId, m.displayName || m.email]));
  return (
    <section className="manager-events" aria-labelledby="manager-events-heading">
      <h2 id="manager-events-heading" className="section-title">
        {t('manager.events.heading')}
      </h2>
      {events.length === 0 ? (
        <p className="muted">{t('manager.events.none')}</p>
      ) : (
        <ul className="list guard-events">
          {events.map((event) => (
            <li key={event.id} className="list-row" data-decision={event.decision}>
              <span className={`guard-chip guard-chip-${event.decision.toLowerCase()}`}>{t(event.decision === 'ALLOW' ? 'guard.allow' : 'guard.deny')}</span>
              <span>{event.residentUserId ? (names.get(event.residentUserId) ?? t('manager.events.unknownPerson')) : t(reasonKey(event.reason))}</span>
              {event.residentUserId ? <span className="muted">{t(reasonKey(event.reason))}</span> : null}
              <span className="muted">{new Date(event.scannedAt).toLocaleString()}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
