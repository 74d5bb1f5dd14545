import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate-text';

describe('truncateText', () => {
  it('cuts at 50 characters by default', () =>
    expect(truncateText('a'.repeat(60))).toBe(`${'a'.repeat(50)}…`));
  it('leaves shorter text whole', () => expect(truncateText('Bayan', 5)).toBe('Bayan'));
});
