import { useMessages } from '@/lib/i18n/use-messages';
import { applicationsMessages } from '../applications-messages';
import type { DraftState } from '../use-draft-autosave';

const KEYS = {
  saving: 'draftSaving',
  saved: 'draftSaved',
  failed: 'draftFailed',
  offline: 'draftOffline',
  conflict: 'draftConflict',
} as const;

/** Says, politely, whether the draft reached the server. */
export function DraftStatus({ state }: { state: DraftState }) {
  const t = useMessages(applicationsMessages);
  return (
    <p className="draft-status" role="status">
      {state === 'idle' ? '' : t(KEYS[state])}
    </p>
  );
}
