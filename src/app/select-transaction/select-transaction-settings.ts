import { isFlagOn } from '@/domain/constants/is-flag-on';
import type { SiteContent } from '@/content/site-content';
import type { SelectTransactionSettings } from '@/features/select-transaction/inline-form';

/** The dialog's deployment settings from site content (VARIABLES and COMPONENTS, §9). */
export function selectTransactionSettings(
  content: Pick<SiteContent, 'variables' | 'components'>,
): SelectTransactionSettings {
  return {
    variant: content.variables.TRANSACTION_ROUTES === 'older' ? 'older' : 'current',
    rptaxFlag: typeof content.components.RPTAX === 'string' ? content.components.RPTAX : '',
    rptaxHasOr: isFlagOn(content.variables.RPTAX_HAS_OR),
  };
}
