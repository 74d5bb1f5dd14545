import { inArray } from 'drizzle-orm';
import { parseCentavos } from '@/domain/money/centavos';
import { DEFAULT_RPT_RATES, type RptRates } from '@/domain/property-tax/rpt-rates';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

type Reader = (raw: string) => number | null;

// Percentages with up to two decimals ('2', '1.5') as basis points: 1% is 100, as 1 peso is 100 centavos.
const percent =
  (max: number): Reader =>
  (raw) => {
    const bp = parseCentavos(raw.trim());
    return bp !== null && bp >= 0 && bp <= max * 100 && !raw.includes('₱') && !raw.includes(',') ? bp : null;
  };
const months: Reader = (raw) => (/^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : null);

/**
 * The property-tax rates as operator settings (README, "Real property tax"): `npm run cli --
 * settings set rpt_basic_percent 1.5`. A key not set, or set to something unreadable, keeps the
 * RA 7160 default of a city.
 */
export const RPT_SETTINGS: Readonly<Record<string, { rate: keyof RptRates; read: Reader; hint: string }>> = {
  rpt_basic_percent: { rate: 'basicBp', read: percent(100), hint: 'a percentage from 0 to 100, e.g. 2' },
  rpt_sef_percent: { rate: 'sefBp', read: percent(100), hint: 'a percentage from 0 to 100, e.g. 1' },
  rpt_interest_percent_per_month: {
    rate: 'interestPerMonthBp',
    read: percent(100),
    hint: 'a percentage from 0 to 100, e.g. 2',
  },
  rpt_interest_max_months: {
    rate: 'interestMaxMonths',
    read: months,
    hint: 'a whole number of months, e.g. 36',
  },
  rpt_interest_max_percent: {
    rate: 'interestMaxBp',
    read: percent(1000),
    hint: 'a percentage from 0 to 1000, e.g. 72',
  },
  rpt_prompt_discount_percent: {
    rate: 'promptDiscountBp',
    read: percent(100),
    hint: 'a percentage from 0 to 100, e.g. 10',
  },
  rpt_advance_discount_percent: {
    rate: 'advanceDiscountBp',
    read: percent(100),
    hint: 'a percentage from 0 to 100, e.g. 20',
  },
  rpt_discount_cap_percent: {
    rate: 'discountCapBp',
    read: percent(100),
    hint: 'a percentage from 0 to 100, e.g. 20',
  },
};

/** The CLI's check of a value for `settings set <rpt key>`: undefined when good, else what it must be. */
export const RPT_SETTING_RULES: Record<string, (raw: string) => string | undefined> = Object.fromEntries(
  Object.entries(RPT_SETTINGS).map(([key, s]) => [
    key,
    (raw: string) => (s.read(raw) === null ? `must be ${s.hint}` : undefined),
  ]),
);

/** The rates in force: the settings over the defaults. */
export async function readRptRates(db: Db): Promise<RptRates> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.keys(RPT_SETTINGS)));
  const rates: RptRates = { ...DEFAULT_RPT_RATES };
  for (const row of rows) {
    const setting = RPT_SETTINGS[row.key];
    const value = setting?.read(row.value);
    if (setting && value !== null && value !== undefined) rates[setting.rate] = value;
  }
  return rates;
}
