import { useMemo, useState } from 'react';
import type { LevyRun, LevyRunBill, LevyRunBillStatus } from '../../contract/billing';
import { formatCents } from '../../domain/cards';
import { formatDate, formatDateTime } from '../../domain/locale-format';
import { t, type MessageKey } from '../../i18n';
import type { ConsoleSectionProps } from '../../ui/console-section';
import { DataTable, type DataColumn, type DataFilter } from '../../ui/DataTable';
import { useLevyRunBills, useLevyRuns } from './billing.api';
import './billing.css';
import '../../i18n/areas/billing';

const STATUS_LABEL: Record<LevyRunBillStatus, MessageKey> = {
  paid: 'levyRuns.status.paid',
  part: 'levyRuns.status.part',
  unpaid: 'levyRuns.status.unpaid',
};

const outstanding = (row: { billedCents: number; paidCents: number }) => Math.max(0, row.billedCents - row.paidCents);

/**
 * The console's 'Levy runs': every import of levy bills with what it billed and what settled
 * card payments have paid of it, and per run its units (paid, part paid, unpaid). From the
 * estate's manager scope in Dexie, so it reads offline.
 */
export function LevyRunsSection({ estateId }: ConsoleSectionProps) {
  const runs = useLevyRuns(estateId);
  const [chosen, setChosen] = useState<string | undefined>();
  const runId = chosen !== undefined && runs?.some((r) => r.id === chosen) ? chosen : runs?.[0]?.id;
  const run = runs?.find((r) => r.id === runId);
  const bills = useLevyRunBills(runId);

  const runColumns = useMemo<ReadonlyArray<DataColumn<LevyRun>>>(
    () => [
      { id: 'imported', header: t('levyRuns.col.imported'), cell: (r) => formatDateTime(r.importedAt), sortValue: (r) => r.importedAt },
      { id: 'periods', header: t('levyRuns.col.periods'), cell: (r) => r.periods.join(', '), sortValue: (r) => r.periods.join(',') },
      { id: 'units', header: t('levyRuns.col.units'), cell: (r) => r.units, sortValue: (r) => r.units, numeric: true },
      { id: 'billed', header: t('levyRuns.col.billed'), cell: (r) => formatCents(r.billedCents), sortValue: (r) => r.billedCents, numeric: true },
      { id: 'paid', header: t('levyRuns.col.paid'), cell: (r) => formatCents(r.paidCents), sortValue: (r) => r.paidCents, numeric: true },
      { id: 'outstanding', header: t('levyRuns.col.outstanding'), cell: (r) => formatCents(outstanding(r)), sortValue: outstanding, numeric: true },
      { id: 'paidBills', header: t('levyRuns.col.paidUnits'), cell: (r) => t('levyRuns.paidOf', { paid: r.paidBills, bills: r.bills }), numeric: true },
      {
        id: 'view',
        header: '',
        cell: (r) =>
          r.id === runId ? (
            <span className="muted">{t('levyRuns.viewing')}</span>
          ) : (
            <button type="button" className="levy-run-view" onClick={() => setChosen(r.id)}>
              {t('levyRuns.view')}
            </button>
          ),
      },
    ],
    [runId],
  );

  const billColumns = useMemo<ReadonlyArray<DataColumn<LevyRunBill>>>(
    () => [
      { id: 'unit', header: t('levyRuns.col.unit'), cell: (b) => b.unitNo, sortValue: (b) => b.unitNo },
      { id: 'account', header: t('levyRuns.col.account'), cell: (b) => `${b.accountNo} · ${b.accountName}`, sortValue: (b) => b.accountNo },
      { id: 'period', header: t('levyRuns.col.period'), cell: (b) => b.period, sortValue: (b) => b.period },
      { id: 'billed', header: t('levyRuns.col.billed'), cell: (b) => formatCents(b.billedCents), sortValue: (b) => b.billedCents, numeric: true },
      { id: 'paid', header: t('levyRuns.col.paid'), cell: (b) => formatCents(b.paidCents), sortValue: (b) => b.paidCents, numeric: true },
      { id: 'paidOn', header: t('levyRuns.col.paidOn'), cell: (b) => (b.paidAt ? formatDate(b.paidAt) : ''), sortValue: (b) => b.paidAt },
      { id: 'outstanding', header: t('levyRuns.col.outstanding'), cell: (b) => formatCents(outstanding(b)), sortValue: outstanding, numeric: true },
      {
        id: 'status',
        header: t('levyRuns.col.status'),
        cell: (b) => <span className={`levy-status levy-status-${b.status}`}>{t(STATUS_LABEL[b.status])}</span>,
        sortValue: (b) => b.status,
      },
    ],
    [],
  );

  const billFilters = useMemo<ReadonlyArray<DataFilter<LevyRunBill>>>(
    () => [
      {
        id: 'status',
        label: t('levyRuns.col.status'),
        options: (Object.keys(STATUS_LABEL) as LevyRunBillStatus[]).map((status) => ({ value: status, label: t(STATUS_LABEL[status]) })),
        test: (b, value) => b.status === value,
      },
    ],
    [],
  );

  return (
    <section className="levy-runs" aria-labelledby="levy-runs-heading" data-testid="levy-runs">
      <h2 id="levy-runs-heading" className="section-title">
        {t('levyRuns.heading')}
      </h2>
      <p className="muted">{t('levyRuns.intro')}</p>
      {runs === undefined ? null : runs.length === 0 ? (
        <p className="muted">{t('levyRuns.none')}</p>
      ) : (
        <>
          <DataTable label={t('levyRuns.runs')} rows={runs} rowKey={(r) => r.id} columns={runColumns} pageSize={10} testId="levy-runs-table" />
          {run && bills ? (
            <>
              <h3 className="section-subtitle">{t('levyRuns.unitsOf', { date: formatDateTime(run.importedAt) })}</h3>
              <DataTable
                label={t('levyRuns.unitsOf', { date: formatDateTime(run.importedAt) })}
                rows={bills}
                rowKey={(b) => b.id}
                columns={billColumns}
                filters={billFilters}
                searchText={(b) => `${b.unitNo} ${b.accountNo} ${b.accountName}`}
                testId="levy-run-units"
              />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
