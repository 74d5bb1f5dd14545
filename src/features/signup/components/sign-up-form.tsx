import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SIGN_UP_RULES } from '@/domain/contracts/account-forms';
import { compileRules } from '@/domain/validation/compile-rules';
import { FormFeedback } from '@/components/form-feedback';
import { MobileNumberController } from '@/components/mobile-number-controller';
import { PasswordField } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { useFormFeedback } from '@/components/use-form-feedback';
import { register as registerAccount, type Registration } from '../api/register';
import { PolicyPanel } from './policy-panel';

// §3 lists an e-mail in the sign-up form; it is optional and, once confirmed, allows e-mail login.
const RULES = { ...SIGN_UP_RULES, email: 'email|max_100_char' } as const;
const schema = compileRules<Registration>(RULES, { labels: { email: 'Email Address' } });
const FIELDS = Object.keys(RULES) as (keyof Registration)[];
const PASSWORD_HINT = 'At least 8 characters, with upper and lowercase letters, a number and a symbol.';

type Policy = 'terms' | 'privacy';

/**
 * The sign-up form (§2.6): names, mobile number, optional e-mail, password twice, residency, and
 * the Terms of Service and Data Privacy Policy (read in their panels, Agree / Disagree).
 */
export function SignUpForm({
  initial,
  onRegistered,
  onSignIn,
}: {
  initial?: Partial<Registration>;
  onRegistered: (form: Registration) => void;
  onSignIn: () => void;
}) {
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<Registration>({
    resolver: valibotResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      mobile_number: '',
      email: '',
      password: '',
      password_confirmation: '',
      is_resident: false,
      terms_of_service: false,
      ...initial,
    },
  });
  const feedback = useFormFeedback<Registration>(FIELDS, setError);
  const [policy, setPolicy] = useState<Policy | null>(null);
  const [agreed, setAgreed] = useState<Record<Policy, boolean>>({ terms: false, privacy: false });
  const termsId = useId();
  const idPrefix = 'signup-';
  const { errors, isSubmitting } = formState;

  const answer = (which: Policy, agree: boolean) => {
    const next = { ...agreed, [which]: agree };
    setAgreed(next);
    // Agreeing to the terms leads on to the privacy policy; both agreed ticks the box.
    setPolicy(agree && which === 'terms' && !next.privacy ? 'privacy' : null);
    setValue('terms_of_service', agree && next.terms && next.privacy, {
      shouldValidate: formState.isSubmitted,
    });
  };

  const submit = handleSubmit(async (values) => {
    feedback.clear();
    try {
      await registerAccount(values);
      onRegistered(values);
    } catch (err) {
      feedback.onApiError(err);
    }
  }, feedback.onInvalid);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Sign up">
      <FormFeedback feedback={feedback} idPrefix={idPrefix} />
      <div className="form-grid">
        <TextField
          id={`${idPrefix}first_name`}
          label="First Name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          id={`${idPrefix}last_name`}
          label="Last Name"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <MobileNumberController
        control={control}
        name="mobile_number"
        id={`${idPrefix}mobile_number`}
        error={errors.mobile_number?.message}
      />
      <TextField
        id={`${idPrefix}email`}
        label="Email Address (optional)"
        type="email"
        autoComplete="email"
        hint="We will send a link to confirm it; then you can also log in with it."
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        id={`${idPrefix}password`}
        label="Password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        id={`${idPrefix}password_confirmation`}
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation')}
      />
      <div className="check-field">
        <input id={`${idPrefix}is_resident`} type="checkbox" {...register('is_resident')} />
        <label htmlFor={`${idPrefix}is_resident`}>I am a resident of this city or municipality</label>
      </div>
      <div className={`check-field${errors.terms_of_service ? ' field-invalid' : ''}`}>
        <input
          id={`${idPrefix}terms_of_service`}
          type="checkbox"
          aria-describedby={errors.terms_of_service ? `${termsId}-error` : undefined}
          aria-invalid={errors.terms_of_service ? true : undefined}
          {...register('terms_of_service')}
        />
        <label htmlFor={`${idPrefix}terms_of_service`}>
          I have read and agree to the Terms of Service and the Data Privacy Policy
        </label>
      </div>
      {errors.terms_of_service ? (
        <p id={`${termsId}-error`} className="field-error">
          {errors.terms_of_service.message}
        </p>
      ) : null}
      <p className="form-links">
        Read the{' '}
        <button
          type="button"
          className="link-button"
          aria-expanded={policy === 'terms'}
          onClick={() => setPolicy(policy === 'terms' ? null : 'terms')}
        >
          Terms of Service
        </button>{' '}
        and the{' '}
        <button
          type="button"
          className="link-button"
          aria-expanded={policy === 'privacy'}
          onClick={() => setPolicy(policy === 'privacy' ? null : 'privacy')}
        >
          Data Privacy Policy
        </button>
      </p>
      {policy ? (
        <PolicyPanel
          key={policy}
          slug={policy === 'terms' ? 'terms-and-condition' : 'privacy-policy'}
          title={policy === 'terms' ? 'Terms of Service' : 'Data Privacy Policy'}
          onAgree={() => answer(policy, true)}
          onDisagree={() => answer(policy, false)}
        />
      ) : null}
      <button type="submit" className="button button-block" disabled={isSubmitting}>
        {isSubmitting ? 'Signing up…' : 'Sign Up'}
      </button>
      <p className="form-links center">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={onSignIn}>
          Login
        </button>
      </p>
    </form>
  );
}
