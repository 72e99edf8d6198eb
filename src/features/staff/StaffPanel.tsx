import { formatDate } from '../../domain/locale-format';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { InviteArgsSchema, isUnitRole, type InvitableRole, type StaffInvitation, type StaffMember } from '../../contract/staff';
import { t } from '../../i18n';
import type { OnlineAnswer } from '../../sync/online-call';
import { Button } from '../../ui/Button';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { removeMember, resendInvitation, revokeInvitation, sendInvitation, useEstateInvitations, useEstateStaff } from './staff.api';
import '../../i18n/areas/staff';

type Props = {
  estateId: number;
  online: boolean;
  /** The roles the staff table lists (console: managers and guards; operator: managers). */
  listed: readonly InvitableRole[];
  /** The roles the invite form offers. */
  invitable: readonly InvitableRole[];
  heading: string;
  testId: string;
};

const roleWord = (role: string, unitNo = '') => {
  const word = t(`staff.role.${role as InvitableRole}`);
  return unitNo ? t('staff.roleWithUnit', { role: word, unitNo }) : word;
};
const day = (ms: number) => formatDate(ms);

/** What a screen says for a refused or offline call. */
const failureText = (answer: OnlineAnswer<unknown>) =>
  answer.kind === 'offline' ? t('staff.offline') : answer.kind === 'failed' ? answer.message || t('staff.failure') : '';

/**
 * An estate's staff and open invitations (rendered from Dexie, so offline too), the invite form,
 * and removing a person: the console's Staff section and the operator's Estate managers panel.
 */
export function StaffPanel({ estateId, online, listed, invitable, heading, testId }: Props) {
  const staff = useEstateStaff(estateId, listed);
  const invitations = useEstateInvitations(estateId, invitable);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const headingId = useId();
  if (staff === undefined || invitations === undefined) return null;

  const act = async (call: Promise<OnlineAnswer<unknown>>, done: string) => {
    setNotice(null);
    const answer = await call;
    setNotice(answer.kind === 'ok' ? { kind: 'success', text: done } : { kind: 'error', text: failureText(answer) });
  };

  const staffColumns: DataColumn<StaffMember>[] = [
    { id: 'name', header: t('staff.column.name'), cell: (row) => row.name, sortValue: (row) => row.name },
    { id: 'email', header: t('staff.column.email'), cell: (row) => row.email, sortValue: (row) => row.email },
    { id: 'role', header: t('staff.column.role'), cell: (row) => roleWord(row.roleName, row.unitNo), sortValue: (row) => row.roleName },
    { id: 'since', header: t('staff.column.since'), cell: (row) => day(row.since), sortValue: (row) => row.since },
    {
      id: 'actions',
      header: t('staff.column.actions'),
      cell: (row) => (
        <Button variant="secondary" disabled={!online} onClick={() => setRemoving(row)} aria-label={`${t('staff.remove')}: ${row.name}`}>
          {t('staff.remove')}
        </Button>
      ),
    },
  ];
  const now = Date.now();
  const invitationColumns: DataColumn<StaffInvitation>[] = [
    { id: 'email', header: t('staff.column.email'), cell: (row) => row.email, sortValue: (row) => row.email },
    { id: 'role', header: t('staff.column.role'), cell: (row) => roleWord(row.roleName, row.unitNo), sortValue: (row) => row.roleName },
    { id: 'sent', header: t('staff.column.sent'), cell: (row) => day(row.createdAt), sortValue: (row) => row.createdAt },
    {
      id: 'status',
      header: t('staff.column.status'),
      cell: (row) => (row.expiresAt <= now ? t('staff.status.expired') : t('staff.status.open', { date: day(row.expiresAt) })),
      sortValue: (row) => row.expiresAt,
    },
    {
      id: 'actions',
      header: t('staff.column.actions'),
      cell: (row) => (
        <span className="staff-actions">
          <Button
            variant="secondary"
            disabled={!online}
            onClick={() => void act(resendInvitation(row.id), t('staff.resent', { email: row.email }))}
            aria-label={`${t('staff.resend')}: ${row.email}`}
          >
            {t('staff.resend')}
          </Button>
          <Button
            variant="text"
            disabled={!online}
            onClick={() => void act(revokeInvitation(row.id), t('staff.revoked', { email: row.email }))}
            aria-label={`${t('staff.revoke')}: ${row.email}`}
          >
            {t('staff.revoke')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className="staff-panel" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="section-title">
        {heading}
      </h2>
      {notice ? (
        <p className={`notice notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      ) : null}
      <DataTable
        label={heading}
        rows={staff}
        rowKey={(row) => row.id}
        columns={staffColumns}
        searchText={(row) => `${row.name} ${row.email}`}
        empty={t('staff.console.noStaff')}
        testId={`${testId}-staff`}
      />
      <h3 className="section-title">{t('staff.console.invitationsHeading')}</h3>
      <DataTable
        label={t('staff.console.invitationsTable')}
        rows={invitations}
        rowKey={(row) => row.id}
        columns={invitationColumns}
        searchText={(row) => row.email}
        empty={t('staff.console.noInvitations')}
        testId={`${testId}-invitations`}
      />
      <InviteForm
        estateId={estateId}
        online={online}
        roles={invitable}
        onSent={(email) => setNotice({ kind: 'success', text: t('staff.invite.sent', { email }) })}
      />
      {removing ? (
        <RemoveDialog
          member={removing}
          online={online}
          onClose={() => setRemoving(null)}
          onDone={(text, ok) => {
            setRemoving(null);
            setNotice({ kind: ok ? 'success' : 'error', text });
          }}
        />
      ) : null}
    </section>
  );
}

function InviteForm({
  estateId,
  online,
  roles,
  onSent,
}: {
  estateId: number;
  online: boolean;
  roles: readonly InvitableRole[];
  onSent: (email: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [roleName, setRoleName] = useState<InvitableRole>(roles[0] ?? 'guard');
  const [unitNo, setUnitNo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = v.safeParse(InviteArgsSchema, { estateId, email, roleName, unitNo });
    if (!parsed.success) {
      setError(parsed.issues[0]?.message ?? t('staff.failure'));
      return;
    }
    setBusy(true);
    const answer = await sendInvitation(parsed.output);
    setBusy(false);
    if (answer.kind !== 'ok') {
      setError(failureText(answer));
      return;
    }
    setEmail('');
    setUnitNo('');
    onSent(parsed.output.email);
  };

  return (
    <form className="staff-invite card" noValidate onSubmit={(event) => void submit(event)} data-testid="staff-invite-form">
      <h3 className="section-title">{t('staff.invite.heading')}</h3>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : null}
      <TextField label={t('staff.invite.email')} type="email" name="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      {roles.length > 1 ? (
        <SelectField label={t('staff.invite.role')} name="roleName" value={roleName} onChange={(e) => setRoleName(e.target.value as InvitableRole)}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {t(`staff.role.${role}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {isUnitRole(roleName) ? <TextField label={t('staff.invite.unit')} name="unitNo" value={unitNo} onChange={(e) => setUnitNo(e.target.value)} /> : null}
      <Button type="submit" disabled={busy || !online}>
        {online ? t('staff.invite.submit') : t('staff.offline')}
      </Button>
    </form>
  );
}

function RemoveDialog({
  member,
  online,
  onClose,
  onDone,
}: {
  member: StaffMember;
  online: boolean;
  onClose: () => void;
  onDone: (text: string, ok: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const answer = await removeMember({ estateId: member.estateId, userId: member.userId, roleName: member.roleName as InvitableRole, unitNo: member.unitNo });
    onDone(answer.kind === 'ok' ? t('staff.removed', { name: member.name }) : failureText(answer), answer.kind === 'ok');
  };
  return (
    <Dialog
      title={t('staff.removeTitle', { name: member.name })}
      onClose={() => (busy ? undefined : onClose())}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('staff.cancel')}
          </Button>
          <Button variant="danger" disabled={busy || !online} onClick={() => void remove()}>
            {t('staff.remove')}
          </Button>
        </>
      }
    >
      <p>{t('staff.removeText', { name: member.name, role: roleWord(member.roleName, member.unitNo).toLowerCase() })}</p>
    </Dialog>
  );
}
