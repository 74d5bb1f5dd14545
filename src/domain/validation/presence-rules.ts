import { isEmpty, noArg } from './rule';
import type { RuleFactory } from './rule';

// Checkboxes arrive as booleans from the form and as '1'/'true' from query strings and the server.
const TRUE_VALUES: readonly unknown[] = [true, 1, '1', 'true'];

/** Presence rules of §5: the only rules (with required_if) that judge empty values. */
export const PRESENCE_RULES: Record<string, RuleFactory> = {
  required: noArg({
    test: (value) => !isEmpty(value),
    message: (label, _value, _labelOf, m) => m.required(label),
    checksEmpty: true,
  }),
  bool_true: noArg({
    test: (value) => TRUE_VALUES.includes(value),
    message: (label, _value, _labelOf, m) => m.accepted(label),
    checksEmpty: true,
  }),
  // A list such as business activities; with `required` an empty list fails too.
  array: noArg({
    test: (value) => Array.isArray(value),
    message: (label, _value, _labelOf, m) => m.list(label),
  }),
};
