import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { BTAX_RULE_OPTIONS, btaxBinRule, type BtaxFlags } from '@/domain/contracts/billing';
import { compileRules } from '@/domain/validation/compile-rules';
import { FormFeedback } from '@/components/form-feedback';
import { useFormFeedback } from '@/components/use-form-feedback';
import { BinController } from './bin-controller';

type Values = { bin: string };
const FIELDS = ['bin'] as const;

/** A search by BIN alone (screen 3, CSV imports). */
export function BinSearchForm({
  idPrefix,
  flags,
  onSearch,
}: {
  idPrefix: string;
  flags: BtaxFlags;
  /** Runs the lookup; a rejection shows in the form. */
  onSearch: (bin: string) => Promise<void>;
}) {
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: valibotResolver(compileRules<Values>({ bin: btaxBinRule(flags) }, BTAX_RULE_OPTIONS)),
    defaultValues: { bin: '' },
  });
  const feedback = useFormFeedback<Values>(FIELDS, setError);
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ bin }) => {
    feedback.clear();
    try {
      await onSearch(bin);
    } catch (err) {
      feedback.onApiError(err);
    }
  }, feedback.onInvalid);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Search business tax bill">
      <FormFeedback feedback={feedback} idPrefix={idPrefix} />
      <BinController
        control={control}
        idPrefix={idPrefix}
        freeText={Boolean(flags.BTAX_BIN_INPUT_FREE_TEXT)}
        error={errors.bin?.message}
      />
      <div className="actions">
        <button
          type="submit"
          className="button"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          Search
        </button>
      </div>
    </form>
  );
}
