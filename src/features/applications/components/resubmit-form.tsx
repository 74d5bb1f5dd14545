import type { ComponentProps } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getApplication } from '../api/get-application';
import { resubmitApplication } from '../api/resubmit-application';
import { applicationsMessages } from '../applications-messages';
import { ApplicationForm } from './application-form';
import { BusinessLoadFailed } from './business-load-failed';

/** The reason the office gave when it last returned the application. */
export const returnReason = (history: readonly { to: string; reason: string }[]) =>
  history.findLast((h) => h.to === 'FOR RESUBMISSION')?.reason ?? '';

/**
 * A returned application (FOR RESUBMISSION) corrected and filed again, whatever its kind: the form
 * opens with what was sent and the office's reason above it, and Submit files it on the engine's
 * resubmit path (no draft is kept: the application itself is what is being corrected).
 */
export function ResubmitForm({
  applicationId,
  ...props
}: Omit<ComponentProps<typeof ApplicationForm>, 'draft'> & { applicationId: string }) {
  const t = useMessages(applicationsMessages);
  const { state, reload } = useFetch(`application/${applicationId}`, (signal) =>
    getApplication(applicationId, signal),
  );
  if (state.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.status === 'error') return <BusinessLoadFailed onRetry={reload} />;
  const { meta } = state.data;
  return (
    <ApplicationForm
      {...props}
      draft={{ payload: meta.payload, step: null }}
      keepsDraft={false}
      notice={<p className="notice">{t('resubmitNotice', { reason: returnReason(meta.history) })}</p>}
      file={(payload) => resubmitApplication(applicationId, payload)}
    />
  );
}
