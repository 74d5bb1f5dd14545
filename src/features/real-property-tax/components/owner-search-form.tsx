import { Controller } from 'react-hook-form';
import { RPT_RULE_OPTIONS, rptListRules, type RptListResponse } from '@/domain/contracts/property-tax';
import { applyMask } from '@/domain/format/apply-mask';
import { OWNER_ID_MASK } from '@/domain/format/id-masks';
import { SearchFormFrame } from '@/components/search-form-frame';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { getRealPropertyList } from '../api/get-real-property-list';
import type { RptQuery } from '../rpt-flow-store';
import { rptYearChoices } from '../rpt-choices';
import { rptMessages } from '../rpt-messages';

type Values = { owner_id: string; year: string };

/** Step 1 (§2.11, §5): the owner ID, fitted to its 9-character mask as typed, and the tax year. */
export function OwnerSearchForm({
  now,
  onFound,
}: {
  now: Date;
  onFound: (query: RptQuery, list: RptListResponse) => void;
}) {
  const t = useMessages(rptMessages);
  const idPrefix = 'rpt-';
  // The valid ID is asked at payment, not here.
  const { valid_id_to_present: _later, ...rules } = rptListRules(now);
  const form = useRulesForm<Values>({
    rules,
    options: RPT_RULE_OPTIONS,
    defaultValues: { owner_id: '', year: '' },
  });
  const search = async (values: Values) => {
    const query: RptQuery = { owner_id: values.owner_id, year: Number(values.year) };
    onFound(query, await getRealPropertyList(query));
  };
  return (
    <SearchFormFrame
      label={t('searchLabel')}
      idPrefix={idPrefix}
      form={form}
      submitText={t('search')}
      onSubmit={form.submitWith(search)}
    >
      <div className="form-grid">
        <Controller
          control={form.control}
          name="owner_id"
          render={({ field }) => (
            <TextField
              id={`${idPrefix}owner_id`}
              ref={field.ref}
              name={field.name}
              label={t('ownerId')}
              hint={t('ownerIdHint')}
              value={field.value}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={form.errors.owner_id?.message}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(applyMask(e.target.value, OWNER_ID_MASK))}
            />
          )}
        />
        <SelectField
          id={`${idPrefix}year`}
          label={t('year')}
          options={rptYearChoices(now)}
          error={form.errors.year?.message}
          {...form.register('year')}
        />
      </div>
    </SearchFormFrame>
  );
}
