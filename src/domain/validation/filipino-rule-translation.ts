import { filipinoLabel } from './filipino-field-labels';
import { FILIPINO_FORM_MESSAGES, FILIPINO_RULE_MESSAGES } from './filipino-rule-messages';
import type { RuleTranslation } from './rule-translations';

/** The §5 messages and labels in Filipino, for addRuleTranslation('fil', …). */
export const FILIPINO_RULE_TRANSLATION: RuleTranslation = {
  messages: FILIPINO_RULE_MESSAGES,
  label: filipinoLabel,
  formMessages: FILIPINO_FORM_MESSAGES,
};
