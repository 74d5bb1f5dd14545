import { useEffect, useRef } from 'react';

/** An empty billing search: 'No Record Found', and Back only (§8). */
export function NoRecordFound({ onBack }: { onBack: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="empty-state" role="status" tabIndex={-1}>
      <p className="empty-state-title">No Record Found</p>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={onBack}>
          Back
        </button>
      </div>
    </div>
  );
}
