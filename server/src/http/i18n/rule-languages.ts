import { FILIPINO_RULE_TRANSLATION } from '@/domain/validation/filipino-rule-translation';
import { addRuleTranslation } from '@/domain/validation/rule-translations';

// The server answers a 422 in the request's language: every translation of the §5 messages is
// added once, when a module that validates is loaded (import this module for its effect).
addRuleTranslation('fil', FILIPINO_RULE_TRANSLATION);
