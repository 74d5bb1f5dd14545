import {
  BTAX_RULE_OPTIONS,
  btaxQuarterlySearchRules,
  type BtaxFlags,
  type BtaxSearchRecord,
  type BtaxTransactionType,
} from '@/domain/contracts/business-tax';
import { WHOLE_YEAR_QUARTER } from '@/domain/constants/quarters';
import { searchBtaxQuarterlyBilling } from '../api/search-btax-quarterly-billing';
import { delinquentYearChoices } from '../btax-choices';
import { useRulesForm } from '@/components/use-rules-form';
import { BinSearchFrame } from './bin-search-frame';
import { ChoiceController } from './choice-controller';

type Values = { bin: string; year: string; transaction_type: BtaxTransactionType };
const FIELDS = ['bin', 'year'] as const;

export interface QuarterlyLookup {
  bin: string;
  year: number | undefined;
  record: BtaxSearchRecord | null;
}

/**
 * Screen 1's search: BIN, and the year for a delinquency. The quarterly lookup is asked for the
 * whole year first: it tells which quarters are still open, and the period is chosen after it.
 */
export function QuarterlySearchForm({
  transactionType,
  flags,
  now,
  onFound,
}: {
  transactionType: BtaxTransactionType;
  flags: BtaxFlags;
  now: Date;
  onFound: (lookup: QuarterlyLookup) => void;
}) {
  const idPrefix = 'btax-quarterly-';
  const delinquent = transactionType === 'DELINQUENT';
  const rules = btaxQuarterlySearchRules(flags, now);
  const form = useRulesForm<Values>({
    options: BTAX_RULE_OPTIONS,
    rules: { bin: rules.bin ?? '', year: rules.year ?? '' },
    defaultValues: { bin: '', year: '', transaction_type: transactionType },
    fields: FIELDS,
  });

  const submit = form.submitWith(async ({ bin, year }) => {
    const y = delinquent ? Number(year) : undefined;
    const doc = await searchBtaxQuarterlyBilling({
      bin,
      transaction_type: transactionType,
      year: y,
      period: delinquent ? undefined : WHOLE_YEAR_QUARTER,
    });
    onFound({ bin, year: y, record: doc.data?.attributes ?? null });
  });

  return (
    <BinSearchFrame
      label="Search business tax bill"
      idPrefix={idPrefix}
      flags={flags}
      form={form}
      submitText="Search"
      onSubmit={submit}
    >
      {delinquent ? (
        <ChoiceController
          control={form.control}
          name="year"
          id={`${idPrefix}year`}
          label="Year"
          placeholder="Select year"
          hint="This year's tax is paid quarterly, not as a delinquency."
          choices={delinquentYearChoices(now)}
          error={form.errors.year?.message}
        />
      ) : null}
    </BinSearchFrame>
  );
}
