import { formatCount } from '@/domain/format/format-count';
import { useMessages } from '@/lib/i18n/use-messages';
import type { ImportRun } from '../api/admin-types';
import { operationsMessages } from '../operations-messages';

// The counts the kinds report today; another kind's own count shows under its own name.
const KNOWN_COUNTS = ['new', 'updated', 'notices', 'kept_paid'] as const;
const isKnown = (name: string): name is (typeof KNOWN_COUNTS)[number] =>
  (KNOWN_COUNTS as readonly string[]).includes(name);

/** How an import ended: what it wrote, or every bad row by line (nothing written), or that it failed. */
export function ImportResult({ run, onAnother }: { run: ImportRun; onAnother: () => void }) {
  const t = useMessages(operationsMessages);
  const more = run.problem_count - run.problems.length;
  return (
    <section className="console-card" aria-labelledby="import-result-title">
      <div role="status">
        <h2 id="import-result-title">
          {t(`result.${run.status === 'uploaded' || run.status === 'running' ? 'failed' : run.status}`, {
            file: run.file_name,
          })}
        </h2>
      </div>
      {run.status === 'done' && run.outcome ? (
        <dl className="console-facts">
          <dt>{t('rowsImported')}</dt>
          <dd>{formatCount(run.outcome.rows)}</dd>
          {Object.entries(run.outcome.counts).map(([name, count]) => (
            <div key={name} className="console-fact">
              <dt>{isKnown(name) ? t(`count.${name}`) : name}</dt>
              <dd>{formatCount(count)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {run.status === 'refused' ? (
        <>
          <p>{t('refusedIntro', { count: formatCount(run.problem_count) })}</p>
          <ul className="console-audit">
            {run.problems.map((p) => (
              <li key={`${p.line}-${p.message}`}>{t('problem', { line: p.line, message: p.message })}</li>
            ))}
          </ul>
          {more > 0 ? <p>{t('moreProblems', { count: formatCount(more) })}</p> : null}
        </>
      ) : null}
      <div className="console-buttons">
        <button type="button" className="button" onClick={onAnother}>
          {t('anotherImport')}
        </button>
      </div>
    </section>
  );
}
