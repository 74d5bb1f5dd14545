import { useState } from 'react';
import { formatDate } from '@/domain/format/format-date';
import { ApiError } from '@/lib/http';
import { getIntlLocale, useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { moveApplication } from '../api/move-application';
import { release } from '../api/release';
import { mayDo, type StaffPermission } from '@/domain/staff/staff-permissions';
import type { ConsoleApplication, StaffMember } from '../api/console-types';
import { consoleMessages } from '../console-messages';
import { ReasonDialog } from './reason-dialog';

type Key =
  | 'approve'
  | 'askAppointment'
  | 'sendToLab'
  | 'return'
  | 'reject'
  | 'markPrinting'
  | 'markPrinted'
  | 'readyForPickUp'
  | 'outForDelivery';
// The permission each move takes, as the server's staff-moves.ts asks for it.
const MOVES: { key: Key; to: string; needs: StaffPermission; reason: boolean }[] = [
  // Offered only where the kind's workflow has the appointment step (`next` says so).
  { key: 'askAppointment', to: 'FOR APPOINTMENT', needs: 'applications.review', reason: false },
  // A kind with the laboratory step goes there from review (and only there).
  { key: 'sendToLab', to: 'PENDING LAB TEST', needs: 'applications.review', reason: false },
  { key: 'approve', to: 'FOR ASSESSMENT (TREASURY)', needs: 'applications.review', reason: false },
  { key: 'markPrinting', to: 'FOR PRINTING', needs: 'applications.review', reason: false },
  // A kind handed over once printed: only the way the applicant chose is in `next`.
  { key: 'markPrinted', to: 'PRINTED', needs: 'applications.release', reason: false },
  { key: 'readyForPickUp', to: 'FOR PICK-UP', needs: 'applications.release', reason: false },
  { key: 'outForDelivery', to: 'FOR DELIVERY', needs: 'applications.release', reason: false },
  { key: 'return', to: 'FOR RESUBMISSION', needs: 'applications.return', reason: true },
  { key: 'reject', to: 'REJECTED', needs: 'applications.review', reason: true },
];

/**
 * The review actions the status allows and the member's permissions cover, as buttons; return and
 * reject ask for the reason first. Release (where the kind's workflow releases from: printing, or
 * the pick-up or delivery) issues the document its kind issues, named as its entry names it.
 */
export function ConsoleActions({
  application,
  me,
  onChanged,
}: {
  application: ConsoleApplication;
  me: StaffMember;
  onChanged: (message: string) => void;
}) {
  const t = useMessages(consoleMessages);
  const locale = useLocale((s) => s.locale);
  const [asking, setAsking] = useState<(typeof MOVES)[number] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const moves = MOVES.filter((m) => application.next.includes(m.to) && mayDo(me.permissions, [m.needs]));
  const canRelease = application.next.includes('RELEASED') && mayDo(me.permissions, ['applications.release']);
  const noun = application.issues ? application.issues.noun[locale] : '';
  if (moves.length === 0 && !canRelease) return null;

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await work());
      setAsking(null);
    } catch (err) {
      setError(err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : String(err));
    } finally {
      setBusy(false);
    }
  };
  const move = (to: string, reason?: string) =>
    run(async () => t('moved', { status: (await moveApplication(application.id, to, reason)).data.status }));
  const releaseDocument = () =>
    run(async () => {
      const { status, permit } = (await release(application.id)).data;
      // A kind that issues nothing on release (quarterly, delinquent, retirement) is released without a document.
      if (!permit) return t('moved', { status });
      if (!permit.valid_until) return t('releasedNoExpiry', { noun, number: permit.number });
      return t('released', {
        noun,
        number: permit.number,
        date: formatDate(permit.valid_until, getIntlLocale()),
      });
    });

  return (
    <section aria-labelledby="console-actions" className="console-card">
      <h2 id="console-actions">{t('actions')}</h2>
      {error && !asking ? (
        <p role="alert" className="console-error">
          {error}
        </p>
      ) : null}
      <div className="console-buttons">
        {moves.map((m) => (
          <button
            key={m.key}
            type="button"
            className={m.reason ? 'button button-secondary' : 'button'}
            disabled={busy}
            onClick={() => (m.reason ? setAsking(m) : void move(m.to))}
          >
            {t(m.key)}
          </button>
        ))}
        {canRelease ? (
          <button type="button" className="button" disabled={busy} onClick={() => void releaseDocument()}>
            {busy ? t('releasing') : noun ? t('releaseDocument', { noun }) : t('release')}
          </button>
        ) : null}
      </div>
      {asking ? (
        <ReasonDialog
          title={asking.key === 'reject' ? t('reasonTitleReject') : t('reasonTitleReturn')}
          busy={busy}
          error={error}
          onConfirm={(reason) => void move(asking.to, reason)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
