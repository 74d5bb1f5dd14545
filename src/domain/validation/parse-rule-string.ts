/** One rule of a rule string: `number_range:1-5` is { name: 'number_range', arg: '1-5' }. */
export interface ParsedRule {
  name: string;
  arg: string | undefined;
}

/**
 * Splits 'required|mask:^\d{3}(-\d{2})?$~000-00' into rules at '|', keeping a mask's regex whole:
 * a regex may itself contain '|', so a mask runs on until the '~' that starts its example.
 */
export function parseRuleString(rules: string): ParsedRule[] {
  const parts = rules.split('|');
  const parsed: ParsedRule[] = [];
  for (let i = 0; i < parts.length; i++) {
    let part = parts[i] ?? '';
    if (part.trimStart().startsWith('mask:')) {
      while (!part.includes('~') && i + 1 < parts.length) part += `|${parts[++i] ?? ''}`;
    } else {
      part = part.trim();
    }
    if (part === '') continue;
    const colon = part.indexOf(':');
    parsed.push(
      colon === -1
        ? { name: part, arg: undefined }
        : { name: part.slice(0, colon).trim(), arg: part.slice(colon + 1) },
    );
  }
  return parsed;
}
