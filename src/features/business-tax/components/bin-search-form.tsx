import { BTAX_RULE_OPTIONS, btaxBinRule, type BtaxFlags } from '@/domain/contracts/business-tax';
import { useRulesForm } from '@/components/use-rules-form';
import { BinSearchFrame } from './bin-search-frame';

type Values = { bin: string };

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
    rules: { bin: btaxBinRule(flags) },
    options: BTAX_RULE_OPTIONS,
    defaultValues: { bin: '' },
  });
  return (
    <BinSearchFrame idPrefix={idPrefix} flags={flags} form={form} onSearch={({ bin }) => onSearch(bin)} />
  );
}
