import { lazy, Suspense, useId } from 'react';
import { t } from '../i18n';
import './content-editing.css';
import '../i18n/areas/manager-content';

/** The editor and TipTap load on first use, into the console's own chunk (never the resident's first load); offline it comes from the service worker's precache. */
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** A labelled rich-text field (HTML in, HTML out): the toolbar editor, with a hint under it. */
export function RichTextField({
  label,
  hint,
  value,
  invalid,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  invalid?: boolean;
  onChange: (html: string) => void;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field rich-text-field">
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      <Suspense
        fallback={
          <p className="rich-text-loading muted" role="status">
            {t('managerContent.editor.loading')}
          </p>
        }
      >
        <RichTextEditor value={value} onChange={onChange} labelId={`${id}-label`} hintId={hintId} invalid={invalid} />
      </Suspense>
      {hint ? (
        <p id={hintId} className="muted content-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
