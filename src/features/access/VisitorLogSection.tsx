import { useMemo } from 'react';
import type { GateLogEntry, GateLogKind } from '../../contract/gate';
import { addDays, estateDate } from '../../domain/estate-time';
import { formatDateTime } from '../../domain/locale-format';
import { GATE_HISTORY_DAYS } from '../../domain/gate-history';
import { t, type MessageKey } from '../../i18n';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { DataTable, type DataColumn, type DataFilter } from '../../ui/DataTable';
import { useGateLog, useZoneNames } from './access.api';
import { VisitorLogHistory } from './VisitorLogHistory';
import './visitor-log.css';
import '../../i18n/areas/access';
import '../../i18n/areas/guard';

const KIND_LABEL: Record<GateLogKind, MessageKey> = {
  resident: 'gateLog.kind.resident',
  pass: 'gateLog.kind.pass',
  pin: 'gateLog.kind.pin',
};

/** The guard console's wording of the reason: a resident's code, or a pass and PIN. */
const reasonText = (entry: GateLogEntry) => t((entry.kind === 'resident' ? `guard.reason.${entry.reason}` : `guard.passReason.${entry.reason}`) as MessageKey);

const verdictText = (entry: GateLogEntry) => t(entry.decision === 'ALLOW' ? 'guard.allow' : 'guard.deny');

const personText = (entry: GateLogEntry) => entry.person || t('gateLog.unknownPerson');

function kindText(entry: GateLogEntry): string {
  const kind = t(KIND_LABEL[entry.kind]);
  return entry.kind === 'pass' && entry.passKind && entry.passKind !== 'visitor' ? `${kind} (${t(`guard.passKind.${entry.passKind}` as MessageKey)})` : kind;
}

/**
 * The estate's visitor log in the manager console: every gate decision of the last
 * GATE_HISTORY_DAYS (a resident's QR, a visitor's pass, a delivery PIN; allowed or refused,
 * decided offline and synced later), one row each, from the synced gate scope, so it reads
 * offline; older decisions and passes through 'Search older records' (online).
 */
export function VisitorLogSection({ estateId }: ConsoleSectionProps) {
  const entries = useGateLog(estateId);
  const zones = useZoneNames(estateId);

  const columns = useMemo<ReadonlyArray<DataColumn<GateLogEntry>>>(
    () => [
      {
        id: 'time',
        header: t('gateLog.col.time'),
        cell: (e) => (
          <span title={t('gateLog.syncedAt', { time: formatDateTime(e.syncedAt) })}>
            {formatDateTime(e.decidedAt)}
            {e.syncedAt - e.decidedAt > 5 * 60_000 ? <span className="muted"> · {t('gateLog.syncedLater', { time: formatDateTime(e.syncedAt) })}</span> : null}
          </span>
        ),
        sortValue: (e) => e.decidedAt,
      },
      { id: 'kind', header: t('gateLog.col.kind'), cell: kindText, sortValue: kindText },
      { id: 'person', header: t('gateLog.col.person'), cell: personText, sortValue: personText },
      { id: 'unit', header: t('gateLog.col.unit'), cell: (e) => e.unitNo, sortValue: (e) => e.unitNo },
      { id: 'zone', header: t('gateLog.col.zone'), cell: (e) => (e.zoneId ? (zones.get(e.zoneId) ?? `#${e.zoneId}`) : '') },
      {
        id: 'verdict',
        header: t('gateLog.col.verdict'),
        cell: (e) => <span className={`guard-chip guard-chip-${e.decision.toLowerCase()}`}>{verdictText(e)}</span>,
        sortValue: (e) => e.decision,
      },
      { id: 'reason', header: t('gateLog.col.reason'), cell: reasonText },
      { id: 'guard', header: t('gateLog.col.guard'), cell: (e) => e.guardName, sortValue: (e) => e.guardName },
    ],
    [zones],
  );

  const filters = useMemo<ReadonlyArray<DataFilter<GateLogEntry>>>(() => {
    const today = estateDate();
    const weekAgo = addDays(today, -6);
    return [
      {
        id: 'kind',
        label: t('gateLog.col.kind'),
        options: (Object.keys(KIND_LABEL) as GateLogKind[]).map((kind) => ({ value: kind, label: t(KIND_LABEL[kind]) })),
        test: (e, value) => e.kind === value,
      },
      {
        id: 'verdict',
        label: t('gateLog.col.verdict'),
        options: [
          { value: 'ALLOW', label: t('guard.allow') },
          { value: 'DENY', label: t('guard.deny') },
        ],
        test: (e, value) => e.decision === value,
      },
      {
        id: 'day',
        label: t('gateLog.day'),
        options: [
          { value: 'today', label: t('gateLog.day.today') },
          { value: 'week', label: t('gateLog.day.week') },
        ],
        test: (e, value) => estateDate(e.decidedAt) >= (value === 'today' ? today : weekAgo),
      },
    ];
  }, []);

  return (
    <section className="visitor-log" aria-labelledby="visitor-log-heading" data-testid="visitor-log">
      <h2 id="visitor-log-heading" className="section-title">
        {t('gateLog.heading')}
      </h2>
      <p className="muted">{t('gateLog.intro', { days: GATE_HISTORY_DAYS })}</p>
      {entries === undefined ? null : (
        <DataTable
          label={t('gateLog.heading')}
          rows={entries}
          rowKey={(e) => e.id}
          columns={columns}
          filters={filters}
          searchText={(e) => `${e.person} ${e.unitNo} ${e.guardName} ${reasonText(e)} ${kindText(e)}`}
          empty={entries.length === 0 ? t('gateLog.none', { days: GATE_HISTORY_DAYS }) : undefined}
          testId="visitor-log-table"
        />
      )}
      <VisitorLogHistory estateId={estateId} columns={columns} />
    </section>
  );
}
