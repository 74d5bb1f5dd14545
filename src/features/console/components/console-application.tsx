import { useState } from 'react';
import { Link } from 'wouter';
import { formatDate } from '@/domain/format/format-date';
import { formatPeso } from '@/domain/format/format-peso';
import { centavosToPesos } from '@/domain/money/centavos';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getApplication } from '../api/get-application';
import type { StaffMember } from '../api/console-types';
import { consoleMessages } from '../console-messages';
import { endorsementsMessages } from '../endorsements-messages';
import { AdjustmentCard } from './adjustment-card';
import { AssessmentForm } from './assessment-form';
import { mayDo } from '@/domain/staff/staff-permissions';
import { ConsoleActions } from './console-actions';
import { ConsoleAnswers } from './console-answers';
import { ConsoleAppointment } from './console-appointment';
import { ConsoleAudit } from './console-audit';
import { ConsoleDocuments } from './console-documents';
import { ConsoleEndorsements } from './console-endorsements';
import { CLEARANCES_PATH } from './endorsements-queue';
import { ConsoleLab } from './console-lab';
import { ConsoleLoadFailed } from './console-load-failed';
import { queuePath } from './console-queue';
import { ConsoleRequirements } from './console-requirements';
import { ConsoleStatus } from './console-status';

const ASSESSABLE = ['FOR ASSESSMENT (ADMIN)', 'FOR ASSESSMENT (TREASURY)', 'FOR REASSESSMENT'];

/** One application as the officer reviews it: status, answers, requirements, history, actions. */
export function ConsoleApplication({ id, me }: { id: string; me: StaffMember }) {
  const t = useMessages(consoleMessages);
  const e = useMessages(endorsementsMessages);
  const locale = useLocale((s) => s.locale);
  const intl = getIntlLocale();
  const { state, reload } = useFetch(id, (signal) => getApplication(id, signal));
  const [notice, setNotice] = useState<string>();
  const a = state.data?.data;
  if (state.status === 'error') {
    return <ConsoleLoadFailed onRetry={reload} />;
  }
  if (!a) return <div role="status" aria-busy="true" aria-label={t('loading')} />;
  // What the release issued, as its entry names it ('Permit BP-2026-000001, valid until …').
  const issued = a.issues ? a.issues.noun[locale] : t('documentWord');
  const documentNoun = issued.charAt(0).toUpperCase() + issued.slice(1);
  const changed = (message: string) => {
    setNotice(message);
    reload();
  };
  return (
    <article className="console-application">
      {/* An endorsing office's member has no queue but their clearances to go back to. */}
      {mayDo(me.permissions, ['applications.view']) ? (
        <Link href={queuePath(a.status)}>{t('backToQueue')}</Link>
      ) : (
        <Link href={CLEARANCES_PATH}>{e('backToClearances')}</Link>
      )}
      <h2>{t('applicationTitle', { title: a.title[locale], reference: a.reference_number })}</h2>
      <p role="status" className="console-notice">
        {notice}
      </p>
      <div className="console-card">
        <p>
          <ConsoleStatus status={a.status} describe />
        </p>
        <p>
          {t('applicant')}: {a.applicant.name}
          {a.applicant.mobile_number || a.applicant.email ? ` · ${t('contact')}: ` : ''}
          {[a.applicant.mobile_number, a.applicant.email].filter(Boolean).join(', ')}
        </p>
        <p>
          {t('submitted')}: {formatDate(a.submitted_at, intl)}
        </p>
        {a.soa ? (
          <p>
            {t('soa', {
              number: a.soa.number,
              total: formatPeso(centavosToPesos(a.soa.total), { sign: true }),
              date: formatDate(a.soa.expires_on, intl),
              status: a.soa.status,
            })}
          </p>
        ) : null}
        {a.permit ? (
          <p>
            {a.permit.valid_until
              ? t('permit', {
                  noun: documentNoun,
                  number: a.permit.number,
                  date: formatDate(a.permit.valid_until, intl),
                })
              : t('permitNoExpiry', { noun: documentNoun, number: a.permit.number })}
          </p>
        ) : null}
      </div>
      <ConsoleEndorsements applicationId={a.id} endorsements={a.endorsements ?? []} onChanged={changed} />
      <ConsoleActions application={a} me={me} onChanged={changed} />
      {a.lab ? (
        <ConsoleLab
          applicationId={a.id}
          lab={a.lab}
          canRecord={a.status === 'PENDING LAB TEST' && mayDo(me.permissions, ['applications.lab'])}
          onChanged={changed}
        />
      ) : null}
      {a.status === 'FOR APPOINTMENT' ? (
        <ConsoleAppointment applicationId={a.id} me={me} onChanged={changed} />
      ) : null}
      {a.adjustment ? (
        <AdjustmentCard
          applicationId={a.id}
          adjustment={a.adjustment}
          mayApprove={mayDo(me.permissions, ['assessment.approve'])}
          onDecided={changed}
        />
      ) : null}
      {ASSESSABLE.includes(a.status) && mayDo(me.permissions, ['applications.assess']) ? (
        <AssessmentForm applicationId={a.id} onAssessed={changed} />
      ) : null}
      {mayDo(me.permissions, ['applications.view']) ? (
        <ConsoleDocuments
          applicationId={a.id}
          status={a.status}
          canPrint={mayDo(me.permissions, ['documents.print'])}
        />
      ) : null}
      <ConsoleAnswers steps={a.steps} />
      <ConsoleRequirements requirements={a.requirements} />
      <ConsoleAudit audit={a.audit} />
    </article>
  );
}
