import { useState } from 'react';
import { Link } from 'wouter';
import '@/features/help/help.css';
import type { IncidentReport } from '@/domain/contracts/help';
import { IncidentConfirmation } from '@/features/help/components/incident-confirmation';
import { IncidentReportForm, type IncidentPlace } from '@/features/help/components/incident-report-form';
import { MY_REPORTS_PATH } from '@/features/help/components/my-incident-reports';
import { helpMessages } from '@/features/help/help-messages';
import { useMessages } from '@/lib/i18n/use-messages';
import { useSession } from '@/stores/session';

const text = (profile: Record<string, unknown> | null, key: string) => {
  const v = profile?.[key];
  return typeof v === 'string' ? v : '';
};

/** `/e-help/report-incident` (§2.9): the form, then its reference number. */
export default function ReportIncidentPage() {
  const t = useMessages(helpMessages);
  const profile = useSession((s) => s.profile);
  const [reported, setReported] = useState<IncidentReport | null>(null);
  const [round, setRound] = useState(0);
  // The home address is the likeliest place to start from; any level can be changed.
  const place: IncidentPlace = {
    region_code: text(profile, 'region_code'),
    province_code: text(profile, 'province_code'),
    municipality_code: text(profile, 'municipality_code'),
    barangay_code: text(profile, 'barangay_code'),
  };
  return (
    <div className="page narrow help-page">
      <h1>{t('reportTitle')}</h1>
      {reported ? (
        <IncidentConfirmation
          report={reported}
          onAnother={() => {
            setReported(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <>
          <p className="lead">{t('reportLead')}</p>
          <p>
            <Link href={MY_REPORTS_PATH}>{t('myReports')}</Link>
          </p>
          <IncidentReportForm key={round} place={place} onReported={setReported} />
        </>
      )}
    </div>
  );
}
