import './ovr.css';
import { useId, type ReactNode } from 'react';
import { ImageUploadField } from '@/components/image-upload-field';
import type { OvrReceipt } from '@/domain/contracts/ordinance-violations';
import { useMessages } from '@/lib/i18n/use-messages';
import { showToast } from '@/stores/toasts';
import { replaceOvrPhoto } from '../api/replace-ovr-photo';
import { ovrMessages } from '../ordinance-violations-messages';
import { OvrSoa } from './ovr-soa';
import { OvrTicket } from './ovr-ticket';

/**
 * The resident's receipt of an OVR: the ticket, its statement of account with what to do next,
 * and (while unpaid) its photo, which another file replaces.
 */
export function OvrReceiptView({
  receipt,
  pay,
  onChanged,
}: {
  receipt: OvrReceipt;
  pay: (transactionId: string) => ReactNode;
  onChanged: (receipt: OvrReceipt) => void;
}) {
  const t = useMessages(ovrMessages);
  const photoId = useId();
  return (
    <>
      <OvrTicket ticket={receipt.attributes} focusOnShow={false} />
      <OvrSoa receipt={receipt} pay={pay} onChanged={onChanged} />
      {receipt.attributes.soa_status === 'PAID' ? null : (
        <ImageUploadField
          id={photoId}
          label={t('photoLabel')}
          hint={t('photoReceived')}
          upload={async (file, onProgress) => {
            const doc = await replaceOvrPhoto(receipt.id, file, onProgress);
            showToast('success', doc.message ?? t('photoReceived'));
            onChanged(doc.data);
          }}
        />
      )}
    </>
  );
}
