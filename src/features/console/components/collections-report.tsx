import { useSearch } from 'wouter';
import { useMessages } from '@/lib/i18n/use-messages';
import { useFetch } from '@/lib/use-fetch';
import type { StaffMember } from '../api/console-types';
import { getCollections } from '../api/get-collections';
import { saveStaffFile } from '../api/save-staff-file';
import { STAFF_API } from '../api/staff-call';
import { treasuryMessages } from '../treasury-messages';
import { useConsoleAction } from '../use-console-action';
import '../treasury.css';
import { AuditFilters } from './audit-filters';
import { AbstractActions } from './abstract-actions';
import { CollectionsAdjustments } from './collections-adjustments';
import { CollectionsCharts } from './collections-charts';
import { CollectionsReceipts } from './collections-receipts';
import { CollectionsRemittances } from './collections-remittances';
import { CollectionsSummary } from './collections-summary';
import { ConsoleLoadFailed } from './console-load-failed';
import { todayInManila } from './today-in-manila';

const PATH = '/console/treasury';

/**
 * `/console/treasury`: the day's collections (BLGF's Report of Collections and Deposits): totals
 * by fund (what is held for other agencies apart), by collector and channel and by nature, charts
 * of the day and the month, every receipt's lines; a CSV, the Abstract of Collections (PDF, XLSX),
 * and a printed A4 page (print CSS keeps the report and its signature lines, drops the console).
 */
export function CollectionsReport({ me }: { me: StaffMember }) {
  const t = useMessages(treasuryMessages);
  const date = new URLSearchParams(useSearch()).get('date') || todayInManila();
  const { state, reload } = useFetch(`collections-${date}`, (signal) => getCollections(date, signal));
  const csv = useConsoleAction();
  const download = () =>
    void csv.run(() =>
      saveStaffFile(
        `${STAFF_API}/treasury/collections/csv?date=${encodeURIComponent(date)}`,
        `collections-${date}.csv`,
      ),
    );
  return (
    <section aria-labelledby="collections-title" className="treasury-report">
      <h2 id="collections-title" className="treasury-screen">
        {t('collectionsTitle')}
      </h2>
      <p className="treasury-screen">{t('collectionsIntro')}</p>
      <div className="treasury-screen">
        <AuditFilters path={PATH} filters={[{ name: 'date', label: t('day'), value: date, type: 'date' }]} />
      </div>
      {state.status === 'error' ? (
        <ConsoleLoadFailed onRetry={reload} />
      ) : !state.data ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} />
      ) : (
        <>
          <div className="console-buttons treasury-screen">
            <button type="button" className="button" onClick={() => window.print()}>
              {t('print')}
            </button>
            <button type="button" className="button button-secondary" onClick={download} disabled={csv.busy}>
              {t('downloadCsv')}
            </button>
          </div>
          {csv.error ? <p role="alert">{t('csvFailed')}</p> : null}
          <AbstractActions report={state.data.data} />
          <h3 className="treasury-print-title">
            {t('reportHeading')}: {t('reportFor', { date: state.data.data.date })}
          </h3>
          <CollectionsSummary report={state.data.data} />
          <CollectionsRemittances report={state.data.data} />
          <CollectionsCharts report={state.data.data} />
          {state.data.data.receipts.length > 0 ? (
            <CollectionsReceipts report={state.data.data} />
          ) : (
            <p>{t('nothing')}</p>
          )}
          <CollectionsAdjustments report={state.data.data} />
          <div className="treasury-signature">
            <p>{t('certify')}</p>
            <p>
              {t('preparedBy')}: <strong>{me.name}</strong>
            </p>
          </div>
        </>
      )}
    </section>
  );
}
