import { useEffect, useState } from 'react';
import { formatCount } from '@/domain/format/format-count';
import { useMessages } from '@/lib/i18n/use-messages';
import type { ImportRun } from '../api/admin-types';
import { getImport } from '../api/get-import';
import { operationsMessages } from '../operations-messages';

const POLL_MS = 500;

/**
 * A running import's progress bar: checking every row, then writing them, each half of the bar;
 * asks the server every half second until the import ends, then hands its last state on.
 */
export function ImportProgress({ run, onEnded }: { run: ImportRun; onEnded: (run: ImportRun) => void }) {
  const t = useMessages(operationsMessages);
  const [current, setCurrent] = useState(run);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const { data } = await getImport(run.id);
        if (stopped) return;
        setCurrent(data);
        if (data.status !== 'running') return onEnded(data);
      } catch {
        // A missed answer (the network, a busy moment): the next poll asks again.
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [run.id, onEnded]);
  const total = Math.max(1, current.total_rows);
  const done = Math.min(current.processed, total);
  const value = current.stage === 'written' ? total + done : done;
  const stage = current.stage === 'written' ? 'writing' : 'checking';
  return (
    <section className="console-card" aria-labelledby="import-progress-title">
      <h2 id="import-progress-title">{t('importingTitle', { file: current.file_name })}</h2>
      <progress
        className="console-progress"
        max={total * 2}
        value={value}
        aria-labelledby="import-progress-text"
      />
      <p id="import-progress-text">
        {t(stage, { done: formatCount(done), total: formatCount(current.total_rows) })}
      </p>
      <p className="console-muted">{t('keepsServing')}</p>
    </section>
  );
}
