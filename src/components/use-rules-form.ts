import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues, type Mode, type Path } from 'react-hook-form';
import { compileRules, type CompileOptions } from '@/domain/validation/compile-rules';
import { useFormFeedback } from './use-form-feedback';
import { useRuleLanguage } from './use-rule-language';

/**
 * A form driven by its §5 rule strings: they compile to its resolver, a failed submit fills the
 * error summary (`feedback`, for FormFeedback), and a server 422 lands under the fields it names.
 * `submitWith` clears the feedback, runs the action on valid values and shows a rejection in the form.
 */
export function useRulesForm<T extends FieldValues>({
  rules,
  options,
  defaultValues,
  fields = Object.keys(rules) as Path<T>[],
  mode,
}: {
  rules: Readonly<Record<string, string>>;
  /** Labels and messages over the derived ones (e.g. BTAX_RULE_OPTIONS). */
  options?: CompileOptions;
  defaultValues: DefaultValues<T>;
  /** The fields a server 422 may name (they go under their inputs); the rules' fields by default. */
  fields?: readonly Path<T>[];
  mode?: Mode;
}) {
  const language = useRuleLanguage();
  const form = useForm<T>({
    // The §5 messages in the language the person chose (the server answers in the same one).
    resolver: valibotResolver(compileRules<T>(rules, { ...options, language })),
    defaultValues,
    ...(mode ? { mode } : {}),
  });
  const feedback = useFormFeedback<T>(fields, form.setError);
  const { errors, isSubmitting } = form.formState;

  const submitWith = (action: (values: T) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      feedback.clear();
      try {
        await action(values);
      } catch (err) {
        feedback.onApiError(err);
      }
    }, feedback.onInvalid);

  return { ...form, errors, isSubmitting, feedback, submitWith };
}

/** What a form frame reads from a rules form: its control, feedback and state. */
export type RulesForm<T extends FieldValues> = ReturnType<typeof useRulesForm<T>>;
