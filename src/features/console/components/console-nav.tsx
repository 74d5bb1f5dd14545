import { Link, useLocation } from 'wouter';
import { mayDo } from '@/domain/staff/staff-permissions';
import { useMessages } from '@/lib/i18n/use-messages';
import type { StaffMember } from '../api/console-types';
import { adminMessages } from '../admin-messages';
import { CONSOLE_SECTIONS } from '../console-sections';

/** The sections this member's roles open, and nothing else. */
export function ConsoleNav({ me }: { me: StaffMember }) {
  const t = useMessages(adminMessages);
  const [location] = useLocation();
  const sections = CONSOLE_SECTIONS.filter((s) => mayDo(me.permissions, [s.needs]));
  if (sections.length < 2) return null;
  const current = (path: string) =>
    path === '/console'
      ? location === '/console' ||
        location.startsWith('/console/queue') ||
        location.startsWith('/console/applications')
      : location.startsWith(path);
  return (
    <nav aria-label={t('sections')}>
      <ul className="console-filters">
        {sections.map((s) => (
          <li key={s.key}>
            <Link
              href={s.path}
              className="console-filter"
              aria-current={current(s.path) ? 'page' : undefined}
            >
              {t(`section.${s.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
