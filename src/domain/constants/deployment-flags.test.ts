import { describe, expect, it } from 'vitest';
import { btaxFlagsOf } from './deployment-flags';

describe('btaxFlagsOf', () => {
  it('reads each business tax flag the way isFlagOn does', () =>
    expect(
      btaxFlagsOf({
        BTAX_BIN_INPUT_FREE_TEXT: '1',
        BTAX_WITHOUT_YEAR_FILTER: true,
        BTAX_WITHOUT_PERIOD_FILTER: 'no',
      }),
    ).toEqual({
      BTAX_BIN_INPUT_FREE_TEXT: true,
      BTAX_WITHOUT_YEAR_FILTER: true,
      BTAX_WITHOUT_PERIOD_FILTER: false,
    }));

  it('turns every flag off when VARIABLES has none, and ignores other keys', () =>
    expect(btaxFlagsOf({ RPTAX_HAS_OR: true })).toEqual({
      BTAX_BIN_INPUT_FREE_TEXT: false,
      BTAX_WITHOUT_YEAR_FILTER: false,
      BTAX_WITHOUT_PERIOD_FILTER: false,
    }));
});
