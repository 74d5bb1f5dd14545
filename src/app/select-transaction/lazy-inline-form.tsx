import { lazy, Suspense, type ComponentType } from 'react';
import type { InlineFormProps } from '@/features/select-transaction/inline-form';

/**
 * An inline form loaded when the dialog first shows it, so billing screens stay out of the landing
 * page's bundle. Its own Suspense keeps the dialog on screen while the chunk loads.
 */
export function lazyInlineForm(
  load: () => Promise<{ default: ComponentType<InlineFormProps> }>,
): ComponentType<InlineFormProps> {
  const Form = lazy(load);
  function LazyInlineForm(props: InlineFormProps) {
    return (
      <Suspense fallback={<div aria-busy="true" aria-label="Loading" />}>
        <Form {...props} />
      </Suspense>
    );
  }
  return LazyInlineForm;
}
