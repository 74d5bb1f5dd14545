import { OVR_RULE_OPTIONS, ovrCheckRules } from '@/domain/contracts/ordinance-violations';
import { SearchFormFrame } from '@/components/search-form-frame';
import { TextField } from '@/components/text-field';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { ovrMessages } from '../ordinance-violations-messages';

/** What the resident typed: the OVR's number and the violator's last name. */
export type OvrQuery = { ovr_no: string; last_name: string };

const ID_PREFIX = 'ovr-search-';

/** The OVR number and the violator's last name, both required, as the ticket shows them. */
export function OvrSearchForm({ onSearch }: { onSearch: (query: OvrQuery) => Promise<void> }) {
  const t = useMessages(ovrMessages);
  const form = useRulesForm<OvrQuery>({
    rules: ovrCheckRules,
    options: OVR_RULE_OPTIONS,
    defaultValues: { ovr_no: '', last_name: '' },
  });
  return (
    <SearchFormFrame
      label={t('searchOvr')}
      idPrefix={ID_PREFIX}
      form={form}
      onSubmit={form.submitWith((q) => onSearch({ ovr_no: q.ovr_no.trim(), last_name: q.last_name.trim() }))}
    >
      <TextField
        id={`${ID_PREFIX}ovr_no`}
        label={t('ovrNoLabel')}
        hint={t('ovrNoHint')}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        error={form.errors.ovr_no?.message}
        {...form.register('ovr_no')}
      />
      <TextField
        id={`${ID_PREFIX}last_name`}
        label={t('lastNameLabel')}
        hint={t('lastNameHint')}
        autoComplete="family-name"
        error={form.errors.last_name?.message}
        {...form.register('last_name')}
      />
    </SearchFormFrame>
  );
}
