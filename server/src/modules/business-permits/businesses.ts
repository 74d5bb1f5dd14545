import { BUSINESS_ID_FIELD } from '@/domain/applications/business-permit-contracts';
import type { ApplicationsService } from '../applications/applications.service';
import { definitionByRoute } from '../applications/application-definitions';

export type ApplicationRow = Awaited<ReturnType<ApplicationsService['list']>>[number];

/** One business of an account: its applications newest first, from its first (NEW) one. */
export interface Business {
  id: number;
  applications: ApplicationRow[];
  /** The newest application of any kind: where the business stands. */
  latest: ApplicationRow;
  /** The newest application carrying the whole form: what a renewal is pre-filled from. */
  form: ApplicationRow;
}

const GONE = new Set(['CANCELLED', 'REJECTED']);

/** The business an application belongs to: the one it names, or itself (a NEW application). */
export function businessIdOf(row: ApplicationRow): number {
  const named = row.application.payload[BUSINESS_ID_FIELD];
  return typeof named === 'number' ? named : row.application.id;
}

/**
 * An account's business applications grouped into businesses (newest first). A business is born with
 * a NEW application that was not cancelled or rejected; every later kind names it.
 */
export function groupBusinesses(rows: readonly ApplicationRow[]): Business[] {
  const byId = new Map<number, ApplicationRow[]>();
  for (const row of rows) {
    const id = businessIdOf(row);
    byId.set(id, [...(byId.get(id) ?? []), row]);
  }
  const businesses: Business[] = [];
  for (const [id, applications] of byId) {
    const live = applications.filter((r) => !GONE.has(r.status));
    // The newest application of a kind that is the business's whole record (NEW, RENEWAL, CHANGE).
    const form = live.find((r) => definitionByRoute(r.application.route)?.subject.holdsRecord === true);
    const latest = applications[0];
    if (!form || !latest || !applications.some((r) => r.application.id === id)) continue;
    businesses.push({ id, applications, latest, form });
  }
  return businesses;
}
