/**
 * Normalises a Philippine mobile number to the 639XXXXXXXXX form the API expects (§5: numbers
 * starting 09 are converted to 639): '09171234567', '9171234567', '+63 917 123 4567' all become
 * '639171234567'. Anything else, such as an e-mail in the shared login field, is returned as is.
 */
export function toMobile63(input: string): string {
  const compact = input.trim().replace(/[\s()-]/g, '');
  const national = /^(?:\+?63|0)?(9\d{9})$/.exec(compact)?.[1];
  return national ? `63${national}` : input;
}
