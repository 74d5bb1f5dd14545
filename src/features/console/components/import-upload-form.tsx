import { useState, type FormEvent } from 'react';
import { FieldFrame } from '@/components/field-frame';
import { IMPORT_MAX_BYTES, IMPORT_MAX_MB } from '@/domain/constants/imports';
import { useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import type { ImportKindInfo, ImportRun } from '../api/admin-types';
import { uploadImport } from '../api/upload-import';
import { operationsMessages } from '../operations-messages';
import { useConsoleAction } from '../use-console-action';

/** What to import and its CSV file; the server checks the file and answers a preview. */
export function ImportUploadForm({
  kinds,
  onUploaded,
}: {
  kinds: ImportKindInfo[];
  onUploaded: (run: ImportRun) => void;
}) {
  const t = useMessages(operationsMessages);
  const locale = useLocale((s) => s.locale);
  const action = useConsoleAction();
  const [kind, setKind] = useState('');
  const [tooLarge, setTooLarge] = useState(false);
  const columns = kinds.find((k) => k.code === kind)?.columns ?? [];
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = (new FormData(event.currentTarget).get('file') as File | null) ?? null;
    const big = !!file && file.size > IMPORT_MAX_BYTES;
    setTooLarge(big);
    if (big) return;
    const answer = await action.run(() => uploadImport(kind, file ?? new File([], '')));
    if (answer) onUploaded(answer.data);
  };
  const fileError = tooLarge ? t('fileTooLarge', { size: IMPORT_MAX_MB }) : action.fields.file;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="console-card">
      <h2>{t('newImport')}</h2>
      {action.error && Object.keys(action.fields).length === 0 ? (
        <p role="alert" className="console-error">
          {action.error}
        </p>
      ) : null}
      <FieldFrame label={t('importKind')} id="import-kind" error={action.fields.kind}>
        {(control) => (
          <select {...control} name="kind" value={kind} onChange={(e) => setKind(e.target.value)} required>
            <option value="">{t('chooseKind')}</option>
            {kinds.map((k) => (
              <option key={k.code} value={k.code}>
                {k.label[locale]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {columns.length ? (
        <p className="console-muted">{t('columns', { columns: columns.join(', ') })}</p>
      ) : null}
      <FieldFrame
        label={t('csvFile')}
        id="import-file"
        error={fileError}
        hint={t('csvHint', { size: IMPORT_MAX_MB })}
      >
        {(control) => <input {...control} name="file" type="file" accept=".csv,text/csv" required />}
      </FieldFrame>
      <div className="console-buttons">
        <button type="submit" className="button" disabled={action.busy}>
          {action.busy ? t('uploading') : t('upload')}
        </button>
      </div>
    </form>
  );
}
