import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDate } from '@/domain/format/format-date';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import type { QueueItem } from '../api/console-types';
import { consoleMessages } from '../console-messages';

type Queued = Pick<QueueItem, 'id' | 'reference_number' | 'title' | 'summary' | 'applicant' | 'submitted_at'>;

/**
 * One application in a console queue (the officer's, an endorsing office's): its reference,
 * which opens it, whom it is for, the applicant, the kind and when it was filed, then the one
 * fact the queue is about (its status, the offices it waits for).
 */
export function ApplicationQueueItem({
  application: a,
  last,
}: {
  application: Queued;
  last: { label: string; value: ReactNode };
}) {
  const t = useMessages(consoleMessages);
  const locale = useLocale((s) => s.locale);
  return (
    <li className="console-card console-item">
      <Link href={`/console/applications/${a.id}`} aria-label={t('open', { reference: a.reference_number })}>
        {a.reference_number}
      </Link>
      <dl className="console-facts">
        <dt>{t('subject')}</dt>
        <dd>{a.summary || '—'}</dd>
        <dt>{t('applicant')}</dt>
        <dd>{a.applicant}</dd>
        <dt>{t('kind')}</dt>
        <dd>{a.title[locale]}</dd>
        <dt>{t('submitted')}</dt>
        <dd>{formatDate(a.submitted_at, getIntlLocale())}</dd>
        <dt>{last.label}</dt>
        <dd>{last.value}</dd>
      </dl>
    </li>
  );
}
