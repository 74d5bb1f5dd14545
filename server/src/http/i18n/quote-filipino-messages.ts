/** The payment quote's server messages in Filipino (issue 25), joined to FILIPINO_MESSAGES. */
export const QUOTE_FILIPINO_MESSAGES: Readonly<Record<string, string>> = {
  'The amount to pay is now ₱{total}, not the ₱{shown} shown. Check the new amount, then pay.':
    'Ang babayaran ay ₱{total} na ngayon, hindi ang ₱{shown} na ipinakita. Tingnan ang bagong halaga, saka magbayad.',
  'Paying in the GCash wallet needs an account signed in through GCash.':
    'Kailangang naka-sign in sa pamamagitan ng GCash ang account para makapagbayad sa GCash wallet.',
  'Channel must be popup, pgi or wallet.': 'Dapat popup, pgi o wallet ang channel.',
  'Amount must be between 0.00 and 999999999999.99.':
    'Dapat nasa pagitan ng 0.00 at 999999999999.99 ang halaga.',
};
