import SelectTransactionDialog from '@/features/select-transaction/components/select-transaction-dialog';
import { useSiteContent } from '../shell/use-site-content';
import { INLINE_FORMS } from './inline-form-registry';
import { selectTransactionSettings } from './select-transaction-settings';

/**
 * The Select Transaction dialog composed with every billing feature's inline form and the site's
 * settings. Loaded with the dialog (the shell imports it lazily), so the first page carries
 * neither the dialog nor the list of forms.
 */
export default function SelectTransaction({ onClose }: { onClose: () => void }) {
  const content = useSiteContent();
  return (
    <SelectTransactionDialog
      onClose={onClose}
      inlineForms={INLINE_FORMS}
      settings={selectTransactionSettings(content)}
    />
  );
}
