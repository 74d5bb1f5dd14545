import { describe, expect, it } from 'vitest';
import { isFlagOn } from './is-flag-on';

describe('isFlagOn', () => {
  it.each([true, 1, 'true', '1'])('counts %j as on', (value) => expect(isFlagOn(value)).toBe(true));

  it.each([false, 0, 'false', '0', '', 'yes', 'TRUE', null, undefined, 2, {}])('counts %j as off', (value) =>
    expect(isFlagOn(value)).toBe(false),
  );
});
