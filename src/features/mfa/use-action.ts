import { useState } from 'react';
import { FALLBACK_MESSAGE } from '@/domain/constants/error-messages';

/**
 * A button's call outside a form (Send Code, Turn off, Make new codes): busy while it runs, and
 * the failure's message for an alert beside it.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err instanceof Error ? err.message : FALLBACK_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, setError };
}
