import { applyMask } from './apply-mask';
import { BIN_MASK, OWNER_ID_MASK, PIN_MASK, TDN_MASK, TIN_NO_MASK } from './id-masks';

/**
 * Formats a BIN as typed: in free-text mode (BTAX_BIN_INPUT_FREE_TEXT) only upper-cased,
 * otherwise fitted to the LGU's configured mask (BTAX_BIN) or the standard 000-00-0000-0000000.
 */
export const formatBin = (raw: string, { freeText = false, mask = BIN_MASK } = {}): string =>
  freeText ? raw.toUpperCase() : applyMask(raw, mask);

/** Formats a Property Identification Number: 000-00-000-000-000 (or another PIN mask). */
export const formatPin = (raw: string, mask: string = PIN_MASK): string => applyMask(raw, mask);

/** Formats a TIN: 000-000-000-000 by default; pass TIN_NUMBER_MASK for the profile's longer form. */
export const formatTin = (raw: string, mask: string = TIN_NO_MASK): string => applyMask(raw, mask);

/** Formats a Tax Declaration Number: AA-00000-00000. */
export const formatTdn = (raw: string, mask: string = TDN_MASK): string => applyMask(raw, mask);

/** Formats an RPT owner ID: nine upper-case letters or digits. */
export const formatOwnerId = (raw: string): string => applyMask(raw, OWNER_ID_MASK);

/**
 * Formats the mobile input with its fixed +63 prefix (§5: ten digits, restricted to the
 * Philippines): digits before the first 9 (a typed 0 or 63) are dropped, so '0917 123 4567'
 * becomes '+63 9171234567'. Empty when no 9 has been typed yet.
 */
export function formatMobilePlus63(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const start = digits.indexOf('9');
  return start === -1 ? '' : `+63 ${digits.slice(start, start + 10)}`;
}
