import type { ReactNode } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { shellMessages } from './messages/shell-messages';

/** A quiet message where a list or result would be; 'There are no records found.' by default (§8). */
export function EmptyState({ children, title }: { children?: ReactNode; title?: string }) {
  const t = useMessages(shellMessages);
  return (
    <div className="empty-state" role="status">
      {title ? <p className="empty-state-title">{title}</p> : null}
      <p>{children ?? t('noRecords')}</p>
    </div>
  );
}
