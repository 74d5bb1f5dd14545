import { registerDraftSender, replayDrafts } from '@/stores/offline-drafts';
import { showToast } from '@/stores/toasts';
import { APPLICATION_DRAFTS, PROFILE_DRAFT } from './draft-kinds';
import { draftLabel } from './draft-label';
import { offlineMessages } from './offline-messages';

/** Sends what waits on this device, saying what went; a refused draft stays in the shell's notice. */
export async function sendWaitingDrafts() {
  const { sent } = await replayDrafts();
  for (const draft of sent) showToast('success', offlineMessages.t('sent', { label: draftLabel(draft) }));
}

let started = false;

/**
 * Registers how each kind of draft is sent, then sends the waiting ones now (if online) and
 * whenever the connection returns. Called at start when drafts wait, and when one is saved.
 */
export function startOfflineDrafts() {
  if (!started) {
    started = true;
    // Loaded when there is something to send: the profile form's code stays out of the first page.
    registerDraftSender(PROFILE_DRAFT, (payload) =>
      import('./profile-draft').then(({ sendProfileDraft }) => sendProfileDraft(payload)),
    );
    registerDraftSender(APPLICATION_DRAFTS, (payload) =>
      import('@/features/applications/offline-draft-sender').then(({ sendApplicationDraft }) =>
        sendApplicationDraft(payload),
      ),
    );
    window.addEventListener('online', () => void sendWaitingDrafts());
  }
  void sendWaitingDrafts();
}
