import { useEffect, useRef, useState } from 'react';
import { YEAR_INQUIRY_DELAY_MS } from '@/domain/constants/timings';
import { showToast } from '@/stores/toasts';
import { inquireUnpaidYears } from './api/inquire-unpaid-years';
import { btaxMessages } from './btax-messages';

/**
 * Manual billing's year list (§2.10): the unpaid years of the BIN, fetched 200 ms after the year
 * field gets focus — and only again when the BIN changed. None due toasts 'No unpaid years found.'
 */
export function useUnpaidYears(delayMs = YEAR_INQUIRY_DELAY_MS) {
  const [years, setYears] = useState<number[]>([]);
  const [loading, setLoading] = useState(false);
  const asked = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Call on the year field's focus with the BIN as typed and whether it is valid. */
  const onYearFocus = (bin: string, binValid: boolean) => {
    clearTimeout(timer.current);
    if (!binValid || asked.current === bin) return;
    timer.current = setTimeout(() => {
      asked.current = bin;
      setLoading(true);
      inquireUnpaidYears(bin)
        .then((found) => {
          setYears(found);
          if (found.length === 0) showToast('info', btaxMessages.t('noUnpaidYears'));
        })
        .catch(() => {
          // The error was toasted; ask again on the next focus.
          asked.current = null;
          setYears([]);
        })
        .finally(() => setLoading(false));
    }, delayMs);
  };

  return { years, loading, onYearFocus };
}
