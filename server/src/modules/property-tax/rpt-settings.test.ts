import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RPT_RATES } from '@/domain/property-tax/rpt-rates';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { openTestDatabase } from '../../testing/test-database';
import { readRptRates, RPT_SETTING_RULES } from './rpt-settings';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the property-tax rates as operator settings', () => {
  it('are the RA 7160 defaults of a city until set', async () => {
    expect(await readRptRates(database.db)).toEqual(DEFAULT_RPT_RATES);
  });

  it('read percentages with up to two decimals and whole months; an unreadable value keeps the default', async () => {
    await database.db.insert(settings).values([
      { key: 'rpt_basic_percent', value: '1.5' },
      { key: 'rpt_interest_max_months', value: '24' },
      { key: 'rpt_advance_discount_percent', value: 'lots' },
    ]);
    expect(await readRptRates(database.db)).toEqual({
      ...DEFAULT_RPT_RATES,
      basicBp: 150,
      interestMaxMonths: 24,
    });
  });

  it('are checked by the CLI before they are saved', () => {
    expect(RPT_SETTING_RULES.rpt_sef_percent?.('1')).toBeUndefined();
    expect(RPT_SETTING_RULES.rpt_sef_percent?.('1.005')).toMatch(/percentage/);
    expect(RPT_SETTING_RULES.rpt_sef_percent?.('101')).toMatch(/percentage/);
    expect(RPT_SETTING_RULES.rpt_interest_max_months?.('3.5')).toMatch(/whole number/);
  });
});
