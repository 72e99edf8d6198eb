import { useId, useState, type ReactNode } from 'react';
import type { ContentKind } from '../contract/content';
import { t } from '../i18n';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { StoredImage } from '../app/StoredImage';
import { TextField } from '../ui/TextField';
import { checkImport, importContent, type ContentResult } from './content.api';
import type { ContentEditor } from './content-editor';
import { ACCEPT, uploadContentFile, type FilePurpose, type UploadedFile } from './content-files';
import '../i18n/areas/auth';
import '../i18n/areas/manager';
import '../i18n/areas/manager-content';

/**
 * The pieces every content section is made of: the outcome line, a file field
 * (pick, upload, preview), the form's buttons, the list of records with Edit and Delete (Delete
 * asks first), a JSON import, and number fields that may be empty.
 */

export function ResultLine({ result }: { result: ContentResult | null }) {
  if (!result) return null;
  return (
    <p className={`notice ${result.ok ? 'notice-success' : 'notice-error'}`} role={result.ok ? 'status' : 'alert'}>
      {result.text}
    </p>
  );
}

/** Pick a file, upload it at once (online only), then show it: a picture's preview, or the PDF's name. */
export function FileField({
  label,
  purpose,
  value,
  onUploaded,
  invalid,
  online,
  showAsPdf = purpose === 'pdf',
  testId,
}: {
  label: string;
  purpose: FilePurpose;
  /** The stored file is a PDF (its name is shown instead of a preview). */
  showAsPdf?: boolean;
  value: string;
  onUploaded: (file: UploadedFile | null) => void;
  invalid?: boolean;
  online: boolean;
  testId?: string;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    const answer = await uploadContentFile(file, purpose);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    onUploaded(answer.file);
  };

  return (
    <div className="field content-file" data-testid={testId}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={ACCEPT[purpose]}
        disabled={busy || !online}
        aria-invalid={invalid ? true : undefined}
        onChange={(e) => {
          void pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {busy ? (
        <p className="notice notice-pending" role="status">
          {t('managerContent.file.uploading')}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {value ? (
        <div className="content-file-preview" data-file-url={value}>
          {showAsPdf ? (
            <span className="content-file-pdf">{t('managerContent.file.pdfReady')}</span>
          ) : (
            <StoredImage url={value} alt={label} className="content-preview-image" />
          )}
          <Button variant="text" onClick={() => onUploaded(null)}>
            {t('managerContent.file.remove')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** A section's form: Save submits it (Enter too); the browser's own checks are off, the contract's run instead. */
export function ContentForm({ onSave, children, testId }: { onSave: () => void; children: ReactNode; testId?: string }) {
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      {children}
    </form>
  );
}

/** The outcome, Cancel while editing an existing record, and Save (disabled offline, saying why). */
export function FormActions<K extends ContentKind>({ editor, online, testId }: { editor: ContentEditor<K>; online: boolean; testId?: string }) {
  return (
    <div className="content-actions">
      <ResultLine result={editor.result} />
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        {editor.editingId !== null && !editor.singleton ? (
          <Button variant="secondary" disabled={editor.busy} onClick={editor.startNew}>
            {t('managerContent.cancelEdit')}
          </Button>
        ) : null}
        <Button type="submit" disabled={editor.busy || !online} data-testid={testId}>
          {!online ? t('signup.offline') : editor.busy ? t('managerContent.saving') : t('managerContent.save')}
        </Button>
      </div>
    </div>
  );
}

export type ListItem<R> = { key: string; title: string; detail?: string; record: R; thumb?: string };

/** The records of a section: Edit loads one into the form; Delete asks before it goes. */
export function RecordList<R>({
  items,
  empty,
  onEdit,
  onDelete,
  online,
  busy,
  extra,
  result,
  testId,
}: {
  items: ListItem<R>[] | undefined;
  /** A further action per row (e.g. Edit as JSON). */
  extra?: { label: string; onClick: (record: R) => void };
  result?: ContentResult | null;
  empty: string;
  onEdit?: (record: R) => void;
  onDelete: (record: R) => void;
  online: boolean;
  busy: boolean;
  testId?: string;
}) {
  const [pending, setPending] = useState<ListItem<R> | null>(null);
  if (items === undefined) return null;
  return (
    <>
      <ResultLine result={result ?? null} />
      {items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="list content-list" data-testid={testId}>
          {items.map((item) => (
            <li key={item.key} className="content-row" data-testid="content-row" data-title={item.title}>
              {item.thumb ? <StoredImage url={item.thumb} alt="" className="content-thumb" /> : null}
              <div className="content-row-text">
                <p className="content-row-title">{item.title}</p>
                {item.detail ? <p className="muted content-row-detail">{item.detail}</p> : null}
              </div>
              <div className="content-row-actions">
                {onEdit ? (
                  <Button variant="text" disabled={busy} onClick={() => onEdit(item.record)} aria-label={`${t('managerContent.edit')}: ${item.title}`}>
                    {t('managerContent.edit')}
                  </Button>
                ) : null}
                {extra ? (
                  <Button variant="text" disabled={busy} onClick={() => extra.onClick(item.record)} aria-label={`${extra.label}: ${item.title}`}>
                    {extra.label}
                  </Button>
                ) : null}
                <Button variant="text" disabled={busy || !online} onClick={() => setPending(item)} aria-label={`${t('managerContent.delete')}: ${item.title}`}>
                  {t('managerContent.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pending ? (
        <Dialog
          title={t('managerContent.confirmDeleteTitle')}
          onClose={() => setPending(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setPending(null)}>
                {t('manager.confirm.cancel')}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  onDelete(pending.record);
                  setPending(null);
                }}
              >
                {t('managerContent.delete')}
              </Button>
            </>
          }
        >
          <p>{t('managerContent.confirmDelete', { title: pending.title })}</p>
        </Dialog>
      ) : null}
    </>
  );
}

/**
 * Many records at once: a JSON array pasted or read from a file, checked item by item with the
 * kind's schema, then sent as one import (all or none).
 */
export function JsonImport({
  estateId,
  kind,
  online,
  example,
  text,
  onText,
  testId,
}: {
  estateId: number;
  kind: ContentKind;
  online: boolean;
  example: string;
  text: string;
  onText: (text: string) => void;
  testId?: string;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ContentResult | null>(null);

  const send = async () => {
    setResult(null);
    const checked = checkImport(kind, text);
    if (!checked.ok) {
      setResult({ ok: false, text: checked.message });
      return;
    }
    setBusy(true);
    const answer = await importContent(estateId, kind, checked.items);
    setBusy(false);
    setResult(answer);
    if (answer.ok) onText('');
  };

  return (
    <div className="content-import" data-testid={testId}>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('managerContent.import.label')}</label>
        <textarea
          id={`${id}-text`}
          className="content-code"
          rows={10}
          spellCheck={false}
          placeholder={example}
          value={text}
          onChange={(e) => {
            setResult(null);
            onText(e.target.value);
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('managerContent.import.file')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/json,.json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void file.text().then(onText);
          }}
        />
      </div>
      <p className="muted content-hint">{t('managerContent.import.hint')}</p>
      <ResultLine result={result} />
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <Button disabled={busy || !online || text.trim() === ''} onClick={() => void send()}>
          {!online ? t('signup.offline') : busy ? t('managerContent.saving') : t('managerContent.import.button')}
        </Button>
      </div>
    </div>
  );
}

/** A decimal number that may be left empty (null), e.g. an optional coordinate; what cannot be read is NaN, which the contract refuses. */
export function DecimalField({
  label,
  value,
  onChange,
  invalid,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  invalid?: boolean;
}) {
  const display = (n: number | null) => (n === null || Number.isNaN(n) ? '' : String(n));
  const [typed, setTyped] = useState<{ text: string; value: number | null }>({ text: display(value), value });
  // A value set from outside (Edit, a new form, a tap on the plan) shows as itself; what the manager typed shows as typed.
  const shown = Object.is(typed.value, value) ? typed.text : display(value);
  return (
    <TextField
      label={label}
      type="text"
      inputMode="decimal"
      value={shown}
      aria-invalid={invalid ? true : undefined}
      onChange={(e) => {
        const text = e.target.value;
        const next = text.trim() === '' ? null : Number(text.replace(',', '.'));
        setTyped({ text, value: next });
        onChange(next);
      }}
    />
  );
}

/** A link field (https:// only, as the contract checks): the url keyboard and an 'https://' placeholder. */
export function UrlField({ label, value, onChange, invalid }: { label: string; value: string; onChange: (value: string) => void; invalid?: boolean }) {
  return (
    <TextField
      label={label}
      type="url"
      inputMode="url"
      placeholder="https://"
      value={value}
      aria-invalid={invalid || undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A card with a heading, for one form or list of a section (level 2: the cards sit right under the page's h1). */
export function ContentCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className="card content-card" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
