import { ConsoleFold } from '../../ui/ConsoleFold';
import { useMemo, useState } from 'react';
import { estateClock } from '../../domain/estate-time';
import { t } from '../../i18n';
import { Switch } from '../../app/FormParts';
import { callMessage } from '../../sync/online-call';
import { Button } from '../../ui/Button';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { saveResidentLimit, useResidentLimits, type ResidentRow } from './invite-limits.api';
import '../../i18n/areas/invite-limits';
import '../../i18n/areas/shell';

type Editing = { row: ResidentRow; invitesDisabled: boolean; maximumVisitors: string };

const nameOf = (row: ResidentRow) => row.member.displayName || row.member.email;

/**
 * The manager console's residents' visitor invites (People group): each unit person's own block
 * and daily cap (spec 2 section 6), changed online; the resident's devices get it through sync.
 */
export function ResidentInvitesConsole({ estateId, online }: ConsoleSectionProps) {
  const rows = useResidentLimits(estateId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const today = estateClock(new Date()).date;

  const columns = useMemo<DataColumn<ResidentRow>[]>(
    () => [
      { id: 'name', header: t('inviteLimits.console.name'), cell: nameOf, sortValue: nameOf },
      { id: 'unit', header: t('inviteLimits.console.unit'), cell: (r) => r.member.unitNo, sortValue: (r) => r.member.unitNo },
      {
        id: 'state',
        header: t('inviteLimits.console.state'),
        cell: (r) => (r.limit?.invitesDisabled ? t('inviteLimits.console.disabled') : t('inviteLimits.console.allowed')),
      },
      {
        id: 'maximum',
        header: t('inviteLimits.console.maximum'),
        numeric: true,
        cell: (r) => (r.limit && r.limit.maximumVisitors > 0 ? String(r.limit.maximumVisitors) : t('inviteLimits.console.unitOnly')),
      },
      {
        id: 'used',
        header: t('inviteLimits.console.usedToday'),
        numeric: true,
        cell: (r) => String(r.limit?.invitesDay === today ? r.limit.invitesUsed : 0),
      },
      {
        id: 'edit',
        header: '',
        cell: (r) => (
          <Button
            variant="text"
            aria-label={`${t('inviteLimits.console.edit')}: ${nameOf(r)}`}
            onClick={() => {
              setResult(null);
              setEditing({ row: r, invitesDisabled: r.limit?.invitesDisabled ?? false, maximumVisitors: String(r.limit?.maximumVisitors ?? 0) });
            }}
          >
            {t('inviteLimits.console.edit')}
          </Button>
        ),
      },
    ],
    [today],
  );

  const save = async () => {
    if (!editing) return;
    if (!online) {
      setResult({ ok: false, text: t('inviteLimits.offline') });
      setEditing(null);
      return;
    }
    setBusy(true);
    try {
      await saveResidentLimit(estateId, {
        userId: editing.row.member.userId,
        invitesDisabled: editing.invitesDisabled,
        maximumVisitors: Number(editing.maximumVisitors),
      });
      setResult({ ok: true, text: t('inviteLimits.saved') });
      setEditing(null);
    } catch (err) {
      setResult({ ok: false, text: callMessage(err, 'inviteLimits.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="resident-invites-heading">
      <ConsoleFold headingId="resident-invites-heading" title={t('inviteLimits.console.heading')} testId="resident-invites-fold">
        <p className="muted">{t('inviteLimits.console.intro')}</p>
        {result ? (
          <p className={`notice ${result.ok ? 'notice-success' : 'notice-error'}`} role="status">
            {result.text}
          </p>
        ) : null}
        <DataTable
          label={t('inviteLimits.console.table')}
          rows={rows ?? []}
          rowKey={(r) => r.member.id}
          columns={columns}
          searchText={(r) => `${nameOf(r)} ${r.member.email} ${r.member.unitNo}`}
          searchLabel={t('inviteLimits.console.search')}
          empty={t('inviteLimits.console.none')}
          testId="resident-invites"
        />
        {editing ? (
          <Dialog
            title={t('inviteLimits.dialog.title', { name: nameOf(editing.row) })}
            onClose={() => setEditing(null)}
            actions={
              <>
                <Button variant="secondary" disabled={busy} onClick={() => setEditing(null)}>
                  {t('inviteLimits.dialog.cancel')}
                </Button>
                <Button disabled={busy} onClick={() => void save()}>
                  {t('inviteLimits.dialog.save')}
                </Button>
              </>
            }
          >
            <Switch
              name="invitesDisabled"
              label={t('inviteLimits.dialog.disabled')}
              checked={editing.invitesDisabled}
              onChange={(on) => setEditing({ ...editing, invitesDisabled: on })}
            />
            <TextField
              label={t('inviteLimits.dialog.maximum')}
              name="maximumVisitors"
              type="number"
              inputMode="numeric"
              min={0}
              max={500}
              value={editing.maximumVisitors}
              onChange={(e) => setEditing({ ...editing, maximumVisitors: e.target.value })}
            />
            {result && !result.ok ? (
              <p className="notice notice-error" role="alert">
                {result.text}
              </p>
            ) : null}
          </Dialog>
        ) : null}
      </ConsoleFold>
    </section>
  );
}
