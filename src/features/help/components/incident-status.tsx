import type { IncidentStatus as Status } from '@/domain/contracts/help';
import { useMessages } from '@/lib/i18n/use-messages';
import { helpMessages } from '../help-messages';

const KEYS = {
  RECEIVED: 'statusReceived',
  'IN PROGRESS': 'statusInProgress',
  RESOLVED: 'statusResolved',
  CLOSED: 'statusClosed',
} as const;

/** A report's status in words of the reader's language, coloured by how far along it is. */
export function IncidentStatus({ status }: { status: Status }) {
  const t = useMessages(helpMessages);
  return (
    <span className={`help-status help-status-${status.replace(' ', '-').toLowerCase()}`}>
      {t(KEYS[status])}
    </span>
  );
}
