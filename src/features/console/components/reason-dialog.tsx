import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal';
import { FieldFrame } from '@/components/field-frame';
import { useMessages } from '@/lib/i18n/use-messages';
import { consoleMessages } from '../console-messages';

/** Asks for a reason (a return, a rejection: the taxpayer reads it; a reprint); focus is trapped, Escape closes it. */
export function ReasonDialog({
  title,
  hint,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  /** Who reads the reason (default: the taxpayer, for a return or a rejection). */
  hint?: string;
  busy: boolean;
  error?: string | undefined;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const t = useMessages(consoleMessages);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason')).trim();
    setMissing(reason === '');
    if (reason) onConfirm(reason);
  };
  return (
    <Modal title={title} onClose={onClose} size="small">
      <form onSubmit={submit} noValidate>
        <FieldFrame
          label={t('reason')}
          hint={hint ?? t('reasonHint')}
          error={missing ? t('reasonRequired') : error}
        >
          {(control) => (
            <textarea {...control} name="reason" rows={4} maxLength={500} required data-autofocus />
          )}
        </FieldFrame>
        <div className="console-buttons">
          <button type="submit" className="button" disabled={busy}>
            {t('confirm')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
