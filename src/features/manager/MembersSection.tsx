import { useCallback, useMemo, useState } from 'react';
import type { MemberCard } from '../../contract/manager';
import { isUnitRole } from '../../contract/staff';
import { MemberMoveDialog, type MoveKind } from '../../app/MemberMoveDialog';
import { t } from '../../i18n';
import { callMessage } from '../../sync/online-call';
import { Button } from '../../ui/Button';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { DataTable, type DataColumn, type DataFilter } from '../../ui/DataTable';
import { Dialog } from '../../ui/Dialog';
import { useConsole } from './console-context';
import { revokeMember, setMemberAccess } from './manager.api';
import { SendNotificationForm } from './SendSection';
import { mutate } from '../../sync/mutate';
import '../../i18n/areas/auth';
import '../../i18n/areas/concierge';
import '../../i18n/areas/console';
import '../../i18n/areas/manager';
import '../../i18n/areas/moves';
import '../../i18n/areas/shell';

type Pending = { kind: 'removeAccess' | 'addAccess' | 'revoke' | 'grantConcierge' | 'revokeConcierge'; member: MemberCard };
type Moving = { kind: MoveKind; member: MemberCard };

const nameOf = (m: MemberCard) => m.displayName || m.email;
const searchText = (m: MemberCard) => `${m.displayName} ${m.email} ${m.unitNo}`;
const rowKey = (m: MemberCard) => m.id;
const rowProps = (m: MemberCard) => ({
  'data-testid': 'manager-member',
  'data-email': m.email,
  'data-access': m.accessControl ? 'on' : 'off',
  'data-banned': m.banned ? 'yes' : 'no',
  'data-concierge': m.isConcierge ? 'yes' : 'no',
});

/**
 * The estate's members as a table (search by name, e-mail or unit; filter by role and gate status;
 * sort; pages of 50, so 5,000 members stay one screen), each row with Notify, the access-list and
 * gate-ban actions, and for a unit's people the moves (change unit/role, move out, transfer
 * ownership: immediate server calls, confirmed first).
 */
export function MembersSection({ estateId, online }: ConsoleSectionProps) {
  const { state } = useConsole();
  const [pending, setPending] = useState<Pending | null>(null);
  const [notifying, setNotifying] = useState<MemberCard | null>(null);
  const [moving, setMoving] = useState<Moving | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const members = state.members;

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'grantConcierge' || pending.kind === 'revokeConcierge') {
      // Through the outbox (offline too): the card shows it at once, the server's refusal comes back on it.
      const args = { estateId, userId: pending.member.userId };
      await (pending.kind === 'grantConcierge' ? mutate('concierge.grant', args) : mutate('concierge.revoke', args));
      setResult({ ok: true, text: t('manager.action.done') });
      setPending(null);
      return;
    }
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
      setResult({ ok: false, text: callMessage(err, 'manager.action.failure') });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  const ask = useCallback((next: Pending) => {
    setResult(null);
    setPending(next);
  }, []);

  const move = useCallback((next: Moving) => {
    setResult(null);
    setMoving(next);
  }, []);

  const filters = useMemo<DataFilter<MemberCard>[]>(() => {
    const roles = new Map(members.map((m) => [m.roleName, m.roleDisplayName]));
    return [
      {
        id: 'role',
        label: t('console.members.role'),
        options: [...roles].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label)),
        test: (m, value) => m.roleName === value,
      },
      {
        id: 'gate',
        label: t('console.members.status'),
        options: [
          { value: 'active', label: t('console.members.active') },
          { value: 'banned', label: t('manager.members.banned') },
        ],
        test: (m, value) => m.banned === (value === 'banned'),
      },
      {
        id: 'access',
        label: t('console.members.access'),
        options: [
          { value: 'on', label: t('manager.members.accessOn') },
          { value: 'off', label: t('manager.members.accessOff') },
        ],
        test: (m, value) => m.accessControl === (value === 'on'),
      },
    ];
  }, [members]);

  const columns = useMemo<DataColumn<MemberCard>[]>(
    () => [
      { id: 'name', header: t('console.members.name'), cell: (m) => <strong>{nameOf(m)}</strong>, sortValue: nameOf },
      {
        id: 'email',
        header: t('console.members.email'),
        cell: (m) => (
          <span className="console-clip" title={m.email}>
            {m.email}
          </span>
        ),
        sortValue: (m) => m.email,
      },
      { id: 'role', header: t('console.members.role'), cell: (m) => m.roleDisplayName, sortValue: (m) => m.roleDisplayName },
      { id: 'unit', header: t('console.members.unit'), cell: (m) => m.unitNo, sortValue: (m) => m.unitNo },
      {
        id: 'status',
        header: t('console.members.state'),
        cell: (m) => (
          <span className="console-chips">
            <span className={`manager-chip ${m.accessControl ? 'manager-chip-on' : 'manager-chip-off'}`}>
              {t(m.accessControl ? 'manager.members.accessOn' : 'manager.members.accessOff')}
            </span>
            {m.banned ? <span className="manager-chip manager-chip-banned">{t('manager.members.banned')}</span> : null}
            {m.isConcierge ? <span className="manager-chip manager-chip-on">{t('concierge.console.chip')}</span> : null}
          </span>
        ),
        // Revoked first when descending, then those out of the access list.
        sortValue: (m) => (m.banned ? 2 : 0) + (m.accessControl ? 0 : 1),
      },
      {
        id: 'actions',
        header: t('console.members.actions'),
        cell: (m) => (
          <span className="console-row-actions">
            <Button variant="text" onClick={() => setNotifying(m)} aria-label={`${t('manager.members.notify')}: ${nameOf(m)}`}>
              {t('manager.members.notify')}
            </Button>
            <Button
              variant="text"
              disabled={!online || busy}
              onClick={() => ask({ kind: m.accessControl ? 'removeAccess' : 'addAccess', member: m })}
              aria-label={`${t(m.accessControl ? 'console.members.removeAccess' : 'console.members.addAccess')}: ${nameOf(m)}`}
            >
              {t(m.accessControl ? 'console.members.removeAccess' : 'console.members.addAccess')}
            </Button>
            <Button
              variant="text"
              disabled={busy}
              onClick={() => ask({ kind: m.isConcierge ? 'revokeConcierge' : 'grantConcierge', member: m })}
              aria-label={`${t(m.isConcierge ? 'concierge.console.revoke' : 'concierge.console.grant')}: ${nameOf(m)}`}
            >
              {t(m.isConcierge ? 'concierge.console.revoke' : 'concierge.console.grant')}
            </Button>
            {isUnitRole(m.roleName) ? (
              <>
                <Button variant="text" disabled={busy} onClick={() => move({ kind: 'move', member: m })} aria-label={`${t('moves.action.move')}: ${nameOf(m)}`}>
                  {t('moves.action.move')}
                </Button>
                {m.roleName === 'owner' ? (
                  <Button
                    variant="text"
                    disabled={busy}
                    onClick={() => move({ kind: 'transfer', member: m })}
                    aria-label={`${t('moves.action.transfer')}: ${nameOf(m)}`}
                  >
                    {t('moves.action.transfer')}
                  </Button>
                ) : null}
                <Button
                  variant="text"
                  className="console-danger"
                  disabled={busy}
                  onClick={() => move({ kind: 'moveOut', member: m })}
                  aria-label={`${t('moves.action.moveOut')}: ${nameOf(m)}`}
                >
                  {t('moves.action.moveOut')}
                </Button>
              </>
            ) : null}
            {m.banned ? null : (
              <Button
                variant="text"
                className="console-danger"
                disabled={!online || busy}
                onClick={() => ask({ kind: 'revoke', member: m })}
                aria-label={`${t('console.members.revoke')}: ${nameOf(m)}`}
              >
                {t('console.members.revoke')}
              </Button>
            )}
          </span>
        ),
      },
    ],
    [online, busy, ask, move],
  );

  const names = { estate: state.estateName };
  const dialogText = (p: Pending) => {
    const params = { ...names, name: nameOf(p.member) };
    if (p.kind === 'grantConcierge') return { title: t('concierge.console.grantTitle'), body: t('concierge.console.grantBody', params) };
    if (p.kind === 'revokeConcierge') return { title: t('concierge.console.revokeTitle'), body: t('concierge.console.revokeBody', params) };
    if (p.kind === 'revoke') return { title: t('manager.confirm.revokeTitle'), body: t('manager.confirm.revoke', params) };
    if (p.kind === 'addAccess') return { title: t('manager.confirm.addAccessTitle'), body: t('manager.confirm.addAccess', params) };
    return { title: t('manager.confirm.removeAccessTitle'), body: t('manager.confirm.removeAccess', params) };
  };

  return (
    <section className="manager-members" aria-labelledby="manager-members-heading">
      <h2 id="manager-members-heading" className="section-title">
        {t('manager.members.heading')} <span className="muted">{t('manager.members.count', { n: members.length })}</span>
      </h2>
      {result ? (
        <p className={`notice ${result.ok ? 'notice-success' : 'notice-error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      ) : null}
      <DataTable
        label={t('manager.members.heading')}
        rows={members}
        rowKey={rowKey}
        rowProps={rowProps}
        columns={columns}
        searchText={searchText}
        searchLabel={t('console.members.search')}
        filters={filters}
        initialSort={{ column: 'name', descending: false }}
        empty={members.length === 0 ? t('manager.members.none') : undefined}
        testId="manager-members-table"
      />
      {notifying ? (
        <Dialog
          title={t('console.members.notifyTitle', { name: nameOf(notifying) })}
          onClose={() => setNotifying(null)}
          actions={
            <Button variant="secondary" onClick={() => setNotifying(null)}>
              {t('app.close')}
            </Button>
          }
        >
          <SendNotificationForm estateId={estateId} online={online} recipient={notifying.userId} />
        </Dialog>
      ) : null}
      {moving ? (
        <MemberMoveDialog
          kind={moving.kind}
          estateId={estateId}
          online={online}
          subject={{ userId: moving.member.userId, name: nameOf(moving.member), roleName: moving.member.roleName, unitNo: moving.member.unitNo }}
          candidates={members.filter((m) => m.userId !== moving.member.userId).map((m) => ({ userId: m.userId, name: `${nameOf(m)} (${m.email})` }))}
          onClose={() => setMoving(null)}
          onDone={() => {
            setMoving(null);
            setResult({ ok: true, text: t('moves.done') });
          }}
        />
      ) : null}
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
