import { ErrorSummary } from './error-summary';
import type { FormFeedbackState } from './use-form-feedback';

/** The error summary (linking to `#{idPrefix}{field}`) and the form's own alert. */
export function FormFeedback({
  feedback,
  idPrefix,
  labels,
}: {
  feedback: FormFeedbackState;
  idPrefix: string;
  labels?: Record<string, string>;
}) {
  return (
    <>
      {/* Keyed by attempt: each failed submit mounts it again, which moves focus to it. */}
      <ErrorSummary key={feedback.attempt} errors={feedback.errors} idPrefix={idPrefix} labels={labels} />
      {feedback.alert ? (
        <p className="form-alert" role="alert">
          {feedback.alert}
        </p>
      ) : null}
    </>
  );
}
