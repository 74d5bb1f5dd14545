import type { FormEvent, ReactNode } from 'react';
import type { FieldError, FieldValues } from 'react-hook-form';
import type { BtaxFlags } from '@/domain/contracts/business-tax';
import { FormFeedback } from '@/components/form-feedback';
import type { RulesForm } from '@/components/use-rules-form';
import { BinController } from './bin-controller';

/**
 * The frame of every business-tax search form: its feedback, the BIN field, the fields after it
 * (`children`) and the submit button, which stays off while the search runs.
 */
export function BinSearchFrame<T extends FieldValues & { bin: string }>({
  label,
  idPrefix,
  flags,
  form,
  submitText,
  onSubmit,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  idPrefix: string;
  flags: BtaxFlags;
  form: Pick<RulesForm<T>, 'control' | 'feedback' | 'errors' | 'isSubmitting'>;
  submitText: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children?: ReactNode;
}) {
  const submitting = form.isSubmitting;
  // `bin` is a plain string field, so its error is a FieldError.
  const binError = form.errors.bin as FieldError | undefined;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={label}>
      <FormFeedback feedback={form.feedback} idPrefix={idPrefix} />
      <BinController
        control={form.control}
        idPrefix={idPrefix}
        freeText={Boolean(flags.BTAX_BIN_INPUT_FREE_TEXT)}
        error={binError?.message}
      />
      {children}
      <div className="actions">
        <button type="submit" className="button" disabled={submitting} aria-busy={submitting || undefined}>
          {submitText}
        </button>
      </div>
    </form>
  );
}
