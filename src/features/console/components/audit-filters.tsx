import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { auditMessages } from '../audit-messages';

export interface Filter {
  name: string;
  label: string;
  value: string;
  /** A choice from these (first: any); else typed text or a date. */
  options?: { value: string; label: string }[];
  type?: 'text' | 'date';
}

/**
 * A list's filters as a form whose answers go into the address (`?actor=…&from=…`), so a reload
 * or a shared link shows the same list; page 1 of it.
 */
export function AuditFilters({ path, filters }: { path: string; filters: Filter[] }) {
  const t = useMessages(auditMessages);
  const [, navigate] = useLocation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const query = new URLSearchParams();
    for (const f of filters) {
      const value = String(data.get(f.name) ?? '').trim();
      if (value) query.set(f.name, value);
    }
    const text = query.toString();
    navigate(text ? `${path}?${text}` : path);
  };
  return (
    <form onSubmit={submit} className="console-card console-filter-form" aria-label={t('filters')}>
      {filters.map((f) => (
        <div key={`${f.name}-${f.value}`} className="field">
          <label htmlFor={`filter-${f.name}`}>{f.label}</label>
          {f.options ? (
            <select id={`filter-${f.name}`} name={f.name} defaultValue={f.value}>
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input id={`filter-${f.name}`} name={f.name} type={f.type ?? 'text'} defaultValue={f.value} />
          )}
        </div>
      ))}
      <div className="console-buttons">
        <button type="submit" className="button">
          {t('applyFilters')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => navigate(path)}>
          {t('clearFilters')}
        </button>
      </div>
    </form>
  );
}
