import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import {
  FORGOT_EMAIL_RULES,
  FORGOT_MOBILE_OPTIONS,
  FORGOT_MOBILE_RULES,
} from '@/domain/contracts/account-forms';
import { compileRules } from '@/domain/validation/compile-rules';
import { FormFeedback } from '@/components/form-feedback';
import { MobileNumberController } from '@/components/mobile-number-controller';
import { TextField } from '@/components/text-field';
import { useFormFeedback } from '@/components/use-form-feedback';
import { forgotPassword } from '../api/forgot-password';

export type Channel = 'mobile' | 'email';
type Values = {
  email: string;
};

const schemas = {
  mobile: compileRules<Values>(FORGOT_MOBILE_RULES, FORGOT_MOBILE_OPTIONS),
  email: compileRules<Values>(FORGOT_EMAIL_RULES, { labels: { email: 'Email Address' } }),
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
  onCodeSent: (mobileNumber: string) => void;
  onLinkSent: (message: string) => void;
}) {
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: valibotResolver(schemas[channel]),
    mode: 'onTouched',
    defaultValues: { email: initial },
  });
  const feedback = useFormFeedback<Values>(['email'], setError);
  const idPrefix = `forgot-${channel}-`;
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email }) => {
    feedback.clear();
    try {
      const answer = await forgotPassword(email.trim());
      if (channel === 'mobile') onCodeSent(email);
      else onLinkSent(answer.message);
    } catch (err) {
      feedback.onApiError(err);
    }
  }, feedback.onInvalid);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Find your account">
      <FormFeedback feedback={feedback} idPrefix={idPrefix} />
      {channel === 'mobile' ? (
        <MobileNumberController
          control={control}
          name="email"
          id={`${idPrefix}email`}
          error={errors.email?.message}
        />
      ) : (
        <TextField
          id={`${idPrefix}email`}
          label="Email Address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <button type="submit" className="button button-block" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Next'}
      </button>
    </form>
  );
}
