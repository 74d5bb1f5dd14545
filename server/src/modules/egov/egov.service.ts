import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxpayers } from '../../db/auth-schema';
import { settings } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/http-errors';

/** Operator settings read here; set with `npm run cli -- settings set KEY VALUE`. */
export const EGOV_SETTINGS = {
  /** 'true': E-Government shows only while the property-tax API answers (one city's setup, §4). */
  rptaxApiCheck: 'rptax_api_check',
  /** 'false' while the property-tax system is down for maintenance. */
  rptaxApiAvailable: 'rptax_api_available',
  /** The identity-card service's address (E-MRID, residents only). */
  mridRedirectUrl: 'mrid_redirect_url',
} as const;

/** E-Government gating and the E-MRID hand-off (§2.3, §4, §7.2, §7.4). */
export function createEgovService({ db }: { db: Db }) {
  async function read(keys: string[]) {
    const rows = await db.select().from(settings).where(inArray(settings.key, keys));
    return new Map(rows.map((r) => [r.key, r.value]));
  }
  return {
    /** Whether E-Government may show: always, unless this LGU gates it on the property-tax API. */
    async rptaxApiAvailable(): Promise<{ is_available: boolean; checked: boolean }> {
      const values = await read([EGOV_SETTINGS.rptaxApiCheck, EGOV_SETTINGS.rptaxApiAvailable]);
      const checked = values.get(EGOV_SETTINGS.rptaxApiCheck) === 'true';
      return { checked, is_available: !checked || values.get(EGOV_SETTINGS.rptaxApiAvailable) !== 'false' };
    },
    /** The E-MRID link for a resident; 403 for others, 404 when the LGU has none. */
    async mridRedirect(taxpayerId: number): Promise<string> {
      const [account] = await db
        .select({ isResident: taxpayers.isResident })
        .from(taxpayers)
        .where(eq(taxpayers.id, taxpayerId));
      if (account?.isResident !== 1) throw new ForbiddenError('E-MRID is available to residents only.');
      const url = (await read([EGOV_SETTINGS.mridRedirectUrl])).get(EGOV_SETTINGS.mridRedirectUrl);
      if (!url) throw new NotFoundError('E-MRID is not available yet.');
      return url;
    },
  };
}
