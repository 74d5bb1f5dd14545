import {
  BTAX_RULE_OPTIONS,
  btaxApiSearchRules,
  type BtaxBillingRecord,
  type BtaxFlags,
} from '@/domain/contracts/business-tax';
import { searchBtaxBilling, type BtaxApiQuery } from '../api/search-btax-billing';
import { billingYearChoices, quarterChoices } from '../btax-choices';
import { useRulesForm } from '@/components/use-rules-form';
import { BinSearchFrame } from './bin-search-frame';
import { ChoiceController } from './choice-controller';

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
  const form = useRulesForm<Values>({
    options: BTAX_RULE_OPTIONS,
    rules,
    defaultValues: { bin: '', year: '', period: '' },
    fields: FIELDS,
  });
  const { errors } = form;

  const submit = form.submitWith(async (values) => {
    const query: BtaxApiQuery = {
      bin: values.bin,
      year: withYear ? Number(values.year) : undefined,
      period: withPeriod ? Number(values.period) : undefined,
    };
    const doc = await searchBtaxBilling(query);
    onFound(query, doc.data?.attributes ?? null);
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
      <div className="form-grid">
        {withYear ? (
          <ChoiceController
            control={form.control}
            name="year"
            id={`${idPrefix}year`}
            label="Year"
            placeholder="Select year"
            choices={billingYearChoices(now)}
            error={errors.year?.message}
          />
        ) : null}
        {withPeriod ? (
          <ChoiceController
            control={form.control}
            name="period"
            id={`${idPrefix}period`}
            label="Period"
            placeholder="Select period"
            choices={quarterChoices()}
            error={errors.period?.message}
          />
        ) : null}
      </div>
    </BinSearchFrame>
  );
}
