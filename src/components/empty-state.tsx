import type { ReactNode } from 'react';

/** A quiet message where a list or result would be; 'There are no records found.' by default (§8). */
export function EmptyState({
  children = 'There are no records found.',
  title,
}: {
  children?: ReactNode;
  title?: string;
}) {
  return (
    <div className="empty-state" role="status">
      {title ? <p className="empty-state-title">{title}</p> : null}
      <p>{children}</p>
    </div>
  );
}
