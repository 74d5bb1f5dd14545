import { registerEveryRuleGroup } from '@/domain/validation/every-rule-group';

// The server validates every form, so every optional group of §5 rules (id formats, age) is
// registered once, when a module that validates is loaded (import this module for its effect).
registerEveryRuleGroup();
