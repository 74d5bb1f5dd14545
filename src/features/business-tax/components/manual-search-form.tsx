import {
  BTAX_RULE_OPTIONS,
  btaxManualSearchRules,
  type BtaxFlags,
  type BtaxManualBillingRecord,
} from '@/domain/contracts/business-tax';
import { DEFAULT_PERIOD } from '@/domain/constants/quarters';
import { searchBtaxManualBilling, type BtaxManualQuery } from '../api/search-btax-manual-billing';
import { useRulesForm } from '@/components/use-rules-form';
import { useUnpaidYears } from '../use-unpaid-years';
import { BinSearchFrame } from './bin-search-frame';
import { ChoiceController } from './choice-controller';

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
  const form = useRulesForm<Values>({
    options: BTAX_RULE_OPTIONS,
    rules: { bin: rules.bin ?? '', year: rules.year ?? '' },
    defaultValues: { bin: '', year: '' },
    fields: FIELDS,
  });
  const unpaid = useUnpaidYears();

  const onYearFocus = async () => unpaid.onYearFocus(form.getValues('bin'), await form.trigger('bin'));

  const submit = form.submitWith(async ({ bin, year }) => {
    const query = { bin, year: Number(year), qtr_to: DEFAULT_PERIOD };
    const doc = await searchBtaxManualBilling(query);
    onFound(query, doc.data?.attributes ?? null);
  });

  return (
    <BinSearchFrame
      label="Inquire business tax assessment"
      idPrefix={idPrefix}
      flags={flags}
      form={form}
      submitText="Inquire"
      onSubmit={submit}
    >
      <ChoiceController
        control={form.control}
        name="year"
        id={`${idPrefix}year`}
        label="Year"
        placeholder={unpaid.loading ? 'Loading unpaid years…' : 'Select year'}
        hint="The years this BIN has not paid yet."
        choices={unpaid.years.map((y) => ({ value: String(y), label: String(y) }))}
        busy={unpaid.loading}
        onFocus={() => void onYearFocus()}
        error={form.errors.year?.message}
      />
    </BinSearchFrame>
  );
}
