import { useState } from 'react';
import { formatDateTime } from '@/domain/format/format-date';
import { ApiError } from '@/lib/http';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { clearEndorsement } from '../api/clear-endorsement';
import type { EndorsementItem } from '../api/endorsement-types';
import { returnEndorsement } from '../api/return-endorsement';
import { endorsementsMessages } from '../endorsements-messages';
import { ReasonDialog } from './reason-dialog';

/**
 * The offices an application is endorsed to (JMC 2016-01), each with where it stands, who decided
 * and why; for the member's own offices still to decide, Clear and Return (with the reason the
 * applicant reads). The server says which the member may decide (`may_decide`).
 */
export function ConsoleEndorsements({
  applicationId,
  endorsements,
  onChanged,
}: {
  applicationId: number;
  endorsements: EndorsementItem[];
  onChanged: (message: string) => void;
}) {
  const t = useMessages(endorsementsMessages);
  const locale = useLocale((s) => s.locale);
  const [returning, setReturning] = useState<EndorsementItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (endorsements.length === 0) return null;

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await work());
      setReturning(null);
    } catch (err) {
      setError(err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : String(err));
    } finally {
      setBusy(false);
    }
  };
  const clear = (e: EndorsementItem) =>
    run(async () => {
      const { status } = (await clearEndorsement(applicationId, e.office)).data;
      return t('clearedNotice', { office: e.name[locale], status });
    });
  const giveBack = (e: EndorsementItem, reason: string) =>
    run(async () => {
      const { status } = (await returnEndorsement(applicationId, e.office, reason)).data;
      return t('returnedNotice', { office: e.name[locale], status });
    });

  return (
    <section aria-labelledby="console-endorsements" className="console-card">
      <h2 id="console-endorsements">{t('panelTitle')}</h2>
      <p className="console-muted">{t('panelIntro')}</p>
      {error && !returning ? (
        <p role="alert" className="console-error">
          {error}
        </p>
      ) : null}
      <ul className="console-endorsements">
        {endorsements.map((e) => {
          const state = t(`state.${e.state}`);
          return (
            <li key={e.office}>
              <strong>{e.name[locale]}</strong>
              <span className={`console-endorsement console-endorsement-${e.state}`}>
                {e.at
                  ? e.actor_name
                    ? t('decided', { state, name: e.actor_name, date: formatDateTime(e.at, getIntlLocale()) })
                    : t('decidedUnnamed', { state, date: formatDateTime(e.at, getIntlLocale()) })
                  : state}
              </span>
              {e.reason ? <span>{t('reasonGiven', { reason: e.reason })}</span> : null}
              {e.may_decide ? (
                <span className="console-buttons">
                  <button type="button" className="button" disabled={busy} onClick={() => void clear(e)}>
                    {t('clear', { office: e.name[locale] })}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy}
                    onClick={() => setReturning(e)}
                  >
                    {t('return', { office: e.name[locale] })}
                  </button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {returning ? (
        <ReasonDialog
          title={t('returnTitle', { office: returning.name[locale] })}
          hint={t('returnHint')}
          busy={busy}
          error={error}
          onConfirm={(reason) => void giveBack(returning, reason)}
          onClose={() => setReturning(null)}
        />
      ) : null}
    </section>
  );
}
