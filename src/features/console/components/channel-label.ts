import type { treasuryMessages } from '../treasury-messages';

type T = (typeof treasuryMessages)['t'];
const KNOWN = ['sandbox', 'paymongo', 'counter', 'proof', 'none'] as const;

/** How a payment came in, in words; a gateway the catalogue does not know shows by its name. */
export const channelLabel = (t: T, channel: string | null) => {
  const known = KNOWN.find((k) => k === (channel ?? 'none'));
  return known ? t(`channel.${known}`) : (channel ?? '');
};
