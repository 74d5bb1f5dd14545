import { describe, expect, it } from 'vitest';
import { parseRuleString } from './parse-rule-string';

describe('parseRuleString', () => {
  it('splits rules at | and arguments at the first colon', () => {
    expect(parseRuleString('required|number_range:1-5|match:password')).toEqual([
      { name: 'required', arg: undefined },
      { name: 'number_range', arg: '1-5' },
      { name: 'match', arg: 'password' },
    ]);
  });

  it('ignores blank segments and spaces around names', () => {
    expect(parseRuleString(' required || email ')).toEqual([
      { name: 'required', arg: undefined },
      { name: 'email', arg: undefined },
    ]);
  });

  it('keeps a mask regex with | and : whole up to its example', () => {
    expect(parseRuleString('required|mask:^(?:\\d{3}|[A-Z]:\\d)$~000|max_20_char')).toEqual([
      { name: 'required', arg: undefined },
      { name: 'mask', arg: '^(?:\\d{3}|[A-Z]:\\d)$~000' },
      { name: 'max_20_char', arg: undefined },
    ]);
  });
});
