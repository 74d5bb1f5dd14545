import { INCIDENT_TYPE_WORDS, type IncidentReport } from '@/domain/contracts/help';
import { wordOf } from '@/domain/options/wording';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { helpMessages } from '../help-messages';
import { IncidentStatus } from './incident-status';

/** One report in the resident's list: reference, status, type, when, where and what. */
export function IncidentReportCard({ report }: { report: IncidentReport }) {
  const t = useMessages(helpMessages);
  const locale = getIntlLocale();
  const language = useLocale((s) => s.locale);
  return (
    <article className="help-report" aria-labelledby={`report-${report.reference_number}`}>
      <header>
        <h2 id={`report-${report.reference_number}`}>
          {wordOf(INCIDENT_TYPE_WORDS, report.incident_type, language)}
        </h2>
        <IncidentStatus status={report.status} />
      </header>
      <dl>
        <dt>{t('referenceNumber')}</dt>
        <dd className="help-reference">{report.reference_number}</dd>
        <dt>{t('occurredAt')}</dt>
        <dd>{formatDateTime(report.occurred_at, locale)}</dd>
        <dt>{t('where')}</dt>
        <dd>{[report.street, report.barangay, report.municipality].join(', ')}</dd>
        <dt>{t('photos')}</dt>
        <dd>{report.photos.length}</dd>
        <dt>{t('reportedOn')}</dt>
        <dd>{formatDateTime(report.created_at, locale)}</dd>
      </dl>
      <p className="help-description">{report.description}</p>
    </article>
  );
}
