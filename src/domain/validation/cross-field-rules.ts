import { isEmpty, needArg, readField } from './rule';
import type { RuleFactory } from './rule';

// A scalar as text; an object is no text. JSON can send {"toString": ""}, on which String() throws,
// so the rules never call it on anything a payload made.
const scalarText = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;

// The other field's value as the texts it may equal: a checkbox's true is both 'true' and '1'
// (yes/no options are 1/0), a list is its items, nothing is '', an object none.
const textsOf = (value: unknown): string[] => {
  if (isEmpty(value)) return [''];
  if (Array.isArray(value)) return value.map(scalarText).filter((text) => text !== null);
  if (typeof value === 'boolean') return value ? ['true', '1'] : ['false', '0'];
  const text = scalarText(value);
  return text === null ? [] : [text.trim()];
};

const isNumeric = (text: string): boolean => /^-?\d+(?:\.\d+)?$/.test(text);

const CONDITIONS: Record<string, (texts: string[], expected: string) => boolean> = {
  '=': (texts, expected) => texts.includes(expected),
  '!=': (texts, expected) => !texts.includes(expected),
  '>': (texts, expected) => texts.some((t) => isNumeric(t) && Number(t) > Number(expected)),
  '<': (texts, expected) => texts.some((t) => isNumeric(t) && Number(t) < Number(expected)),
  // Contains: a substring of a text, or an item of a list.
  '~': (texts, expected) => texts.some((t) => t.includes(expected)),
};

/** Rules of §5 that read another field: match:{field} and required_if:{field}{op}{value}. */
export const CROSS_FIELD_RULES: Record<string, RuleFactory> = {
  match: (arg) => {
    const other = needArg(arg);
    return {
      test: (value, input) => {
        const text = scalarText(value);
        return text !== null && text === (scalarText(readField(input, other)) ?? '');
      },
      message: (label, _value, labelOf, m) => m.match(label, labelOf(other)),
    };
  },
  required_if: (arg) => {
    const match = /^([\w.]+)(!=|=|>|<|~)(.*)$/.exec(needArg(arg));
    const condition = match && CONDITIONS[match[2] ?? ''];
    if (!match || !condition) throw new Error('needs {field}{=, !=, >, <, ~}{value}');
    const [, field = '', op, raw = ''] = match;
    // EMPTY stands for the empty string, which a rule string cannot otherwise spell.
    const expected = raw === 'EMPTY' ? '' : raw;
    if ((op === '>' || op === '<') && !isNumeric(expected)) throw new Error(`"${raw}" is not a number`);
    return {
      test: (value, input) => !condition(textsOf(readField(input, field)), expected) || !isEmpty(value),
      message: (label, _value, _labelOf, m) => m.required(label),
      checksEmpty: true,
    };
  },
};
