import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@/domain/constants/languages';
import type { Db } from '../../db/client';
import {
  applicationStatuses,
  cmsEntries,
  settings,
  sitePages,
  siteServices,
  systemModules,
} from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/http-errors';

/** The §1 module that opens the LGU's identity-card service, and the setting that names it. */
const E_MRID = 'E-MRID';
const MRID_REDIRECT_SETTING = 'mrid_redirect_url';

export type SystemModule = typeof systemModules.$inferSelect;
export type ApplicationStatus = typeof applicationStatuses.$inferSelect;

export const CMS_TYPES = [
  'VARIABLES',
  'LOGOS',
  'NAVIGATION_ICONS',
  'ICONS',
  'BACKGROUNDS',
  'COLORS',
  'CMS_COLORS',
  'CONTENTS',
  'COMPONENTS',
] as const;
export type CmsType = (typeof CMS_TYPES)[number];

export interface SiteServicesQuery {
  orderBy: 'sequence' | 'name' | 'id';
  sortBy: 'asc' | 'desc';
  status?: number | undefined;
}

/** Reads and edits site content, the module catalogue and the information pages. */
export function createContentService({ db }: { db: Db }) {
  // Counts this process's content changes, so its caches of content-derived settings can tell
  // at once (another process's changes reach them when their time runs out).
  let revision = 0;
  return {
    /** Changes made through this service so far. */
    revision: () => revision,

    /** Every content entry, in a stable order. */
    listCms: () => db.select().from(cmsEntries).orderBy(asc(cmsEntries.id)),

    /** Active modules only: inactive ones are never listed (§2.8). */
    listModules: () =>
      db
        .select()
        .from(systemModules)
        .where(eq(systemModules.isActive, true))
        .orderBy(asc(systemModules.sequence), asc(systemModules.id)),

    /** One module (active or not) with its transaction types. */
    async getModule(id: number): Promise<{ module: SystemModule; statuses: ApplicationStatus[] }> {
      const [module] = await db.select().from(systemModules).where(eq(systemModules.id, id));
      if (!module) throw new NotFoundError('Service not found');
      const statuses = await db
        .select()
        .from(applicationStatuses)
        .where(eq(applicationStatuses.systemModuleId, id))
        .orderBy(asc(applicationStatuses.sequence), asc(applicationStatuses.id));
      return { module, statuses };
    },

    async listSiteServices(query: SiteServicesQuery) {
      const column = {
        sequence: siteServices.sequence,
        name: siteServices.name,
        id: siteServices.id,
      }[query.orderBy];
      const where = query.status === undefined ? undefined : eq(siteServices.status, query.status);
      const [rows, mrid] = await Promise.all([
        db
          .select()
          .from(siteServices)
          .where(where)
          .orderBy(query.sortBy === 'asc' ? asc(column) : desc(column), asc(siteServices.id)),
        db.select({ value: settings.value }).from(settings).where(eq(settings.key, MRID_REDIRECT_SETTING)),
      ]);
      // E-MRID only opens the identity-card service the LGU set up (settings mrid_redirect_url):
      // without it, the card and the header item led to 'E-MRID is not available yet' (issue 30).
      return mrid[0]?.value ? rows : rows.filter((s) => s.name !== E_MRID);
    },

    async getPage(slug: string) {
      const [page] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
      if (!page) throw new NotFoundError('Page not found');
      return page;
    },

    /**
     * Sets one key of a content entry's JSON body (operator CLI); creates the entry if missing. In
     * Filipino it sets the key's Filipino value, served over the English one (issue 13).
     */
    async setContentValue(type: string, key: string, value: unknown, language: Language = 'en') {
      if (!(CMS_TYPES as readonly string[]).includes(type)) {
        throw new ValidationError({
          type: [`Unknown content type ${type}; use one of ${CMS_TYPES.join(', ')}`],
        });
      }
      await db.transaction(async (tx) => {
        const [entry] = await tx.select().from(cmsEntries).where(eq(cmsEntries.type, type)).for('update');
        const column = language === 'fil' ? 'bodyFil' : 'body';
        const body = JSON.parse(entry?.[column] ?? '{}') as Record<string, unknown>;
        body[key] = value;
        if (entry) {
          await tx
            .update(cmsEntries)
            .set({ [column]: JSON.stringify(body), updatedAt: new Date() })
            .where(eq(cmsEntries.type, type));
        } else {
          // Set in Filipino first, the entry's English body starts empty.
          await tx.insert(cmsEntries).values({ type, body: '{}', [column]: JSON.stringify(body) });
        }
      });
      revision++;
    },

    /** Turns modules on or off, or marks them coming soon (operator CLI). */
    async updateModules(codes: string[], change: { isActive?: boolean; isComingSoon?: boolean }) {
      const updated = await db
        .update(systemModules)
        .set(change)
        .where(and(inArray(systemModules.name, codes)))
        .returning({ name: systemModules.name });
      return updated.map((m) => m.name);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
