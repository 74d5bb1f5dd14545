import {
  BTAX_RULE_OPTIONS,
  btaxManualSearchRules,
  type BtaxFlags,
  type BtaxManualBillingRecord,
} from '@/domain/contracts/business-tax';
import { DEFAULT_PERIOD } from '@/domain/constants/quarters';
import { asOptions } from '@/domain/options/option';
import { SelectField } from '@/components/select-field';
import { useRulesForm } from '@/components/use-rules-form';
import { searchBtaxManualBilling, type BtaxManualQuery } from '../api/search-btax-manual-billing';
import { useUnpaidYears } from '../use-unpaid-years';
import { BinSearchFrame } from './bin-search-frame';
import { useMessages } from '@/lib/i18n/use-messages';
import { btaxMessages } from '../btax-messages';

type Values = { bin: string; year: string };

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
  const t = useMessages(btaxMessages);
  const idPrefix = 'btax-manual-';
  const rules = btaxManualSearchRules(flags, now);
  const form = useRulesForm<Values>({
    rules: { bin: rules.bin ?? '', year: rules.year ?? '' },
    options: BTAX_RULE_OPTIONS,
    defaultValues: { bin: '', year: '' },
  });
  const unpaid = useUnpaidYears();

  const onYearFocus = async () => unpaid.onYearFocus(form.getValues('bin'), await form.trigger('bin'));

  const search = async ({ bin, year }: Values) => {
    const query = { bin, year: Number(year), qtr_to: DEFAULT_PERIOD };
    const doc = await searchBtaxManualBilling(query);
    onFound(query, doc.data?.attributes ?? null);
  };

  return (
    <BinSearchFrame
      label={t('inquireLabel')}
      idPrefix={idPrefix}
      flags={flags}
      form={form}
      submitText={t('inquire')}
      onSearch={search}
    >
      <SelectField
        id={`${idPrefix}year`}
        label={t('year')}
        placeholder={unpaid.loading ? t('loadingYears') : t('selectYear')}
        hint={t('unpaidYearsHint')}
        options={asOptions(unpaid.years.map(String))}
        aria-busy={unpaid.loading || undefined}
        onFocus={() => void onYearFocus()}
        error={form.errors.year?.message}
        {...form.register('year')}
      />
    </BinSearchFrame>
  );
}
