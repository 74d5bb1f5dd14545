import { Link } from 'wouter';
import { Modal } from '@/components/modal';
import { useMessages } from '@/lib/i18n/use-messages';
import { helpMessages } from '../help-messages';

export interface HelpTopic {
  label: string;
  href: string;
  /** The page exists; until then the topic says it is coming. */
  available: boolean;
}

/** E-Help: 'How can we help?' with its topics (§2.9). */
export default function EHelpDialog({ topics, onClose }: { topics: HelpTopic[]; onClose: () => void }) {
  const t = useMessages(helpMessages);
  return (
    <Modal title={t('title')} onClose={onClose} size="small">
      <ul className="help-topics">
        {topics.map((topic) => (
          <li key={topic.href}>
            {topic.available ? (
              <Link href={topic.href} className="button button-secondary" onClick={onClose}>
                {topic.label}
              </Link>
            ) : (
              <span className="help-topic-unavailable">
                {topic.label} <span className="muted">{t('soon')}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
