import type { ReactNode } from 'react';
import { NoRecordFound } from './no-record-found';

/**
 * A billing screen's three states: its search until one has answered, 'No Record Found' with Back
 * when it found nothing, else the bill (`children`, given what was found).
 */
export function BillingScreenFrame<F extends { record: unknown }>({
  found,
  search,
  onBack,
  children,
}: {
  found: F | null;
  search: ReactNode;
  onBack: () => void;
  children: (found: F & { record: NonNullable<F['record']> }) => ReactNode;
}) {
  return (
    <section aria-label="Business tax billing" className="billing-screen">
      {!found ? (
        search
      ) : !found.record ? (
        <NoRecordFound onBack={onBack} />
      ) : (
        children(found as F & { record: NonNullable<F['record']> })
      )}
    </section>
  );
}
