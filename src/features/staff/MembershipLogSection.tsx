import { formatDateTime } from '../../domain/locale-format';
import { useMemo, useState } from 'react';
import type { MembershipLogEntry } from '../../contract/staff-moves';
import { isUnitRole } from '../../contract/staff';
import { MemberMoveDialog, type MoveSubject } from '../../app/MemberMoveDialog';
import { roleLabel, useMembershipLog } from '../../app/member-moves';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { DataTable, type DataColumn, type DataFilter } from '../../ui/DataTable';
import '../../i18n/areas/moves';

const when = (ms: number) => formatDateTime(ms);
const personOf = (r: MembershipLogEntry) => r.personName || r.personEmail || t('moves.log.deleted');
const placeOf = (role: string, unitNo: string) =>
  role === '' ? '' : unitNo === '' ? roleLabel(role) : t('moves.log.roleAtUnit', { role: roleLabel(role), unitNo });
/** A former member the manager may move in again: the row ended a unit role of a person whose account still exists. */
const mayMoveIn = (r: MembershipLogEntry) => r.personId !== '' && r.roleAfter === '' && isUnitRole(r.roleBefore);

/**
 * The console's Membership log (issue 26): who changed whose membership, when, newest first, from
 * the rows synced to the estate's managers (so it reads offline). A row that ended a unit role
 * offers Move in (an online call).
 */
export function MembershipLogSection({ estateId, online }: ConsoleSectionProps) {
  const rows = useMembershipLog(estateId);
  const [movingIn, setMovingIn] = useState<MoveSubject | null>(null);
  const [done, setDone] = useState(false);

  const filters = useMemo<DataFilter<MembershipLogEntry>[]>(() => {
    const actions = [...new Set((rows ?? []).map((r) => r.action))];
    return [
      {
        id: 'what',
        label: t('moves.log.what'),
        options: actions.map((a) => ({ value: a, label: t(`moves.log.action.${a}`) })),
        test: (r, value) => r.action === value,
      },
    ];
  }, [rows]);

  const columns = useMemo<DataColumn<MembershipLogEntry>[]>(
    () => [
      { id: 'when', header: t('moves.log.when'), cell: (r) => <time dateTime={new Date(r.at).toISOString()}>{when(r.at)}</time>, sortValue: (r) => r.at },
      { id: 'person', header: t('moves.log.person'), cell: (r) => <strong>{personOf(r)}</strong>, sortValue: personOf },
      { id: 'what', header: t('moves.log.what'), cell: (r) => t(`moves.log.action.${r.action}`), sortValue: (r) => r.action },
      { id: 'before', header: t('moves.log.before'), cell: (r) => placeOf(r.roleBefore, r.unitBefore) },
      { id: 'after', header: t('moves.log.after'), cell: (r) => placeOf(r.roleAfter, r.unitAfter) },
      { id: 'by', header: t('moves.log.by'), cell: (r) => r.actorName, sortValue: (r) => r.actorName },
      { id: 'reason', header: t('moves.log.reason'), cell: (r) => r.reason },
      {
        id: 'actions',
        header: t('moves.log.actions'),
        cell: (r) =>
          mayMoveIn(r) ? (
            <span className="console-row-actions">
              <Button
                variant="text"
                onClick={() => {
                  setDone(false);
                  setMovingIn({ userId: r.personId, name: personOf(r), roleName: r.roleBefore, unitNo: r.unitBefore });
                }}
                aria-label={`${t('moves.action.moveIn')}: ${personOf(r)}`}
              >
                {t('moves.action.moveIn')}
              </Button>
            </span>
          ) : null,
      },
    ],
    [],
  );

  return (
    <section className="staff-panel membership-log" aria-labelledby="membership-log-heading" data-testid="membership-log">
      {done ? (
        <p className="notice notice-success" role="status">
          {t('moves.done')}
        </p>
      ) : null}
      {/* Reference material, below the people it is about: closed until the manager opens it (a phone's page stays short). */}
      <details className="membership-log-details" data-testid="membership-log-details">
        <summary>
          <h2 id="membership-log-heading" className="section-title">
            {t('moves.log.heading')}
          </h2>
          <span className="membership-log-count">{t('moves.log.count', { n: rows?.length ?? 0 })}</span>
        </summary>
        <DataTable
          label={t('moves.log.table')}
          rows={rows ?? []}
          rowKey={(r) => r.id}
          rowProps={(r) => ({ 'data-testid': 'membership-log-row', 'data-action': r.action })}
          columns={columns}
          searchText={(r) => `${personOf(r)} ${r.personEmail} ${r.unitBefore} ${r.unitAfter} ${r.actorName} ${r.reason}`}
          searchLabel={t('moves.log.search')}
          filters={filters}
          initialSort={{ column: 'when', descending: true }}
          empty={rows && rows.length === 0 ? t('moves.log.none') : undefined}
          testId="membership-log-table"
        />
      </details>
      {movingIn ? (
        <MemberMoveDialog
          kind="moveIn"
          estateId={estateId}
          online={online}
          subject={movingIn}
          onClose={() => setMovingIn(null)}
          onDone={() => {
            setMovingIn(null);
            setDone(true);
          }}
        />
      ) : null}
    </section>
  );
}
