import type { ComponentType } from 'react';
import { useParams } from 'wouter';
import type { StaffMember } from '@/features/console/api/console-types';
import { AuditViewer } from '@/features/console/components/audit-viewer';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ContentAdmin } from '@/features/console/components/content-admin';
import { ImportsAdmin } from '@/features/console/components/imports-admin';
import { NewsAdmin } from '@/features/console/components/news-admin';
import { RolesAdmin } from '@/features/console/components/roles-admin';
import { SettingsAdmin } from '@/features/console/components/settings-admin';
import { SignInHistory } from '@/features/console/components/sign-in-history';
import { StaffAdmin } from '@/features/console/components/staff-admin';
import { sectionAt, type ConsoleSectionKey } from '@/features/console/console-sections';
import NotFoundPage from './not-found-page';

// Each section's page (console-sections.ts lists their addresses and permissions).
const PAGES: Partial<Record<ConsoleSectionKey, ComponentType<{ me: StaffMember }>>> = {
  staff: StaffAdmin,
  roles: RolesAdmin,
  imports: ImportsAdmin,
  news: NewsAdmin,
  content: ContentAdmin,
  settings: SettingsAdmin,
  audit: AuditViewer,
  signIns: SignInHistory,
};

/**
 * `/console/{section}`: the console's administration (issue 28), staff, roles and offices,
 * imports, news, site content, settings, the audit log and sign-ins. One page for them all, so
 * a resident's first load carries one more lazy route, not eight.
 */
export default function ConsoleSectionPage() {
  const { section = '' } = useParams<{ section: string }>();
  const found = sectionAt(section);
  const Page = found ? PAGES[found.key] : undefined;
  if (!found || !Page) return <NotFoundPage />;
  return <ConsoleFrame needs={found.needs}>{(me) => <Page me={me} />}</ConsoleFrame>;
}
