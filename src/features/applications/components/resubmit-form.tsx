import type { ComponentProps } from 'react';
import { RESUBMIT_ACTIONS } from '@/domain/applications/application-contracts';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { getBusiness } from '../api/get-business';
import { resubmitApplication } from '../api/resubmit-application';
import { applicationsMessages } from '../applications-messages';
import { ApplicationForm } from './application-form';
import { BusinessLoadFailed } from './business-load-failed';

/** The reason the office gave when it last returned the application. */
export const returnReason = (history: readonly { to: string; reason: string }[]) =>
  history.findLast((h) => h.to === 'FOR RESUBMISSION')?.reason ?? '';

/**
 * A returned application (FOR RESUBMISSION) corrected and filed again: the form opens with what
 * was sent and the office's reason above it, and Submit files it on its kind's resubmit path (no
 * draft is kept: the application itself is what is being corrected).
 */
export function ResubmitForm({
  businessId,
  applicationId,
  ...props
}: Omit<ComponentProps<typeof ApplicationForm>, 'draft'> & { businessId: string; applicationId: string }) {
  const t = useMessages(applicationsMessages);
  const action = RESUBMIT_ACTIONS[props.definition.route];
  const { state, reload } = useFetch(`${businessId}/${applicationId}`, (signal) =>
    getBusiness(businessId, applicationId, signal),
  );
  if (state.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.status === 'error' || !action) {
    return <BusinessLoadFailed onRetry={reload} />;
  }
  const { meta } = state.data;
  return (
    <ApplicationForm
      {...props}
      draft={{ payload: meta.payload, step: null }}
      keepsDraft={false}
      notice={<p className="notice">{t('resubmitNotice', { reason: returnReason(meta.history) })}</p>}
      file={(payload) => resubmitApplication(applicationId, action, payload)}
    />
  );
}
