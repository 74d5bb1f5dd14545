import { formatCount } from '@/domain/format/format-count';
import { RecordTable } from '@/components/record-table';
import { useMessages } from '@/lib/i18n/use-messages';
import type { ImportRun } from '../api/admin-types';
import { discardImport } from '../api/discard-import';
import { startImport } from '../api/start-import';
import { operationsMessages } from '../operations-messages';
import { useConsoleAction } from '../use-console-action';

/** An upload's first rows as a table, before anything is imported: Start the import, or Discard it. */
export function ImportPreview({
  run,
  onStarted,
  onDiscarded,
}: {
  run: ImportRun;
  onStarted: (run: ImportRun) => void;
  onDiscarded: () => void;
}) {
  const t = useMessages(operationsMessages);
  const action = useConsoleAction();
  const start = async () => {
    const answer = await action.run(() => startImport(run.id));
    if (answer) onStarted(answer.data);
  };
  const discard = async () => {
    if ((await action.run(() => discardImport(run.id))) !== undefined) onDiscarded();
  };
  const preview = run.preview;
  return (
    <section className="console-card" aria-labelledby="import-preview-title">
      <h2 id="import-preview-title">{t('previewTitle', { file: run.file_name })}</h2>
      <p>{t('previewIntro', { rows: formatCount(run.total_rows) })}</p>
      {preview ? (
        <RecordTable
          caption={t('firstRows', { count: preview.rows.length })}
          records={preview.rows.map((cells, line) => ({ line, cells }))}
          rowKey={(row) => String(row.line)}
          columns={preview.columns.map((label, i) => ({
            label: label || '—',
            value: (row: { cells: string[] }) => row.cells[i] ?? '',
          }))}
        />
      ) : null}
      {action.error ? (
        <p role="alert" className="console-error">
          {action.error}
        </p>
      ) : null}
      <div className="console-buttons">
        <button type="button" className="button" disabled={action.busy} onClick={() => void start()}>
          {t('startImport')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={action.busy}
          onClick={() => void discard()}
        >
          {t('discard')}
        </button>
      </div>
    </section>
  );
}
