import { useState } from 'react';
import type { MfaSettingsDocument } from '@/domain/contracts/mfa';
import { FormFeedback } from '@/components/form-feedback';
import { Modal } from '@/components/modal';
import { PasswordField } from '@/components/password-field';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { reauthenticate } from '../api/reauthenticate';
import { sendReauthOtp } from '../api/send-reauth-otp';
import { mfaMessages } from '../mfa-messages';
import { useAction } from '../use-action';
import { AuthenticationCodeForm } from './authentication-code-form';

type Values = { password: string };

/**
 * 'Confirm it is you' (issue 16): the current password, or a code sent to the current mobile
 * number, before a change to how the account signs in.
 */
export function ReauthDialog({
  smsOnly = false,
  onConfirmed,
  onCancel,
}: {
  /** Only the SMS code is offered (a locked PIN is reset after an SMS OTP). */
  smsOnly?: boolean;
  onConfirmed: (doc: MfaSettingsDocument) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useMessages(mfaMessages);
  const [bySms, setBySms] = useState<string | null>(null);
  const send = useAction();
  const form = useRulesForm<Values>({ rules: { password: 'required' }, defaultValues: { password: '' } });
  const submit = form.submitWith(async ({ password }) => onConfirmed(await reauthenticate({ password })));
  const askCode = () =>
    send.run(async () => setBySms((await sendReauthOtp()).data.attributes.masked_destination));

  return (
    <Modal title={t('reauthTitle')} onClose={onCancel} size="small">
      <p>{smsOnly ? t('reauthSmsIntro') : t('reauthIntro')}</p>
      {bySms === null && smsOnly ? (
        <>
          {send.error ? (
            <p className="form-alert" role="alert">
              {send.error}
            </p>
          ) : null}
          <button
            type="button"
            className="button button-block"
            disabled={send.busy}
            onClick={() => void askCode()}
          >
            {t('sendSmsCode')}
          </button>
        </>
      ) : bySms === null ? (
        <form noValidate aria-label={t('reauthTitle')} onSubmit={(e) => void submit(e)}>
          <FormFeedback feedback={form.feedback} idPrefix="reauth-" labels={{ password: t('password') }} />
          <PasswordField
            id="reauth-password"
            label={t('password')}
            autoComplete="current-password"
            error={form.errors.password?.message}
            {...form.register('password')}
          />
          <button type="submit" className="button button-block" disabled={form.isSubmitting}>
            {form.isSubmitting ? t('confirming') : t('confirm')}
          </button>
          {send.error ? (
            <p className="form-alert" role="alert">
              {send.error}
            </p>
          ) : null}
          <p className="form-links">
            <button type="button" className="link-button" disabled={send.busy} onClick={() => void askCode()}>
              {t('sendSmsCode')}
            </button>
          </p>
        </form>
      ) : (
        <>
          <p>
            {t('codeSentTo')} <strong>{bySms}</strong>
          </p>
          <AuthenticationCodeForm
            idPrefix="reauth-sms-"
            label={t('smsCode')}
            onSubmit={async (pin) => onConfirmed(await reauthenticate({ pin }))}
          >
            {smsOnly ? null : (
              <p className="form-links">
                <button type="button" className="link-button" onClick={() => setBySms(null)}>
                  {t('withPassword')}
                </button>
              </p>
            )}
          </AuthenticationCodeForm>
        </>
      )}
    </Modal>
  );
}
