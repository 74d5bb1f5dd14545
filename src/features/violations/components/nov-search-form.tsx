import { NOV_NO_MASK, NOV_RULE_OPTIONS, novInquiryRules } from '@/domain/contracts/violations';
import { SearchFormFrame } from '@/components/search-form-frame';
import { TextField } from '@/components/text-field';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { violationsMessages } from '../violations-messages';

/** What the payer typed: the notice's number and PIN. */
export type NovQuery = { nov_no: string; pin: string };

const ID_PREFIX = 'nov-search-';

/**
 * NOV number and PIN, both required (§5). The number shows the 999-99-9999-9999999 mask as a
 * guide only: notices printed in another form are still searched as typed.
 */
export function NovSearchForm({ onSearch }: { onSearch: (query: NovQuery) => Promise<void> }) {
  const t = useMessages(violationsMessages);
  const form = useRulesForm<NovQuery>({
    rules: novInquiryRules,
    options: NOV_RULE_OPTIONS,
    defaultValues: { nov_no: '', pin: '' },
  });
  return (
    <SearchFormFrame
      label={t('searchNotice')}
      idPrefix={ID_PREFIX}
      form={form}
      onSubmit={form.submitWith((query) => onSearch({ nov_no: query.nov_no.trim(), pin: query.pin.trim() }))}
    >
      <TextField
        id={`${ID_PREFIX}nov_no`}
        label={t('novNoLabel')}
        hint={t('novNoHint', { mask: NOV_NO_MASK })}
        placeholder={NOV_NO_MASK}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        error={form.errors.nov_no?.message}
        {...form.register('nov_no')}
      />
      <TextField
        id={`${ID_PREFIX}pin`}
        label={t('pinLabel')}
        hint={t('pinHint')}
        autoComplete="off"
        spellCheck={false}
        error={form.errors.pin?.message}
        {...form.register('pin')}
      />
    </SearchFormFrame>
  );
}
