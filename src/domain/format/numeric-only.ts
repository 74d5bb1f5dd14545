/** The numeric helper of §5: keeps only digits and dots of typed text ('₱1,234.50' → '1234.50'). */
export const numericOnly = (text: string): string => text.replace(/[^\d.]/g, '');

/** True for a key the numeric helper lets through on keydown (a digit or a dot). */
export const isNumericKey = (key: string): boolean => /^[\d.]$/.test(key);
