import { Link } from 'wouter';
import { Modal } from '@/components/modal';

export interface HelpTopic {
  label: string;
  href: string;
  /** The page exists; until then the topic says it is coming. */
  available: boolean;
}

/** E-Help: 'How can we help?' with its topics (§2.9). */
export default function EHelpDialog({ topics, onClose }: { topics: HelpTopic[]; onClose: () => void }) {
  return (
    <Modal title="How can we help?" onClose={onClose} size="small">
      <ul className="help-topics">
        {topics.map((topic) => (
          <li key={topic.href}>
            {topic.available ? (
              <Link href={topic.href} className="button button-secondary" onClick={onClose}>
                {topic.label}
              </Link>
            ) : (
              <span className="help-topic-unavailable">
                {topic.label} <span className="muted">(Soon to be available)</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
