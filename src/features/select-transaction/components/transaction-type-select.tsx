import type { ApplicationStatus } from '@/domain/contracts/module-systems';
import { SelectField } from '@/components/select-field';
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
  return (
    <SelectField
      id="application_status_id"
      label={t('transactionType')}
      placeholder={t('selectType')}
      options={statuses.map((s) => ({ value: s.id, label: s.attributes.name }))}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
