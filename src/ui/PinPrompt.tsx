import { useState } from 'react';
import { NumberPad } from './NumberPad';

type Props = {
  title: string;
  subtitle?: string | undefined;
  /** Shown in red under the pad (e.g. the incorrect-PIN message). */
  error?: string | null | undefined;
  busy?: boolean;
  deleteLabel: string;
  /** Receives the 4 digits; the pad clears itself for the next entry. */
  onComplete: (pin: string) => void;
};

export const PIN_DIGITS = 4;

/** Title, subtitle, the number pad and an error line: one step of a PIN flow. */
export function PinPrompt({ title, subtitle, error, busy, deleteLabel, onComplete }: Props) {
  const [value, setValue] = useState('');
  return (
    <div className="pin-prompt">
      <h2 className="pin-title">{title}</h2>
      {subtitle ? <p className="muted pin-subtitle">{subtitle}</p> : null}
      <NumberPad
        value={value}
        length={PIN_DIGITS}
        label={title}
        deleteLabel={deleteLabel}
        disabled={busy}
        onChange={setValue}
        onComplete={(pin) => {
          setValue('');
          onComplete(pin);
        }}
      />
      {error ? (
        <p className="notice notice-error pin-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
