import { useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import type { ImportRun } from '../api/admin-types';
import { listImportKinds } from '../api/list-import-kinds';
import { operationsMessages } from '../operations-messages';
import { ConsoleLoadFailed } from './console-load-failed';
import { ImportHistory } from './import-history';
import { ImportPreview } from './import-preview';
import { ImportProgress } from './import-progress';
import { ImportResult } from './import-result';
import { ImportUploadForm } from './import-upload-form';

const pageOf = (search: string) =>
  Math.max(1, Number.parseInt(new URLSearchParams(search).get('page') ?? '1', 10) || 1);

/**
 * `/console/imports`: choose what to import and its file, see its first rows, start it, follow
 * its progress to how it ended; below, every import so far.
 */
export function ImportsAdmin() {
  const t = useMessages(operationsMessages);
  const page = pageOf(useSearch());
  const kinds = useFetch('import-kinds', (signal) => listImportKinds(signal));
  const [run, setRun] = useState<ImportRun>();
  // The history is asked again whenever an import starts or ends.
  const [round, setRound] = useState(0);
  const ended = useCallback((last: ImportRun) => {
    setRun(last);
    setRound((r) => r + 1);
  }, []);
  if (kinds.state.status === 'error') return <ConsoleLoadFailed onRetry={kinds.reload} />;
  if (!kinds.state.data) return <div role="status" aria-busy="true" aria-label={t('loading')} />;
  return (
    <>
      {!run ? (
        <ImportUploadForm kinds={kinds.state.data.data} onUploaded={setRun} />
      ) : run.status === 'uploaded' ? (
        <ImportPreview
          run={run}
          onStarted={(started) => {
            setRun(started);
            setRound((r) => r + 1);
          }}
          onDiscarded={() => setRun(undefined)}
        />
      ) : run.status === 'running' ? (
        <ImportProgress run={run} onEnded={ended} />
      ) : (
        <ImportResult run={run} onAnother={() => setRun(undefined)} />
      )}
      <ImportHistory page={page} round={round} />
    </>
  );
}
