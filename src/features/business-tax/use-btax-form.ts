import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { BTAX_RULE_OPTIONS } from '@/domain/contracts/business-tax';
import { compileRules } from '@/domain/validation/compile-rules';
import { useFormFeedback } from '@/components/use-form-feedback';

/**
 * A business-tax form's wiring: the §5 rules as its resolver, its feedback, and `submitWith`, which
 * clears the feedback, runs the action on valid values and shows a rejection in the form.
 */
export function useBtaxForm<T extends FieldValues>({
  rules,
  defaultValues,
  fields,
}: {
  rules: Readonly<Record<string, string>>;
  defaultValues: DefaultValues<T>;
  /** The fields a server 422 may name (they go under their inputs). */
  fields: readonly Path<T>[];
}) {
  const { control, handleSubmit, setError, formState, getValues, trigger } = useForm<T>({
    resolver: valibotResolver(compileRules<T>(rules, BTAX_RULE_OPTIONS)),
    defaultValues,
  });
  const feedback = useFormFeedback<T>(fields, setError);
  const { errors, isSubmitting } = formState;

  const submitWith = (action: (values: T) => Promise<void>) =>
    handleSubmit(async (values) => {
      feedback.clear();
      try {
        await action(values);
      } catch (err) {
        feedback.onApiError(err);
      }
    }, feedback.onInvalid);

  return { control, getValues, trigger, errors, isSubmitting, feedback, submitWith };
}
