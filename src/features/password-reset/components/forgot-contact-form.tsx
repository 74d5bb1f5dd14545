import {
  FORGOT_EMAIL_RULES,
  FORGOT_MOBILE_OPTIONS,
  FORGOT_MOBILE_RULES,
} from '@/domain/contracts/account-forms';
import { ContactField, type ContactChannel } from '@/components/contact-field';
import { FormFeedback } from '@/components/form-feedback';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { forgotPassword } from '../api/forgot-password';
import { passwordResetMessages } from '../password-reset-messages';

export type Channel = ContactChannel;
type Values = {
  email: string;
};

const RULE_SETS = {
  mobile: { rules: FORGOT_MOBILE_RULES, options: FORGOT_MOBILE_OPTIONS },
  email: { rules: FORGOT_EMAIL_RULES, options: { labels: { email: 'Email Address' } } },
};

/** The contact field of step 1 for one channel; remounted when the channel changes. */
export function ForgotContactForm({
  channel,
  initial,
  onCodeSent,
  onLinkSent,
}: {
  channel: Channel;
  initial: string;
  onCodeSent: (mobileNumber: string, requestToken: string) => void;
  onLinkSent: (message: string) => void;
}) {
  const t = useMessages(passwordResetMessages);
  const form = useRulesForm<Values>({
    ...RULE_SETS[channel],
    defaultValues: { email: initial },
    mode: 'onTouched',
  });
  const idPrefix = `forgot-${channel}-`;

  const submit = form.submitWith(async ({ email }) => {
    const answer = await forgotPassword(email.trim());
    if (channel === 'mobile') onCodeSent(email, answer.data?.attributes.request_token ?? '');
    else onLinkSent(answer.message);
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('findAccount')}>
      <FormFeedback feedback={form.feedback} idPrefix={idPrefix} />
      <ContactField channel={channel} form={form} name="email" idPrefix={idPrefix} />
      <button type="submit" className="button button-block" disabled={form.isSubmitting}>
        {form.isSubmitting ? t('sending') : t('next')}
      </button>
    </form>
  );
}
