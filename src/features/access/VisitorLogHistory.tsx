import { useMemo } from 'react';
import type { GateLogEntry } from '../../contract/gate';
import type { PassRecord } from '../../contract/gate-history';
import { t } from '../../i18n';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { GateHistorySearch, passEntriesText, passStatusText, passWindowText } from '../../app/GateHistorySearch';
import '../../i18n/areas/access';
import '../../i18n/areas/gate-history';
import '../../i18n/areas/guard';

const kindText = (pass: PassRecord) => t(`guard.passKind.${pass.kind}`);

/** The passes found, as the console lists its tables. */
const PASS_COLUMNS: ReadonlyArray<DataColumn<PassRecord>> = [
  { id: 'window', header: t('gateHistory.col.window'), cell: passWindowText, sortValue: (p) => p.validFrom },
  { id: 'kind', header: t('gateLog.col.kind'), cell: kindText, sortValue: kindText },
  { id: 'holder', header: t('gateHistory.col.holder'), cell: (p) => p.holderName || t('gateLog.unknownPerson'), sortValue: (p) => p.holderName },
  { id: 'unit', header: t('gateLog.col.unit'), cell: (p) => p.unitNo, sortValue: (p) => p.unitNo },
  { id: 'entries', header: t('gateHistory.col.entries'), cell: passEntriesText, sortValue: (p) => p.entriesUsed, numeric: true },
  { id: 'status', header: t('gateHistory.col.status'), cell: passStatusText, sortValue: (p) => p.status },
];

/**
 * 'Search older records' under the visitor log: the console holds the last days of the gate;
 * older decisions are found on the server and shown in the log's own columns, passes in theirs.
 */
export function VisitorLogHistory({ estateId, columns }: { estateId: number; columns: ReadonlyArray<DataColumn<GateLogEntry>> }) {
  const sort = useMemo(() => ({ column: 'time', descending: true }), []);
  const passSort = useMemo(() => ({ column: 'window', descending: true }), []);
  return (
    <GateHistorySearch
      estateId={estateId}
      renderDecisions={(rows) => (
        <DataTable
          label={t('gateHistory.kind.decisions')}
          rows={rows}
          rowKey={(e) => e.id}
          columns={columns}
          initialSort={sort}
          testId="gate-history-decisions"
        />
      )}
      renderPasses={(rows) => (
        <DataTable
          label={t('gateHistory.kind.passes')}
          rows={rows}
          rowKey={(p) => p.id}
          columns={PASS_COLUMNS}
          initialSort={passSort}
          testId="gate-history-passes"
        />
      )}
    />
  );
}
