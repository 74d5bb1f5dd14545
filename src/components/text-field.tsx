import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './field-frame';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's own error message, shown under it and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error; the id links them for screen readers. */
export function TextField({ label, error, hint, id, ref, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input ref={ref} {...control} {...input} />}
    </FieldFrame>
  );
}
