import type { ComponentType } from 'react';
import { useParams } from 'wouter';
import type { StaffMember } from '@/features/console/api/console-types';
import { AdjustmentsQueue } from '@/features/console/components/adjustments-queue';
import { AuditViewer } from '@/features/console/components/audit-viewer';
import { CashierDesk } from '@/features/console/components/cashier-desk';
import { CollectionsReport } from '@/features/console/components/collections-report';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ContentAdmin } from '@/features/console/components/content-admin';
import { EndorsementsQueue } from '@/features/console/components/endorsements-queue';
import { FeeScheduleEditor } from '@/features/console/components/fee-schedule-editor';
import { ImportsAdmin } from '@/features/console/components/imports-admin';
import { NewsAdmin } from '@/features/console/components/news-admin';
import { ProofsReview } from '@/features/console/components/proofs-review';
import { ReconciliationView } from '@/features/console/components/reconciliation-view';
import { RefundsReview } from '@/features/console/components/refunds-review';
import { RolesAdmin } from '@/features/console/components/roles-admin';
import { SettingsAdmin } from '@/features/console/components/settings-admin';
import { SignInHistory } from '@/features/console/components/sign-in-history';
import { StaffAdmin } from '@/features/console/components/staff-admin';
import { SupportSearch } from '@/features/console/components/support-search';
import { sectionAt, type ConsoleSectionKey } from '@/features/console/console-sections';
import NotFoundPage from './not-found-page';

// The sections whose address may name one record (`/console/{section}/{id}`).
const OPENS_ONE: readonly ConsoleSectionKey[] = ['search'];

// Each section's page (console-sections.ts lists their addresses and permissions).
const PAGES: Partial<Record<ConsoleSectionKey, ComponentType<{ me: StaffMember }>>> = {
  clearances: EndorsementsQueue,
  adjustments: AdjustmentsQueue,
  staff: StaffAdmin,
  roles: RolesAdmin,
  imports: ImportsAdmin,
  news: NewsAdmin,
  content: ContentAdmin,
  settings: SettingsAdmin,
  audit: AuditViewer,
  signIns: SignInHistory,
  search: SupportSearch,
  treasury: CollectionsReport,
  reconciliation: ReconciliationView,
  proofs: ProofsReview,
  refunds: RefundsReview,
  cashier: CashierDesk,
  fees: FeeScheduleEditor,
};

/**
 * `/console/{section}`: the console's administration (issue 28), staff, roles and offices,
 * imports, news, site content, settings, the fee schedule, the audit log and sign-ins, taxpayer
 * support and the treasury (`/console/search/{id}` opens a taxpayer). One page for them all, so
 * a resident's first load carries one more lazy route, not eight.
 */
export default function ConsoleSectionPage() {
  const { section = '', id } = useParams<{ section: string; id?: string }>();
  const found = sectionAt(section);
  const Page = found ? PAGES[found.key] : undefined;
  // Only taxpayer support has pages below it (a taxpayer: /console/search/{id}).
  if (!found || !Page || (id !== undefined && !OPENS_ONE.includes(found.key))) return <NotFoundPage />;
  return <ConsoleFrame needs={found.needs}>{(me) => <Page me={me} />}</ConsoleFrame>;
}
