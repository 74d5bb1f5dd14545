import { afterEach, describe, expect, it } from 'vitest';
import { useLocale } from '@/lib/i18n/locale';
import { transactionDescription } from './transaction-description';

const tx = {
  description: 'Business tax 2026 Q2-Q3, BIN 101-01-0001-0000001',
  description_fil: 'Buwis sa negosyo 2026 Q2-Q3, BIN 101-01-0001-0000001',
  module_type: 'BTAX',
  transaction_type: 'QUARTERLY',
};

afterEach(() => useLocale.setState({ locale: 'en' }));

describe('transactionDescription', () => {
  it('says what a transaction is for in Filipino to a reader in Filipino', () => {
    expect(transactionDescription(tx)).toBe(tx.description);
    useLocale.setState({ locale: 'fil' });
    expect(transactionDescription(tx)).toBe(tx.description_fil);
  });

  it('falls back to the English of a transaction made before it had Filipino', () => {
    useLocale.setState({ locale: 'fil' });
    expect(transactionDescription({ ...tx, description_fil: null })).toBe(tx.description);
  });
});
