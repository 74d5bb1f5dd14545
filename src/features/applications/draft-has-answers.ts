/** A value the person typed or chose: not blank (a group's rows count when one of their fields does). */
const filled = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : Array.isArray(value)
      ? value.some(filled)
      : typeof value === 'object' && value !== null
        ? Object.values(value).some(filled)
        : typeof value === 'number' || value === true;

/**
 * Whether a saved draft holds anything the person entered: "We opened the draft you started"
 * on a first visit where nothing was typed (a draft of blanks) made no sense (issue 30).
 */
export const draftHasAnswers = (payload: Record<string, unknown> | undefined): boolean =>
  Object.values(payload ?? {}).some(filled);
