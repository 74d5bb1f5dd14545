import { applyMask } from './apply-mask';
import { BIN_MASK } from './id-masks';

/**
 * Formats a BIN as typed: in free-text mode (BTAX_BIN_INPUT_FREE_TEXT) only upper-cased,
 * otherwise fitted to the LGU's configured mask (BTAX_BIN) or the standard 000-00-0000-0000000.
 */
export const formatBin = (raw: string, { freeText = false, mask = BIN_MASK } = {}): string =>
  freeText ? raw.toUpperCase() : applyMask(raw, mask);
