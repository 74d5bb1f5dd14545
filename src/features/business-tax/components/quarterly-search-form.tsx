import {
  BTAX_RULE_OPTIONS,
  btaxQuarterlySearchRules,
  type BtaxFlags,
  type BtaxSearchRecord,
  type BtaxTransactionType,
} from '@/domain/contracts/business-tax';
import { WHOLE_YEAR_QUARTER } from '@/domain/constants/quarters';
import { SelectField } from '@/components/select-field';
import { useRulesForm } from '@/components/use-rules-form';
import { searchBtaxQuarterlyBilling } from '../api/search-btax-quarterly-billing';
import { delinquentYearChoices } from '../btax-choices';
import { BinSearchFrame } from './bin-search-frame';
import { useMessages } from '@/lib/i18n/use-messages';
import { btaxMessages } from '../btax-messages';

type Values = { bin: string; year: string; transaction_type: BtaxTransactionType };

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
  const t = useMessages(btaxMessages);
  const idPrefix = 'btax-quarterly-';
  const delinquent = transactionType === 'DELINQUENT';
  const rules = btaxQuarterlySearchRules(flags, now);
  const form = useRulesForm<Values>({
    rules: { bin: rules.bin ?? '', year: rules.year ?? '' },
    options: BTAX_RULE_OPTIONS,
    defaultValues: { bin: '', year: '', transaction_type: transactionType },
  });

  const search = async ({ bin, year }: Values) => {
    const y = delinquent ? Number(year) : undefined;
    const doc = await searchBtaxQuarterlyBilling({
      bin,
      transaction_type: transactionType,
      year: y,
      period: delinquent ? undefined : WHOLE_YEAR_QUARTER,
    });
    onFound({ bin, year: y, record: doc.data?.attributes ?? null });
  };

  return (
    <BinSearchFrame idPrefix={idPrefix} flags={flags} form={form} onSearch={search}>
      {delinquent ? (
        <SelectField
          id={`${idPrefix}year`}
          label={t('year')}
          hint={t('currentYearHint')}
          options={delinquentYearChoices(now)}
          error={form.errors.year?.message}
          {...form.register('year')}
        />
      ) : null}
    </BinSearchFrame>
  );
}
