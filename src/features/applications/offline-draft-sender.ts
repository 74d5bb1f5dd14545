import { DraftConflict } from '@/stores/offline-drafts';
import { getDraft } from './api/get-draft';
import { saveDraft } from './api/save-draft';
import { applicationsMessages } from './applications-messages';
import { noteSaved, serverIsNewer, type OfflineApplicationDraft } from './offline-draft';

/** An application form open on this page: what it shows now, and how it hears the outcome. */
export interface LiveForm {
  current(): { values: Record<string, unknown>; step: string };
  saved(): void;
  conflict(): void;
}

const liveForms = new Map<string, LiveForm>();

/** While a form is open, a waiting draft of its route is sent with what the form shows now. */
export function attachLiveForm(route: string, form: LiveForm) {
  liveForms.set(route, form);
  return () => {
    if (liveForms.get(route) === form) liveForms.delete(route);
  };
}

/**
 * Sends an application's answers kept on this device (the drafts queue's sender). A newer draft
 * on the server (saved on another device, or the application filed) is never overwritten: the
 * answers stay on the device with the reason, for the user to discard.
 */
export async function sendApplicationDraft(payload: unknown, deps = { getDraft, saveDraft }) {
  const draft = payload as OfflineApplicationDraft;
  const live = liveForms.get(draft.route);
  if (serverIsNewer(await deps.getDraft(draft.route), draft)) {
    live?.conflict();
    throw new DraftConflict(applicationsMessages.t('draftNewerElsewhere'));
  }
  // The open form holds everything kept, and whatever was typed after.
  const { values, step } = live ? live.current() : draft;
  const doc = await deps.saveDraft(draft.route, values, step);
  noteSaved(draft.route, doc.data.attributes.updated_at);
  live?.saved();
}
