import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/http';

/**
 * A console form's or button's call: busy while it runs, then its message, or the failure's
 * message and, for a 422, each field's message (shown under the field, listed in the summary).
 */
export function useConsoleAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string>();
  const run = useCallback(async <T>(work: () => Promise<T>, message?: (result: T) => string) => {
    setBusy(true);
    setError(undefined);
    setFields({});
    setDone(undefined);
    try {
      const result = await work();
      if (message) setDone(message(result));
      return result;
    } catch (err) {
      const failure = err instanceof ApiError ? err : new ApiError(String(err), undefined);
      setFields(failure.fields);
      setError(failure.message);
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  const reset = useCallback(() => {
    setError(undefined);
    setFields({});
    setDone(undefined);
  }, []);
  return { busy, error, fields, done, run, reset };
}
