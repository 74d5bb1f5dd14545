import { Link } from 'wouter';
import { discardDraft, useDrafts, type Draft } from '@/stores/offline-drafts';
import { sendWaitingDrafts } from '../offline/start-offline-drafts';

const savedAt = (draft: Draft) =>
  new Date(draft.savedAt).toLocaleString('en-PH', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * What waits on this device to be sent (typed offline): said while it waits, while it is sent,
 * and, if the server refused it, why — with a way to review or discard it.
 */
export function WaitingDrafts({ online }: { online: boolean }) {
  const { drafts, sending } = useDrafts();
  if (drafts.length === 0) return null;
  return (
    <>
      {drafts.map((draft) =>
        draft.problem ? (
          <div key={draft.id} className="banner banner-warning" role="alert">
            {draft.label} saved on this device on {savedAt(draft)} could not be sent: {draft.problem}{' '}
            <Link href={draft.href}>Review them</Link>{' '}
            <button type="button" className="link-button" onClick={() => discardDraft(draft.id)}>
              Discard
            </button>
          </div>
        ) : (
          <div key={draft.id} className="banner banner-info" role="status">
            {!online ? (
              <>
                {draft.label} are saved on this device ({savedAt(draft)}); they will be sent when you are back
                online.
              </>
            ) : sending ? (
              <>Sending {draft.label.toLowerCase()} saved on this device…</>
            ) : (
              <>
                {draft.label} saved on this device ({savedAt(draft)}) are waiting to be sent.{' '}
                <button type="button" className="link-button" onClick={() => void sendWaitingDrafts()}>
                  Send now
                </button>
              </>
            )}
          </div>
        ),
      )}
    </>
  );
}
