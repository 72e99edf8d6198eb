import { useEffect, useRef, type Dispatch } from 'react';
import { OTP_LENGTH, type OtpEntryAction, type OtpEntryState } from '../domain/delete-account';

/**
 * Six single-digit boxes (spec 1 section 5: 'OTP is 6 single-digit boxes'): digits only, auto-advance, backspace on an
 * empty box moves back. The delete-account code and the phone verification code both use it.
 */
export function OtpBoxes({
  state,
  dispatch,
  disabled,
  legend,
  digitLabel,
}: {
  state: OtpEntryState;
  dispatch: Dispatch<OtpEntryAction>;
  disabled?: boolean;
  /** The group's name, e.g. 'One-time code'. */
  legend: string;
  /** Each box's name: 'Digit 1 of 6'. */
  digitLabel: (n: number) => string;
}) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refocus after every digit change too, as typing moves the focus.
  useEffect(() => {
    refs.current[state.focus]?.focus();
  }, [state.focus, state.digits]);
  return (
    <fieldset className="otp-fieldset" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="otp-boxes">
        {Array.from({ length: OTP_LENGTH }, (_, i) => i).map((i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            className="otp-box"
            type="text"
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            aria-label={digitLabel(i + 1)}
            value={state.digits[i] ?? ''}
            onFocus={() => dispatch({ type: 'focus', index: i })}
            onChange={(e) => dispatch({ type: 'input', index: i, value: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Backspace') {
                e.preventDefault();
                dispatch({ type: 'backspace', index: i });
              }
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
