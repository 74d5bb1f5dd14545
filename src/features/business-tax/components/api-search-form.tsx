import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import {
  BTAX_RULE_OPTIONS,
  btaxApiSearchRules,
  type BtaxBillingRecord,
  type BtaxFlags,
} from '@/domain/contracts/billing';
import { compileRules } from '@/domain/validation/compile-rules';
import { FormFeedback } from '@/components/form-feedback';
import { useFormFeedback } from '@/components/use-form-feedback';
import { searchBtaxBilling, type BtaxApiQuery } from '../api/search-btax-billing';
import { billingYearChoices, quarterChoices } from '../btax-choices';
import { BinController } from './bin-controller';
import { ChoiceSelect } from './choice-select';

type Values = { bin: string; year: string; period: string };
const FIELDS = ['bin', 'year', 'period'] as const;

/** Screen 2's search: BIN, year and period; year and period hidden by their flags (§2.10, §5). */
export function ApiSearchForm({
  flags,
  now,
  onFound,
}: {
  flags: BtaxFlags;
  now: Date;
  onFound: (query: BtaxApiQuery, record: BtaxBillingRecord | null) => void;
}) {
  const idPrefix = 'btax-api-';
  const withYear = !flags.BTAX_WITHOUT_YEAR_FILTER;
  const withPeriod = !flags.BTAX_WITHOUT_PERIOD_FILTER;
  const { valid_id_to_present: _optional, ...rules } = btaxApiSearchRules(flags, now);
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: valibotResolver(compileRules<Values>(rules, BTAX_RULE_OPTIONS)),
    defaultValues: { bin: '', year: '', period: '' },
  });
  const feedback = useFormFeedback<Values>(FIELDS, setError);
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    feedback.clear();
    const query: BtaxApiQuery = {
      bin: values.bin,
      year: withYear ? Number(values.year) : undefined,
      period: withPeriod ? Number(values.period) : undefined,
    };
    try {
      const doc = await searchBtaxBilling(query);
      onFound(query, doc.data?.attributes ?? null);
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
      <div className="form-grid">
        {withYear ? (
          <Controller
            control={control}
            name="year"
            render={({ field }) => (
              <ChoiceSelect
                id={`${idPrefix}year`}
                ref={field.ref}
                name={field.name}
                label="Year"
                placeholder="Select year"
                choices={billingYearChoices(now)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.year?.message}
              />
            )}
          />
        ) : null}
        {withPeriod ? (
          <Controller
            control={control}
            name="period"
            render={({ field }) => (
              <ChoiceSelect
                id={`${idPrefix}period`}
                ref={field.ref}
                name={field.name}
                label="Period"
                placeholder="Select period"
                choices={quarterChoices()}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.period?.message}
              />
            )}
          />
        ) : null}
      </div>
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
