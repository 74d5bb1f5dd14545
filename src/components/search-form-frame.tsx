import type { FormEvent, ReactNode } from 'react';
import { FormFeedback } from './form-feedback';
import type { FormFeedbackState } from './use-form-feedback';
import { useMessages } from '@/lib/i18n/use-messages';
import { commonMessages } from './messages/common-messages';

/**
 * The frame of a billing search form: its feedback, its fields (`children`) and the submit button,
 * which stays off while the search runs.
 */
export function SearchFormFrame({
  label,
  idPrefix,
  form,
  submitText,
  onSubmit,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  /** Prefix of the fields' ids, which the error summary links to. */
  idPrefix: string;
  form: { feedback: FormFeedbackState; isSubmitting: boolean };
  submitText?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  const t = useMessages(commonMessages);
  const submitting = form.isSubmitting;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={label}>
      <FormFeedback feedback={form.feedback} idPrefix={idPrefix} />
      {children}
      <div className="actions">
        <button type="submit" className="button" disabled={submitting} aria-busy={submitting || undefined}>
          {submitText ?? t('search')}
        </button>
      </div>
    </form>
  );
}
