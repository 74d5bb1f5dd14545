import type { SiteContent } from '@/content/site-content';
import type { SelectTransactionSettings } from '@/features/select-transaction/inline-form';

/** The dialog's deployment settings from site content (VARIABLES and COMPONENTS, §9). */
export function selectTransactionSettings(
  content: Pick<SiteContent, 'variables' | 'components'>,
): SelectTransactionSettings {
  const hasOr = content.variables.RPTAX_HAS_OR;
  return {
    variant: content.variables.TRANSACTION_ROUTES === 'older' ? 'older' : 'current',
    rptaxFlag: typeof content.components.RPTAX === 'string' ? content.components.RPTAX : '',
    rptaxHasOr: hasOr === true || hasOr === 'true',
  };
}
