import {
  BTAX_RULE_OPTIONS,
  btaxApiSearchRules,
  type BtaxBillingRecord,
  type BtaxFlags,
} from '@/domain/contracts/business-tax';
import { SelectField } from '@/components/select-field';
import { useRulesForm } from '@/components/use-rules-form';
import { searchBtaxBilling, type BtaxApiQuery } from '../api/search-btax-billing';
import { billingYearChoices, quarterChoices, quarterHint } from '../btax-choices';
import { BinSearchFrame } from './bin-search-frame';
import { useMessages } from '@/lib/i18n/use-messages';
import { btaxMessages } from '../btax-messages';

type Values = { bin: string; year: string; period: string };

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
  const t = useMessages(btaxMessages);
  const idPrefix = 'btax-api-';
  const withYear = !flags.BTAX_WITHOUT_YEAR_FILTER;
  const withPeriod = !flags.BTAX_WITHOUT_PERIOD_FILTER;
  const { valid_id_to_present: _optional, ...rules } = btaxApiSearchRules(flags, now);
  const form = useRulesForm<Values>({
    rules,
    options: BTAX_RULE_OPTIONS,
    defaultValues: { bin: '', year: '', period: '' },
  });
  const { errors, register } = form;

  const search = async (values: Values) => {
    const query: BtaxApiQuery = {
      bin: values.bin,
      year: withYear ? Number(values.year) : undefined,
      period: withPeriod ? Number(values.period) : undefined,
    };
    const doc = await searchBtaxBilling(query);
    onFound(query, doc.data?.attributes ?? null);
  };

  return (
    <BinSearchFrame idPrefix={idPrefix} flags={flags} form={form} onSearch={search}>
      <div className="form-grid">
        {withYear ? (
          <SelectField
            id={`${idPrefix}year`}
            label={t('year')}
            options={billingYearChoices(now)}
            error={errors.year?.message}
            {...register('year')}
          />
        ) : null}
        {withPeriod ? (
          <SelectField
            id={`${idPrefix}period`}
            label={t('period')}
            hint={quarterHint()}
            options={quarterChoices()}
            error={errors.period?.message}
            {...register('period')}
          />
        ) : null}
      </div>
    </BinSearchFrame>
  );
}
