import { LANGUAGES } from '../constants/languages';

/** The profile's `language` (issue 13): 'en' or 'fil', the language of the server's messages to it. */
export const PROFILE_LANGUAGE_RULE = `mask:^(${LANGUAGES.join('|')})$~${LANGUAGES.join(' or ')}`;
