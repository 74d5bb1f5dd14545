import { describe, expect, it } from 'vitest';
import { btaxFlags } from './btax-flags';
import { btaxScreen } from './btax-screen';

describe('choosing the business tax screen', () => {
  it('serves QUARTERLY and DELINQUENT with screen 1 at once, without the billing source', () => {
    expect(btaxScreen('QUARTERLY', null)).toBe('quarterly-delinquent');
    expect(btaxScreen('DELINQUENT', null)).toBe('quarterly-delinquent');
    expect(btaxScreen('DELINQUENT', 'MANUAL')).toBe('quarterly-delinquent');
  });

  it('waits for the billing source for other types, then serves the screen of where the bills come from', () => {
    expect(btaxScreen('RENEWAL', null)).toBeNull();
    expect(btaxScreen('RENEWAL', 'API')).toBe('api');
    expect(btaxScreen('NEW', 'CSV')).toBe('csv');
    expect(btaxScreen('RENEWAL', 'MANUAL')).toBe('manual');
  });

  it('reads the deployment flags as the operator CLI or a hand edit stores them', () => {
    expect(
      btaxFlags({
        BTAX_BIN_INPUT_FREE_TEXT: true,
        BTAX_WITHOUT_YEAR_FILTER: 'true',
        BTAX_WITHOUT_PERIOD_FILTER: 0,
      }),
    ).toEqual({
      BTAX_BIN_INPUT_FREE_TEXT: true,
      BTAX_WITHOUT_YEAR_FILTER: true,
      BTAX_WITHOUT_PERIOD_FILTER: false,
    });
    expect(btaxFlags({})).toEqual({
      BTAX_BIN_INPUT_FREE_TEXT: false,
      BTAX_WITHOUT_YEAR_FILTER: false,
      BTAX_WITHOUT_PERIOD_FILTER: false,
    });
  });
});
