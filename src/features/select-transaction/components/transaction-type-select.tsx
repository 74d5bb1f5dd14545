import type { ApplicationStatus } from '@/domain/contracts/module-systems';
import { SelectField } from '@/components/select-field';

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
  return (
    <SelectField
      id="application_status_id"
      label="Transaction Type"
      placeholder="Select a transaction type"
      options={statuses.map((s) => ({ value: s.id, label: s.attributes.name }))}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
