import { describe, expect, it } from 'vitest';
import type { ContentValues } from '@/content/content-values';
import { selectTransactionSettings } from './select-transaction-settings';

const content = (variables: ContentValues, components: ContentValues = {}) => ({ variables, components });

describe('selectTransactionSettings', () => {
  it('reads RPTAX_HAS_OR like every other flag: true, 1, "true" and "1" are on', () => {
    for (const on of [true, 1, 'true', '1'])
      expect(selectTransactionSettings(content({ RPTAX_HAS_OR: on })).rptaxHasOr).toBe(true);
    for (const off of [false, 0, 'false', '0', null])
      expect(selectTransactionSettings(content({ RPTAX_HAS_OR: off })).rptaxHasOr).toBe(false);
    expect(selectTransactionSettings(content({})).rptaxHasOr).toBe(false);
  });

  it('takes the route variant and the RPTAX flag value', () =>
    expect(selectTransactionSettings(content({ TRANSACTION_ROUTES: 'older' }, { RPTAX: 'ANGELES' }))).toEqual(
      {
        variant: 'older',
        rptaxFlag: 'ANGELES',
        rptaxHasOr: false,
      },
    ));
});
