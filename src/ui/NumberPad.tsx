import { useEffect } from 'react';
import { t } from '../i18n';
import '../i18n/areas/access';

type Props = {
  /** Digits entered so far (shown as filled dots). */
  value: string;
  length: number;
  onChange: (value: string) => void;
  /** Called once `length` digits are entered. */
  onComplete: (value: string) => void;
  /** Accessible name of the pad, e.g. the prompt above it. */
  label: string;
  deleteLabel: string;
  disabled?: boolean;
};

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', 'del'] as const;

/** A PIN pad: dots for entered digits, keys 0-9 and delete; the keyboard's digits work too. */
export function NumberPad({ value, length, onChange, onComplete, label, deleteLabel, disabled }: Props) {
  const press = (key: string) => {
    if (disabled) return;
    if (key === 'del') {
      onChange(value.slice(0, -1));
      return;
    }
    if (value.length >= length) return;
    const next = value + key;
    onChange(next);
    if (next.length === length) onComplete(next);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      if (/^[0-9]$/.test(e.key)) press(e.key);
      else if (e.key === 'Backspace') press('del');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields; a fieldset's default box would change the layout.
    <div className="numpad" role="group" aria-label={label}>
      {/* The progress is read from text (a plain div may not carry aria-label); the dots are its picture. */}
      <div className="numpad-dots" aria-live="polite" data-testid="pin-dots">
        <span className="visually-hidden">{t('pin.progress', { count: value.length, length })}</span>
        {Array.from({ length }, (_, i) => i).map((i) => (
          <span key={i} className={`numpad-dot${i < value.length ? ' numpad-dot-filled' : ''}`} aria-hidden="true" />
        ))}
      </div>
      <div className="numpad-keys">
        {KEYS.map((key) =>
          key === '' ? (
            <span key="blank" />
          ) : (
            <button
              key={key}
              type="button"
              className="numpad-key"
              disabled={disabled}
              onClick={() => press(key)}
              aria-label={key === 'del' ? deleteLabel : key}
            >
              {key === 'del' ? '⌫' : key}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
