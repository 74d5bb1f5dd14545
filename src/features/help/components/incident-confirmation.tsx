import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { IncidentReport } from '@/domain/contracts/help';
import { useMessages } from '@/lib/i18n/use-messages';
import { helpMessages } from '../help-messages';

/** After a report: its reference number, and where to follow it. Takes focus when shown. */
export function IncidentConfirmation({
  report,
  onAnother,
}: {
  report: IncidentReport;
  onAnother: () => void;
}) {
  const t = useMessages(helpMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="help-confirmation" aria-labelledby="incident-received">
      <h2 id="incident-received" ref={heading} tabIndex={-1}>
        {t('reportReceived')}
      </h2>
      <p>{t('referenceLead')}</p>
      <p className="help-reference help-reference-large">{report.reference_number}</p>
      <p className="muted">{t('reportAcknowledged')}</p>
      <div className="actions">
        <Link href="/e-help/my-reports" className="button">
          {t('myReports')}
        </Link>
        <button type="button" className="button button-secondary" onClick={onAnother}>
          {t('reportAnother')}
        </button>
      </div>
    </section>
  );
}
