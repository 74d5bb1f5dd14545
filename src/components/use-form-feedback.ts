import { useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/http';
import { FALLBACK_MESSAGE } from '@/domain/constants/error-messages';

export interface FormFeedbackState {
  /** Grows on each failed submit, so the error summary takes focus again. */
  attempt: number;
  /** Field → message at the last failed submit. */
  errors: Record<string, string>;
  /** A failure that belongs to no field of this form (wrong password, bot check, offline). */
  alert: string | null;
}

const messagesOf = (errors: FieldErrors): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([field, e]) =>
      typeof e?.message === 'string' && field !== 'root' ? [[field, e.message]] : [],
    ),
  );

/**
 * What a form shows after a failed submit (CONVENTIONS 9): the error summary of its fields and an
 * alert for anything else. A server 422 names fields: those go under their inputs via `setError`.
 */
export function useFormFeedback<T extends FieldValues>(
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  const [state, setState] = useState<FormFeedbackState>({ attempt: 0, errors: {}, alert: null });

  const onInvalid = (errors: FieldErrors<T>) =>
    setState((s) => ({ attempt: s.attempt + 1, errors: messagesOf(errors), alert: null }));

  const onApiError = (err: unknown) => {
    if (!(err instanceof ApiError)) {
      const message = err instanceof Error ? err.message : FALLBACK_MESSAGE;
      setState((s) => ({ attempt: s.attempt + 1, errors: {}, alert: message }));
      return;
    }
    const own: Record<string, string> = {};
    const others: string[] = [];
    for (const [field, message] of Object.entries(err.fields)) {
      if ((fields as readonly string[]).includes(field)) {
        own[field] = message;
        setError(field as Path<T>, { type: 'server', message });
      } else others.push(message);
    }
    const alert = others[0] ?? (Object.keys(own).length > 0 ? null : err.message);
    setState((s) => ({ attempt: s.attempt + 1, errors: own, alert }));
  };

  const clear = () => setState((s) => ({ ...s, errors: {}, alert: null }));

  return { ...state, onInvalid, onApiError, clear };
}
