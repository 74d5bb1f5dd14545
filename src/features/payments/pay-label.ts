import { paymentsMessages } from './payments-messages';

/** The Pay button's label in the current language: 'Pay with GCASH' for wallet-login users (§2.13, §6). */
export const payLabel = (walletUser: boolean, label?: string): string =>
  walletUser ? paymentsMessages.t('payWithGcash') : (label ?? paymentsMessages.t('pay'));
