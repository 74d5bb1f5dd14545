import { Modal } from '@/components/modal';
import { useMessages } from '@/lib/i18n/use-messages';
import { adminMessages } from '../admin-messages';

/** A new one-time password, shown this once: the officer hands it over in person. */
export function OneTimePassword({
  username,
  password,
  onClose,
}: {
  username: string;
  password: string;
  onClose: () => void;
}) {
  const t = useMessages(adminMessages);
  return (
    <Modal title={t('passwordTitle', { username })} onClose={onClose} size="small">
      <p>{t('passwordIntro')}</p>
      <p>
        <code className="console-secret" data-testid="one-time-password">
          {password}
        </code>
      </p>
      <div className="console-buttons">
        <button type="button" className="button" onClick={onClose} data-autofocus>
          {t('passwordDone')}
        </button>
      </div>
    </Modal>
  );
}
