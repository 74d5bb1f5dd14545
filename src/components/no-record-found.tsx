import { useEffect, useRef } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import { commonMessages } from './messages/common-messages';

/** An empty billing search: 'No Record Found', and Back only (§8). */
export function NoRecordFound({ onBack }: { onBack: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useMessages(commonMessages);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="empty-state" role="status" tabIndex={-1}>
      <p className="empty-state-title">{t('noRecordFound')}</p>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('back')}
        </button>
      </div>
    </div>
  );
}
