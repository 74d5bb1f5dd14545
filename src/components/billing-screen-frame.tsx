import './billing-screen-frame.css';
import { useId, useState, type ReactNode } from 'react';
import { NoRecordFound } from './no-record-found';

type Bill<F extends { record: unknown }> = F & { record: NonNullable<F['record']> };

/**
 * A billing screen's three states: its search until one has answered, 'No Record Found' with Back
 * when it found nothing, else the bill. The frame keeps what was found: `search` and `children`
 * get `show` to replace it (a search, a re-inquiry) and `back` to return to the search.
 */
export function BillingScreenFrame<F extends { record: unknown }>({
  title,
  titleShown = false,
  search,
  children,
}: {
  /** The screen's name: its heading when shown, else only its accessible name. */
  title: string;
  titleShown?: boolean;
  search: (show: (found: F) => void) => ReactNode;
  children: (bill: Bill<F>, controls: { show: (found: F) => void; back: () => void }) => ReactNode;
}) {
  const [found, setFound] = useState<F | null>(null);
  const back = () => setFound(null);
  const titleId = useId();
  return (
    <section
      aria-label={titleShown ? undefined : title}
      aria-labelledby={titleShown ? titleId : undefined}
      className="billing-screen"
    >
      {titleShown ? <h3 id={titleId}>{title}</h3> : null}
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
