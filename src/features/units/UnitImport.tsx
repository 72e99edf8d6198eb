import { useId, useMemo, useState } from 'react';
import type { UnitImportPreview, UnitImportRow } from '../../contract/units';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { DataTable, type DataColumn, type DataFilter } from '../../ui/DataTable';
import { previewUnitImport, readCsvFile, runUnitImport } from './units.api';
import '../../i18n/areas/units';

const SAMPLE = 'Unit number,Block,Type,Owner e-mail\n12,A,apartment,owner@example.com\n14,A,townhouse,';

type Checked = { csv: string; preview: UnitImportPreview };

/**
 * The CSV import, a panel above the units table (wide enough for the preview): the file is checked by the server's dry run first, which answers each row's
 * problem; the rows show in a table and Import is enabled only when no row has one. The import
 * writes every row or none (the server checks again).
 */
export function UnitImport({
  estateId,
  online,
  onClose,
  onDone,
}: {
  estateId: number;
  online: boolean;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);

  const check = async () => {
    setError(null);
    setChecked(null);
    if (!file) {
      setError(t('units.import.chooseFile'));
      return;
    }
    const read = await readCsvFile(file);
    if (!read.ok) {
      setError(read.message);
      return;
    }
    setBusy('checking');
    const answer = await previewUnitImport(estateId, read.value);
    setBusy(null);
    if (answer.ok) setChecked({ csv: read.value, preview: answer.value });
    else setError(answer.message);
  };

  const run = async () => {
    if (!checked?.preview.ready) return;
    setBusy('importing');
    const answer = await runUnitImport(estateId, checked.csv);
    setBusy(null);
    if (answer.ok) onDone(t('units.import.done', { n: answer.value.imported, invited: answer.value.invited }));
    else {
      setError(answer.message);
      setChecked(null);
    }
  };

  const preview = checked?.preview;
  return (
    <section className="unit-import-panel" aria-labelledby={`${id}-title`} data-testid="unit-import">
      <h3 id={`${id}-title`} className="section-title">
        {t('units.import.title')}
      </h3>
      <div>
        <p className="muted">{t('units.import.format')}</p>
        <p className="muted">{t('units.import.sample')}</p>
        <pre className="unit-import-sample">{SAMPLE}</pre>
        <div className="field">
          <label htmlFor={`${id}-csv`}>{t('units.import.file')}</label>
          <input
            id={`${id}-csv`}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setChecked(null);
              setError(null);
            }}
          />
        </div>
        {error ? (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        ) : null}
        {preview?.fileProblem ? (
          <p className="notice notice-error" role="alert" data-testid="unit-import-file-problem">
            {preview.fileProblem}
          </p>
        ) : null}
        {preview && preview.fileProblem === '' ? (
          <>
            <p className={`notice ${preview.ready ? 'notice-success' : 'notice-error'}`} role="status" data-testid="unit-import-summary">
              {preview.ready ? t('units.import.ready', { n: preview.rows.length }) : t('units.import.problems', { n: preview.problems })}
            </p>
            <PreviewTable rows={preview.rows} />
          </>
        ) : null}
        <div className="row" style={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 8 }}>
          <Button variant="secondary" onClick={onClose}>
            {t('units.import.close')}
          </Button>
          <Button variant="secondary" disabled={!online || busy !== null} onClick={() => void check()} data-testid="unit-import-check">
            {busy === 'checking' ? t('units.import.checking') : t('units.import.preview')}
          </Button>
          <Button disabled={!online || busy !== null || !preview?.ready} onClick={() => void run()} data-testid="unit-import-run">
            {busy === 'importing' ? t('units.import.running') : t('units.import.run', { n: preview?.ready ? preview.rows.length : 0 })}
          </Button>
        </div>
      </div>
    </section>
  );
}

function PreviewTable({ rows }: { rows: readonly UnitImportRow[] }) {
  const columns = useMemo<DataColumn<UnitImportRow>[]>(
    () => [
      { id: 'line', header: t('units.import.column.line'), cell: (r) => r.line, sortValue: (r) => r.line, numeric: true },
      { id: 'unit', header: t('units.import.column.unit'), cell: (r) => r.unitNo },
      { id: 'block', header: t('units.import.column.block'), cell: (r) => r.block },
      { id: 'type', header: t('units.import.column.type'), cell: (r) => r.unitType },
      { id: 'email', header: t('units.import.column.email'), cell: (r) => r.ownerEmail },
      {
        id: 'problem',
        header: t('units.import.column.problem'),
        cell: (r) => (r.problem ? <span className="unit-import-problem">{r.problem}</span> : <span className="muted">{t('units.import.ok')}</span>),
      },
    ],
    [],
  );
  const filters = useMemo<DataFilter<UnitImportRow>[]>(
    () => [
      {
        id: 'rows',
        label: t('units.import.filter.rows'),
        options: [{ value: 'problems', label: t('units.import.filter.problems') }],
        test: (row) => row.problem !== '',
      },
    ],
    [],
  );
  return (
    <DataTable
      label={t('units.import.previewLabel')}
      rows={rows}
      rowKey={(r) => String(r.line)}
      columns={columns}
      filters={filters}
      pageSize={20}
      testId="unit-import-rows"
    />
  );
}
