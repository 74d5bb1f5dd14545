import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import {
  BTAX_RULE_OPTIONS,
  btaxManualSearchRules,
  type BtaxFlags,
  type BtaxManualBillingRecord,
} from '@/domain/contracts/billing';
import { DEFAULT_PERIOD } from '@/domain/constants/quarters';
import { compileRules } from '@/domain/validation/compile-rules';
import { FormFeedback } from '@/components/form-feedback';
import { useFormFeedback } from '@/components/use-form-feedback';
import { searchBtaxManualBilling, type BtaxManualQuery } from '../api/search-btax-manual-billing';
import { useUnpaidYears } from '../use-unpaid-years';
import { BinController } from './bin-controller';
import { ChoiceSelect } from './choice-select';

type Values = { bin: string; year: string };
const FIELDS = ['bin', 'year'] as const;

/** Screen 4's inquiry: BIN, then one of its unpaid years (fetched when the year field gets focus). */
export function ManualSearchForm({
  flags,
  now,
  onFound,
}: {
  flags: BtaxFlags;
  now: Date;
  onFound: (query: BtaxManualQuery, record: BtaxManualBillingRecord | null) => void;
}) {
  const idPrefix = 'btax-manual-';
  const rules = btaxManualSearchRules(flags, now);
  const { control, handleSubmit, setError, formState, getValues, trigger } = useForm<Values>({
    resolver: valibotResolver(
      compileRules<Values>({ bin: rules.bin ?? '', year: rules.year ?? '' }, BTAX_RULE_OPTIONS),
    ),
    defaultValues: { bin: '', year: '' },
  });
  const feedback = useFormFeedback<Values>(FIELDS, setError);
  const unpaid = useUnpaidYears();
  const { errors, isSubmitting } = formState;

  const onYearFocus = async () => unpaid.onYearFocus(getValues('bin'), await trigger('bin'));

  const submit = handleSubmit(async ({ bin, year }) => {
    feedback.clear();
    const query = { bin, year: Number(year), qtr_to: DEFAULT_PERIOD };
    try {
      const doc = await searchBtaxManualBilling(query);
      onFound(query, doc.data?.attributes ?? null);
    } catch (err) {
      feedback.onApiError(err);
    }
  }, feedback.onInvalid);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Inquire business tax assessment">
      <FormFeedback feedback={feedback} idPrefix={idPrefix} />
      <BinController
        control={control}
        idPrefix={idPrefix}
        freeText={Boolean(flags.BTAX_BIN_INPUT_FREE_TEXT)}
        error={errors.bin?.message}
      />
      <Controller
        control={control}
        name="year"
        render={({ field }) => (
          <ChoiceSelect
            id={`${idPrefix}year`}
            ref={field.ref}
            name={field.name}
            label="Year"
            placeholder={unpaid.loading ? 'Loading unpaid years…' : 'Select year'}
            hint="The years this BIN has not paid yet."
            choices={unpaid.years.map((y) => ({ value: String(y), label: String(y) }))}
            value={field.value}
            busy={unpaid.loading}
            onFocus={() => void onYearFocus()}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.year?.message}
          />
        )}
      />
      <div className="actions">
        <button
          type="submit"
          className="button"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          Inquire
        </button>
      </div>
    </form>
  );
}
