import { useEffect, useState } from 'react';
import type { Option } from '@/domain/options/option';

/**
 * Loads a list of options whenever `key` changes (e.g. the provinces of the chosen region);
 * an empty key means "nothing to load yet".
 */
export function useOptions(key: string | undefined, load: (key: string) => Promise<Option[]>): Option[] {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let current = true;
    if (!key) {
      setOptions([]);
      return;
    }
    load(key)
      .then((list) => {
        if (current) setOptions(list);
      })
      .catch(() => {
        if (current) setOptions([]);
      });
    return () => {
      current = false;
    };
  }, [key, load]);
  return options;
}
