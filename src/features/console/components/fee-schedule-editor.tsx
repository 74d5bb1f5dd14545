import { useState, type FormEvent } from 'react';
import { formatDateTime } from '@/domain/format/format-date';
import { getIntlLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import { checkFeeSchedule } from '../api/check-fee-schedule';
import { getFeeSchedule, type FeeScheduleVersion } from '../api/get-fee-schedule';
import { saveFeeSchedule } from '../api/save-fee-schedule';
import { operationsMessages } from '../operations-messages';
import { useConsoleAction } from '../use-console-action';
import { ConsoleLoadFailed } from './console-load-failed';
import { ScheduleProblems } from './schedule-problems';

const FIELD = 'fee-schedule-source';

/** Where a version came from, in words: the file at start, the command line, or a staff member. */
function originOf(t: (typeof operationsMessages)['t'], origin: string) {
  if (origin === 'file') return t('fees.origin.file');
  if (origin.startsWith('operator:')) return t('fees.origin.operator', { user: origin.slice(9) });
  return t('fees.origin.staff');
}

/**
 * `/console/fees`: the fee schedule in use (issue 28), as YAML a treasurer reads and edits here;
 * Check lists every problem (also against the application definitions) without storing anything,
 * Load stores it as the new version, used from the next assessment on without a restart.
 */
export function FeeScheduleEditor() {
  const t = useMessages(operationsMessages);
  const { state, reload, refresh, set } = useFetch('fee-schedule', (signal) => getFeeSchedule(signal));
  const shown = state.data?.data;
  const [text, setText] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const action = useConsoleAction();
  const source = text ?? shown?.source ?? '';

  const check = () =>
    void action.run(async () => {
      setNotice('');
      const answer = await checkFeeSchedule(source);
      setProblems(answer.ok ? [] : answer.problems);
      if (answer.ok) setNotice(t('fees.valid', { rules: answer.data.rules }));
    });
  const load = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void action.run(async () => {
      setNotice('');
      const answer = await saveFeeSchedule(source);
      setProblems(answer.ok ? [] : answer.problems);
      if (!answer.ok || !shown) return;
      // Shown at once as stored; the server's own record (who, when) replaces it when it comes.
      const stored: FeeScheduleVersion = { ...shown, version: answer.data.version, origin: 'staff:', source };
      set({ data: { ...stored, stored_at: new Date().toISOString() } });
      setText(null);
      refresh();
      setNotice(t('fees.loaded', { version: answer.data.version }));
    });
  };

  return (
    <section aria-labelledby="fees-title">
      <h2 id="fees-title">{t('fees.title')}</h2>
      <p>{t('fees.intro')}</p>
      {state.status === 'error' ? (
        <ConsoleLoadFailed onRetry={reload} />
      ) : !shown ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      ) : (
        <form onSubmit={load} noValidate className="console-card" aria-labelledby="fees-title">
          <dl className="console-facts">
            <div className="console-fact">
              <dt>{t('fees.version')}</dt>
              <dd>{shown.version === 0 ? t('fees.fromFile') : shown.version}</dd>
            </div>
            <div className="console-fact">
              <dt>{t('fees.origin')}</dt>
              <dd>{originOf(t, shown.origin)}</dd>
            </div>
            {shown.stored_at ? (
              <div className="console-fact">
                <dt>{t('fees.storedAt')}</dt>
                <dd>{formatDateTime(shown.stored_at, getIntlLocale())}</dd>
              </div>
            ) : null}
          </dl>
          <ScheduleProblems problems={problems} fieldId={FIELD} />
          <div className={`field${problems.length > 0 ? ' field-invalid' : ''}`}>
            <label htmlFor={FIELD}>{t('fees.source')}</label>
            <div id={`${FIELD}-hint`} className="field-hint">
              {t('fees.sourceHint')}
            </div>
            <textarea
              id={FIELD}
              className="fee-schedule-source"
              value={source}
              onChange={(e) => setText(e.target.value)}
              rows={24}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              aria-invalid={problems.length > 0 ? true : undefined}
              aria-describedby={[`${FIELD}-hint`, problems.length > 0 ? `${FIELD}-problems` : '']
                .filter(Boolean)
                .join(' ')}
            />
          </div>
          <div className="console-buttons">
            <button type="button" className="button button-secondary" disabled={action.busy} onClick={check}>
              {t('fees.check')}
            </button>
            <button type="submit" className="button" disabled={action.busy}>
              {t('fees.load')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={action.busy || text === null}
              onClick={() => {
                setText(null);
                setProblems([]);
                setNotice('');
              }}
            >
              {t('fees.undo')}
            </button>
          </div>
          <p role="status" className="console-notice">
            {notice}
          </p>
          {action.error ? (
            <p role="alert" className="console-error">
              {action.error}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
