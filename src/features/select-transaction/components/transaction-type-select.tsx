import type { ApplicationStatus } from '@/domain/contracts/module-systems';
import { SelectField } from '@/components/select-field';
import { useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { selectTransactionMessages } from '../select-transaction-messages';

/** The module's transaction types (its application statuses). */
export function TransactionTypeSelect({
  statuses,
  value,
  onChange,
}: {
  statuses: ApplicationStatus[];
  value: string;
  onChange: (id: string) => void;
}) {
  const t = useMessages(selectTransactionMessages);
  const locale = useLocale((state) => state.locale);
  return (
    <SelectField
      id="application_status_id"
      label={t('transactionType')}
      placeholder={t('selectType')}
      // A type's Filipino name from the catalogue in Filipino (§3 description_filipino; issue 30:
      // QUARTERLY, DELINQUENT and RENEWAL were left in English), its name where it has none.
      options={statuses.map((s) => ({
        value: s.id,
        label: (locale === 'fil' && s.attributes.description_filipino.trim()) || s.attributes.name,
      }))}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
