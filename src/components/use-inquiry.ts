import { useState } from 'react';

/**
 * A bill's lookup run again from a select beside it (a period, a quarter to pay up to): `loading`
 * while it runs, and its failure kept as the select's message (`fallback` when it has none).
 */
export function useInquiry(fallback: string) {
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const inquire = async (lookup: () => Promise<void>) => {
    setFailed(null);
    setLoading(true);
    try {
      await lookup();
    } catch (err) {
      setFailed(err instanceof Error ? err.message : fallback);
    } finally {
      setLoading(false);
    }
  };

  return { loading, failed, inquire };
}
