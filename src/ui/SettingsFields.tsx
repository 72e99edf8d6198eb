import { useId, useState, type ReactNode } from 'react';
import { t } from '../i18n';
import { Button } from './Button';
import '../i18n/areas/auth';
import '../i18n/areas/manager';

/** What SaveBar shows and calls: a settings form's outcome, state and its two actions. */
export type SaveBarState = { result: { ok: boolean; text: string } | null; busy: boolean; dirty: boolean; save: () => void; reset: () => void };

/**
 * Plain accessible building blocks of the manager console's settings forms: a section that
 * opens and closes (its content is mounted only while open, so a closed section holds no fields),
 * a checkbox, a number input and a text area, each with a visible label.
 */

export function Collapsible({
  title,
  summary,
  children,
  testId,
  level = 3,
}: {
  title: string;
  summary?: string;
  children: ReactNode;
  testId?: string;
  level?: 2 | 3 | 4;
}) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className="card manager-collapsible" style={{ padding: 0 }} data-testid={testId} data-open={open ? 'yes' : 'no'}>
      <Heading style={{ margin: 0, fontSize: level === 2 ? '1.05rem' : '1rem' }}>
        <button type="button" className="list-row" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((o) => !o)}>
          <span>{title}</span>
          {summary ? (
            <span className="muted" style={{ fontWeight: 400, marginLeft: 'auto', marginRight: 8 }}>
              {summary}
            </span>
          ) : null}
        </button>
      </Heading>
      {open ? (
        <section id={regionId} aria-label={title} style={{ padding: '0 16px 16px' }}>
          {children}
        </section>
      ) : null}
    </section>
  );
}

export function CheckField({
  label,
  checked,
  onChange,
  invalid,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A whole number; an empty field holds NaN, which the contract's schema refuses. */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  invalid,
  hint,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  invalid?: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          step={1}
          min={min}
          max={max}
          value={Number.isFinite(value) ? value : ''}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.value.trim() === '' ? Number.NaN : Number(e.target.value))}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="muted" style={{ margin: 0, fontSize: '0.85rem' }}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  maxLength,
  invalid,
  rows = 3,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  invalid?: boolean;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} maxLength={maxLength} value={value} aria-invalid={invalid ? true : undefined} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** The save line of a settings section: the outcome, Undo changes and Save (disabled offline, saying why). */
export function SaveBar({ section, online, testId }: { section: SaveBarState; online: boolean; testId?: string }) {
  const { result, busy, dirty } = section;
  return (
    <div>
      {result ? (
        <p className={`notice ${result.ok ? 'notice-success' : 'notice-error'}`} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      ) : null}
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <Button variant="secondary" disabled={busy || !dirty} onClick={section.reset}>
          {t('manager.people.reset')}
        </Button>
        <Button disabled={busy || !online} onClick={section.save} data-testid={testId}>
          {!online ? t('signup.offline') : busy ? t('manager.people.saving') : t('manager.people.save')}
        </Button>
      </div>
    </div>
  );
}
