import { Redirect } from 'wouter';
import { mayDo } from '@/domain/staff/staff-permissions';
import { useMessages } from '@/lib/i18n/use-messages';
import type { StaffMember } from '../api/console-types';
import { adminMessages } from '../admin-messages';
import { CONSOLE_SECTIONS } from '../console-sections';

/** `/console` for a member who may not see the queue: their first section, or why there is none. */
export function ConsoleHome({ me }: { me: StaffMember }) {
  const t = useMessages(adminMessages);
  const first = CONSOLE_SECTIONS.find((s) => mayDo(me.permissions, [s.needs]));
  if (first) return <Redirect to={first.path} replace />;
  return <p>{t('nothingToDo')}</p>;
}
