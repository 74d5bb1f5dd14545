/** The Pay button's label: 'Pay with GCASH' for wallet-login users (§2.13, §6). */
export const payLabel = (walletUser: boolean, label = 'Pay'): string =>
  walletUser ? 'Pay with GCASH' : label;
