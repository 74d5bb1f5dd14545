import { Link, useSearch } from 'wouter';
import '@/features/help/help.css';
import { MyIncidentReports } from '@/features/help/components/my-incident-reports';
import { helpMessages } from '@/features/help/help-messages';
import { useMessages } from '@/lib/i18n/use-messages';

/** `/e-help/my-reports`: the resident's incident reports with their status. */
export default function MyReportsPage() {
  const t = useMessages(helpMessages);
  const page = Math.max(1, Number(new URLSearchParams(useSearch()).get('page')) || 1);
  return (
    <div className="page narrow help-page">
      <h1>{t('myReports')}</h1>
      <p className="lead">{t('myReportsLead')}</p>
      <p>
        <Link href="/e-help/report-incident" className="button">
          {t('reportTitle')}
        </Link>
      </p>
      <MyIncidentReports page={page} />
    </div>
  );
}
