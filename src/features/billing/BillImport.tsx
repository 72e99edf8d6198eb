import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { API } from '../../contract/api-paths';
import { BillImportAnswerSchema, type BillImportArgs, type BillImportAnswer } from '../../contract/billing';
import { t } from '../../i18n';
import { BILLING_MESSAGES } from '../../i18n/en/billing';
import { GENERIC_FAILURE_MESSAGE } from '../../i18n/en/errors';
import { format } from '../../i18n/format';
import { onlineCall } from '../../sync/online-call';
import { uploadPhoto } from '../../app/photo-files';
import { OfflineError } from '../../sync/transport';
import { Button } from '../../ui/Button';
import './bill-import.css';
import '../../i18n/areas/billing';

/** The import's columns (BillImportArgsSchema) and an example line, shown to the estate office. */
const CSV_HEADER = 'accountNumber,unitNo,accountName,period,amount,dueDate,statementFile';
const CSV_SAMPLE = 'WC-0012,12,T Mokoena,2026-11,1850.00,2026-12-07,WC-0012-2026-11.pdf';

type Result = { ok: true; text: string } | { ok: false; text: string };

/** The stored file's id from the upload's URL ('/sdk/files/<id>'). */
const fileIdOf = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));

/**
 * Uploads each statement PDF through /sdk/files (a document), then posts the CSV with the
 * {fileName, fileId} pairs: the server imports every line or none. Online only.
 */
async function importBills(estateId: number, csvFile: File, pdfs: readonly File[], onProgress: (done: number) => void): Promise<Result> {
  const statements: BillImportArgs['statements'] = [];
  for (const [i, pdf] of pdfs.entries()) {
    try {
      const url = await uploadPhoto(new Blob([await pdf.arrayBuffer()], { type: 'application/pdf' }));
      statements.push({ fileName: pdf.name, fileId: fileIdOf(url) });
    } catch (error) {
      if (error instanceof OfflineError) return { ok: false, text: t('billing.importOffline') };
      return { ok: false, text: t('billing.importUploadFailed', { file: pdf.name, message: error instanceof Error ? error.message : '' }) };
    }
    onProgress(i + 1);
  }
  const answer = await onlineCall<unknown>(`${API.billImport}?${new URLSearchParams({ estateId: String(estateId) }).toString()}`, {
    method: 'POST',
    body: { csv: await csvFile.text(), statements } satisfies BillImportArgs,
  });
  if (answer.kind === 'offline') return { ok: false, text: t('billing.importOffline') };
  if (answer.kind === 'failed') return { ok: false, text: answer.message || GENERIC_FAILURE_MESSAGE };
  const parsed = v.safeParse(v.object({ details: v.tuple([BillImportAnswerSchema]) }), answer.body);
  if (!parsed.success) return { ok: false, text: GENERIC_FAILURE_MESSAGE };
  const done: BillImportAnswer = parsed.output.details[0];
  return { ok: true, text: format(BILLING_MESSAGES.imported, { n: done.imported, period: done.periods.join(', ') }) };
}

/**
 * The console's 'Levy bills': the estate office's month of bills from a CSV file and
 * optional statement PDFs; the answer ('{n} bills imported for {period}.') or the refusal with
 * its line. The bills reach each unit's people through sync.
 */
export function BillImport({ estateId, online }: { estateId: number; online: boolean }) {
  const id = useId();
  const [csvFile, setCsvFile] = useState<File | null>(null);
  const [pdfs, setPdfs] = useState<File[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!csvFile) {
      setResult({ ok: false, text: t('billing.importChooseCsv') });
      return;
    }
    setResult(null);
    setBusy(pdfs.length > 0 ? t('billing.importUploading', { done: 0, n: pdfs.length }) : t('billing.importSending'));
    const answer = await importBills(estateId, csvFile, pdfs, (done) =>
      setBusy(done < pdfs.length ? t('billing.importUploading', { done, n: pdfs.length }) : t('billing.importSending')),
    );
    setBusy(null);
    setResult(answer);
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`} data-testid="manager-bill-import">
      <h2 id={`${id}-heading`} className="section-title">
        {t('billing.importHeading')}
      </h2>
      <p className="muted">{t('billing.importIntro')}</p>
      <p className="muted">{t('billing.importFormat')}</p>
      <dl className="bill-import-format">
        <dt>{t('billing.importHeader')}</dt>
        <dd>
          <code>{CSV_HEADER}</code>
        </dd>
        <dt>{t('billing.importSample')}</dt>
        <dd>
          <code>{CSV_SAMPLE}</code>
        </dd>
      </dl>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-csv`}>{t('billing.importCsv')}</label>
          <input id={`${id}-csv`} type="file" accept=".csv,text/csv" onChange={(e) => setCsvFile(e.target.files?.[0] ?? null)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-pdfs`}>{t('billing.importPdfs')}</label>
          <input id={`${id}-pdfs`} type="file" accept="application/pdf,.pdf" multiple onChange={(e) => setPdfs([...(e.target.files ?? [])])} />
          {pdfs.length > 0 ? <p className="muted">{t('billing.importPdfCount', { n: pdfs.length })}</p> : null}
        </div>
        {busy ? (
          <p className="notice notice-pending" role="status">
            {busy}
          </p>
        ) : null}
        {result ? (
          <p className={`notice ${result.ok ? 'notice-success' : 'notice-error'}`} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </p>
        ) : null}
        <Button type="submit" disabled={!online || busy !== null}>
          {t('billing.importButton')}
        </Button>
      </form>
    </section>
  );
}
