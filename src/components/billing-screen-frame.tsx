import './billing-screen-frame.css';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NoRecordFound } from './no-record-found';

type Bill<F extends { record: unknown }> = F & { record: NonNullable<F['record']> };

/**
 * A billing screen's three states: its search until one has answered, 'No Record Found' with Back
 * (to the search as it was typed) when it found nothing, else the bill. The frame keeps what was found: `search` and `children`
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
  const section = useRef<HTMLElement>(null);
  const view = found ? 'result' : 'search';
  const lastView = useRef(view);
  // A search or Back replaces the button pressed: unless the new view took focus itself (a bill,
  // 'No Record Found'), its first field takes it, so focus never falls to <body> (issue 12).
  useEffect(() => {
    if (lastView.current === view) return;
    lastView.current = view;
    const node = section.current;
    if (!node || node.contains(document.activeElement)) return;
    (node.querySelector<HTMLElement>('input, select, textarea') ?? node).focus();
  }, [view]);
  return (
    <section
      ref={section}
      aria-label={titleShown ? undefined : title}
      aria-labelledby={titleShown ? titleId : undefined}
      className="billing-screen"
      tabIndex={-1}
    >
      {titleShown ? <h3 id={titleId}>{title}</h3> : null}
      {/* 'No Record Found' keeps the search behind it, hidden: Back shows what was typed, to fix
          a mistyped number (issue 30). A bill's Back starts a clean search (§4). */}
      {!found?.record ? <div hidden={Boolean(found)}>{search(setFound)}</div> : null}
      {found && !found.record ? <NoRecordFound onBack={back} /> : null}
      {found?.record ? children(found as Bill<F>, { show: setFound, back }) : null}
    </section>
  );
}
