import { useState, type ReactNode } from 'react';
import { NoRecordFound } from './no-record-found';

type Bill<F extends { record: unknown }> = F & { record: NonNullable<F['record']> };

/**
 * A billing screen's three states: its search until one has answered, 'No Record Found' with Back
 * when it found nothing, else the bill. The frame keeps what was found: `search` and `children`
 * get `show` to replace it (a search, a re-inquiry) and `back` to return to the search.
 */
export function BillingScreenFrame<F extends { record: unknown }>({
  search,
  children,
}: {
  search: (show: (found: F) => void) => ReactNode;
  children: (bill: Bill<F>, controls: { show: (found: F) => void; back: () => void }) => ReactNode;
}) {
  const [found, setFound] = useState<F | null>(null);
  const back = () => setFound(null);
  return (
    <section aria-label="Business tax billing" className="billing-screen">
      {!found ? (
        search(setFound)
      ) : !found.record ? (
        <NoRecordFound onBack={back} />
      ) : (
        children(found as Bill<F>, { show: setFound, back })
      )}
    </section>
  );
}
