import { useId, type TextareaHTMLAttributes } from 'react';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  /** Marks the text invalid (the dialog shows its message beside the buttons). */
  invalid?: boolean;
};

/** A visible label and a text area: a decision's reason, a note. */
export function TextAreaField({ label, invalid, className, ...rest }: Props) {
  const id = useId();
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={invalid ? true : undefined} {...rest} />
    </div>
  );
}
