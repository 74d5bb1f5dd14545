import { Modal } from '@/components/modal';
import { useFetch } from '@/lib/use-fetch';
import { useMessages } from '@/lib/i18n/use-messages';
import { requirementFileUrl } from '../api/requirement-file-url';
import { consoleMessages } from '../console-messages';

/** A requirement's uploaded image, fetched with the staff token, in a dialog. */
export function RequirementPreview({
  label,
  url,
  onClose,
}: {
  label: string;
  url: string;
  onClose: () => void;
}) {
  const t = useMessages(consoleMessages);
  const { state } = useFetch(url, (signal) => requirementFileUrl(url, signal));
  return (
    <Modal title={label} onClose={onClose} size="large">
      {state.status === 'error' ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : state.data ? (
        <img src={state.data} alt={label} className="console-preview" />
      ) : (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      )}
    </Modal>
  );
}
