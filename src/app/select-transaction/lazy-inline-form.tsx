import { lazy, Suspense, type ComponentType } from 'react';
import type { InlineFormProps } from '@/features/select-transaction/inline-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { selectTransactionMessages } from '@/features/select-transaction/select-transaction-messages';

/**
 * An inline form loaded when the dialog first shows it, so billing screens stay out of the landing
 * page's bundle. Its own Suspense keeps the dialog on screen while the chunk loads.
 */
export function lazyInlineForm(
  load: () => Promise<{ default: ComponentType<InlineFormProps> }>,
): ComponentType<InlineFormProps> {
  const Form = lazy(load);
  function LazyInlineForm(props: InlineFormProps) {
    const t = useMessages(selectTransactionMessages);
    return (
      <Suspense fallback={<div role="status" aria-busy="true" aria-label={t('loading')} />}>
        <Form {...props} />
      </Suspense>
    );
  }
  return LazyInlineForm;
}
