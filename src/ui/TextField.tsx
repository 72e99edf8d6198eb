import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string | undefined;
  /** Shown inside the field row, after the input (e.g. a show/hide button). */
  trailing?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

/** A visible label, the input, and its error text (announced through aria-describedby). */
export function TextField({ label, error, trailing, inputRef, className, ...rest }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <input id={id} ref={inputRef} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
