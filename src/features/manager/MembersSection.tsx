import { useState } from 'react';
import type { MemberCard } from '../../contract/manager';
import { t } from '../../i18n';
import { callMessage } from '../../sync/online-call';
import { Button } from '../../ui/Button';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { Dialog } from '../../ui/Dialog';
import { useConsole } from './console-context';
import { revokeMember, setMemberAccess } from './manager.api';

type Pending = { kind: 'removeAccess' | 'addAccess' | 'revoke'; member: MemberCard };

/** The estate's members with their access-list and gate-ban actions (immediate server calls, confirmed first). */
export function MembersSection({ estateId, online }: ConsoleSectionProps) {
  const { state, notifyMember: onNotify } = useConsole();
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
      setResult({ ok: false, text: callMessage(err, 'manager.action.failure') });
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
            <li
              key={m.id}
              className="manager-member"
              data-testid="manager-member"
              data-email={m.email}
              data-access={m.accessControl ? 'on' : 'off'}
              data-banned={m.banned ? 'yes' : 'no'}
            >
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
                <span className={`manager-chip ${m.accessControl ? 'manager-chip-on' : 'manager-chip-off'}`}>
                  {t(m.accessControl ? 'manager.members.accessOn' : 'manager.members.accessOff')}
                </span>
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
