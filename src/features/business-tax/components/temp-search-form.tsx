import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import {
  BTAX_RULE_OPTIONS,
  btaxTempSearchRules,
  type BtaxFlags,
  type BtaxSearchRecord,
  type BtaxTransactionType,
} from '@/domain/contracts/billing';
import { WHOLE_YEAR_QUARTER } from '@/domain/constants/quarters';
import { compileRules } from '@/domain/validation/compile-rules';
import { FormFeedback } from '@/components/form-feedback';
import { useFormFeedback } from '@/components/use-form-feedback';
import { searchBtaxTempBilling } from '../api/search-btax-temp-billing';
import { delinquentYearChoices } from '../btax-choices';
import { BinController } from './bin-controller';
import { ChoiceSelect } from './choice-select';

type Values = { bin: string; year: string; transaction_type: BtaxTransactionType };
const FIELDS = ['bin', 'year'] as const;

export interface TempLookup {
  bin: string;
  year: number | undefined;
  record: BtaxSearchRecord | null;
}

/**
 * Screen 1's search: BIN, and the year for a delinquency. The quarterly lookup is asked for the
 * whole year first: it tells which quarters are still open, and the period is chosen after it.
 */
export function TempSearchForm({
  transactionType,
  flags,
  now,
  onFound,
}: {
  transactionType: BtaxTransactionType;
  flags: BtaxFlags;
  now: Date;
  onFound: (lookup: TempLookup) => void;
}) {
  const idPrefix = 'btax-temp-';
  const delinquent = transactionType === 'DELINQUENT';
  const rules = btaxTempSearchRules(flags, now);
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: valibotResolver(
      compileRules<Values>({ bin: rules.bin ?? '', year: rules.year ?? '' }, BTAX_RULE_OPTIONS),
    ),
    defaultValues: { bin: '', year: '', transaction_type: transactionType },
  });
  const feedback = useFormFeedback<Values>(FIELDS, setError);
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ bin, year }) => {
    feedback.clear();
    const y = delinquent ? Number(year) : undefined;
    try {
      const doc = await searchBtaxTempBilling({
        bin,
        transaction_type: transactionType,
        year: y,
        period: delinquent ? undefined : WHOLE_YEAR_QUARTER,
      });
      onFound({ bin, year: y, record: doc.data?.attributes ?? null });
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
      {delinquent ? (
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
              hint="This year's tax is paid quarterly, not as a delinquency."
              choices={delinquentYearChoices(now)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.year?.message}
            />
          )}
        />
      ) : null}
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
