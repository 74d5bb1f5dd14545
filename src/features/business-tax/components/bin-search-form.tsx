import { BTAX_RULE_OPTIONS, btaxBinRule, type BtaxFlags } from '@/domain/contracts/business-tax';
import { useRulesForm } from '@/components/use-rules-form';
import { BinSearchFrame } from './bin-search-frame';

type Values = { bin: string };
const FIELDS = ['bin'] as const;

/** A search by BIN alone (screen 3, CSV imports). */
export function BinSearchForm({
  idPrefix,
  flags,
  onSearch,
}: {
  idPrefix: string;
  flags: BtaxFlags;
  /** Runs the lookup; a rejection shows in the form. */
  onSearch: (bin: string) => Promise<void>;
}) {
  const form = useRulesForm<Values>({
    options: BTAX_RULE_OPTIONS,
    rules: { bin: btaxBinRule(flags) },
    defaultValues: { bin: '' },
    fields: FIELDS,
  });
  const submit = form.submitWith(({ bin }) => onSearch(bin));

  return (
    <BinSearchFrame
      label="Search business tax bill"
      idPrefix={idPrefix}
      flags={flags}
      form={form}
      submitText="Search"
      onSubmit={submit}
    />
  );
}
