import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Modal } from '@/components/modal';
import { readStored, writeStored } from '@/lib/storage';
import { useMessages } from '@/lib/i18n/use-messages';
import { siteShellMessages } from './site-shell-messages';

/**
 * The optional announcement on the home route (§2.3). "Do not show this again" remembers this
 * announcement's text, so a new announcement still shows. It may link to a news article
 * (CONTENTS.IMPORTANT_ANNOUNCEMENT_ARTICLE, the article's id), which closes it on the way.
 */
export default function ImportantAnnouncement({
  text,
  withCheckbox,
  articleHref,
}: {
  text: string;
  withCheckbox: boolean;
  articleHref?: string | undefined;
}) {
  const t = useMessages(siteShellMessages);
  const [open, setOpen] = useState(() => readStored('announcementDismissed') !== text);
  const [dontShow, setDontShow] = useState(false);
  const checkboxId = useId();
  if (!open) return null;
  const close = () => {
    if (dontShow) writeStored('announcementDismissed', text);
    setOpen(false);
  };
  return (
    <Modal
      title={t('announcementTitle')}
      onClose={close}
      footer={
        <button type="button" className="button" onClick={close}>
          {t('gotIt')}
        </button>
      }
    >
      {text.split(/\n{2,}/).map((p) => (
        <p key={p}>{p}</p>
      ))}
      {articleHref ? (
        <p>
          <Link href={articleHref} onClick={close}>
            {t('readArticle')}
          </Link>
        </p>
      ) : null}
      {withCheckbox ? (
        <p>
          <input
            id={checkboxId}
            type="checkbox"
            checked={dontShow}
            onChange={(e) => setDontShow(e.target.checked)}
          />{' '}
          <label htmlFor={checkboxId}>{t('doNotShowAgain')}</label>
        </p>
      ) : null}
    </Modal>
  );
}
