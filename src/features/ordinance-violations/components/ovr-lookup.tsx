import { useId } from 'react';
import { BillingScreenFrame } from '@/components/billing-screen-frame';
import { ImageUploadField } from '@/components/image-upload-field';
import type { OvrCheck, OvrReceipt } from '@/domain/contracts/ordinance-violations';
import { useMessages } from '@/lib/i18n/use-messages';
import { checkOvr } from '../api/check-ovr';
import { sendOvrPhoto } from '../api/send-ovr-photo';
import { ovrMessages } from '../ordinance-violations-messages';
import { OvrSearchForm, type OvrQuery } from './ovr-search-form';
import { OvrTicket } from './ovr-ticket';

type Found = { query: OvrQuery; record: OvrCheck['attributes'] | null };

/**
 * Finding an OVR (§2.8 OVRS): its number and the violator's last name → the ticket and its fines
 * ('No Record Found' when they match none); then its photo, whose sending issues the statement of
 * account (`onOpen` shows the receipt). A paid ticket is shown as paid, with Back only; one the
 * resident already sent opens their receipt.
 */
export function OvrLookup({ statusId, onOpen }: { statusId: number; onOpen: (receiptId: string) => void }) {
  const t = useMessages(ovrMessages);
  const photoId = useId();
  const search = (show: (found: Found) => void) => async (query: OvrQuery) => {
    const doc = await checkOvr(query);
    show({ query, record: doc.data?.attributes ?? null });
  };
  const sent = (receipt: OvrReceipt) => onOpen(receipt.id);
  return (
    <BillingScreenFrame<Found>
      title={t('searchOvr')}
      search={(show) => <OvrSearchForm onSearch={search(show)} />}
    >
      {({ query, record }, { back }) => (
        <>
          <OvrTicket ticket={record} />
          {record.is_paid ? (
            <p role="status">{t('alreadyPaid')}</p>
          ) : record.receipt_id ? (
            <>
              <p role="status">{t('yours')}</p>
              <div className="actions">
                <button type="button" className="button" onClick={() => onOpen(record.receipt_id ?? '')}>
                  {t('openYours')}
                </button>
              </div>
            </>
          ) : (
            <>
              {record.being_paid ? <p className="notice">{t('beingPaid')}</p> : null}
              <ImageUploadField
                id={photoId}
                label={t('photoLabel')}
                hint={t('photoHint')}
                upload={async (file, onProgress) => {
                  const doc = await sendOvrPhoto(
                    { ...query, application_status_id: statusId },
                    file,
                    onProgress,
                  );
                  sent(doc.data);
                }}
              />
            </>
          )}
          <div className="actions">
            <button type="button" className="button button-secondary" onClick={back}>
              {t('back')}
            </button>
          </div>
        </>
      )}
    </BillingScreenFrame>
  );
}
