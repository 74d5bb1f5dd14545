import { Link } from 'wouter';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { discardDraft, useDrafts, type Draft } from '@/stores/offline-drafts';
import { showToast } from '@/stores/toasts';
import { draftLabel } from '../offline/draft-label';
import { offlineMessages } from '../offline/offline-messages';
import { sendWaitingDrafts } from '../offline/start-offline-drafts';

// Manila's clock, as every date a person reads (issue 30), whatever the phone's zone.
const savedAt = (draft: Draft) => formatDateTime(draft.savedAt, getIntlLocale());

// Discarding cannot be undone and takes the banner (and the button) away: the §7.6 default
// success message says it was done.
const discard = (draft: Draft) => {
  discardDraft(draft.id);
  showToast('success', offlineMessages.t('removed'));
};

/**
 * What waits on this device to be sent (typed offline): said while it waits, while it is sent,
 * and, if the server refused it, why — with a way to review or discard it.
 */
export function WaitingDrafts({ online }: { online: boolean }) {
  const t = useMessages(offlineMessages);
  const { drafts, sending } = useDrafts();
  if (drafts.length === 0) return null;
  return (
    <>
      {drafts.map((draft) =>
        draft.problem ? (
          <div key={draft.id} className="banner banner-warning" role="alert">
            {t('refused', { label: draftLabel(draft), savedAt: savedAt(draft), problem: draft.problem })}{' '}
            <Link href={draft.href}>{t('reviewThem')}</Link>{' '}
            <button type="button" className="link-button" onClick={() => discard(draft)}>
              {t('discard')}
            </button>
          </div>
        ) : (
          <div key={draft.id} className="banner banner-info" role="status">
            {!online ? (
              t('waitingOffline', { label: draftLabel(draft), savedAt: savedAt(draft) })
            ) : sending ? (
              t('sending', { label: draftLabel(draft).toLowerCase() })
            ) : (
              <>
                {t('waitingOnline', { label: draftLabel(draft), savedAt: savedAt(draft) })}{' '}
                <button type="button" className="link-button" onClick={() => void sendWaitingDrafts()}>
                  {t('sendNow')}
                </button>
              </>
            )}
          </div>
        ),
      )}
    </>
  );
}
