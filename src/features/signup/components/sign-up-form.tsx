import { useId, useRef, useState } from 'react';
import { SIGN_UP_RULES } from '@/domain/contracts/account-forms';
import { FormFeedback } from '@/components/form-feedback';
import { FormPrompt } from '@/components/form-prompt';
import { MobileNumberController } from '@/components/mobile-number-controller';
import { NewPasswordFields } from '@/components/new-password-fields';
import { TextField } from '@/components/text-field';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { register as registerAccount, type Registration } from '../api/register';
import { signupMessages } from '../signup-messages';
import { PolicyPanel } from './policy-panel';

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
  const t = useMessages(signupMessages);
  const form = useRulesForm<Registration>({
    rules: SIGN_UP_RULES,
    options: { labels: { email: 'Email Address' } },
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
    mode: 'onTouched',
  });
  const { register, errors, isSubmitting } = form;
  const [policy, setPolicy] = useState<Policy | null>(null);
  const [agreed, setAgreed] = useState<Record<Policy, boolean>>({ terms: false, privacy: false });
  const termsId = useId();
  const idPrefix = 'signup-';

  const openers = { terms: useRef<HTMLButtonElement>(null), privacy: useRef<HTMLButtonElement>(null) };

  const answer = (which: Policy, agree: boolean) => {
    const next = { ...agreed, [which]: agree };
    setAgreed(next);
    // Agreeing to the terms leads on to the privacy policy (which takes focus); both agreed ticks the box.
    const following = agree && which === 'terms' && !next.privacy ? 'privacy' : null;
    setPolicy(following);
    form.setValue('terms_of_service', agree && next.terms && next.privacy, {
      shouldValidate: form.formState.isSubmitted,
    });
    // The panel closes: focus goes back to the box it ticked, or to the link that opened it.
    if (!following) {
      const box = document.getElementById(`${idPrefix}terms_of_service`);
      (agree ? box : openers[which].current)?.focus();
    }
  };

  const submit = form.submitWith(async (values) => {
    await registerAccount(values);
    onRegistered(values);
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('signUpForm')}>
      <FormFeedback feedback={form.feedback} idPrefix={idPrefix} />
      <div className="form-grid">
        <TextField
          id={`${idPrefix}first_name`}
          label={t('firstName')}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          id={`${idPrefix}last_name`}
          label={t('lastName')}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <MobileNumberController
        control={form.control}
        name="mobile_number"
        id={`${idPrefix}mobile_number`}
        error={errors.mobile_number?.message}
      />
      <TextField
        id={`${idPrefix}email`}
        label={t('emailOptional')}
        type="email"
        autoComplete="email"
        hint={t('emailHint')}
        error={errors.email?.message}
        {...register('email')}
      />
      <NewPasswordFields form={form} idPrefix={idPrefix} label={t('password')} hint={t('passwordHint')} />
      <div className="check-field">
        <input id={`${idPrefix}is_resident`} type="checkbox" {...register('is_resident')} />
        <label htmlFor={`${idPrefix}is_resident`}>{t('resident')}</label>
      </div>
      <div className={`check-field${errors.terms_of_service ? ' field-invalid' : ''}`}>
        <input
          id={`${idPrefix}terms_of_service`}
          type="checkbox"
          aria-describedby={errors.terms_of_service ? `${termsId}-error` : undefined}
          aria-invalid={errors.terms_of_service ? true : undefined}
          {...register('terms_of_service')}
        />
        <label htmlFor={`${idPrefix}terms_of_service`}>{t('agreeToPolicies')}</label>
      </div>
      {errors.terms_of_service ? (
        <p id={`${termsId}-error`} className="field-error">
          {errors.terms_of_service.message}
        </p>
      ) : null}
      <p className="form-links">
        {t('readThe')}{' '}
        <button
          type="button"
          className="link-button"
          ref={openers.terms}
          aria-expanded={policy === 'terms'}
          onClick={() => setPolicy(policy === 'terms' ? null : 'terms')}
        >
          {t('termsOfService')}
        </button>{' '}
        {t('andThe')}{' '}
        <button
          type="button"
          className="link-button"
          ref={openers.privacy}
          aria-expanded={policy === 'privacy'}
          onClick={() => setPolicy(policy === 'privacy' ? null : 'privacy')}
        >
          {t('dataPrivacyPolicy')}
        </button>
      </p>
      {policy ? (
        <PolicyPanel
          key={policy}
          slug={policy === 'terms' ? 'terms-and-condition' : 'privacy-policy'}
          title={policy === 'terms' ? t('termsOfService') : t('dataPrivacyPolicy')}
          onAgree={() => answer(policy, true)}
          onDisagree={() => answer(policy, false)}
        />
      ) : null}
      <button type="submit" className="button button-block" disabled={isSubmitting}>
        {isSubmitting ? t('signingUp') : t('signUp')}
      </button>
      <FormPrompt question={t('haveAccount')} action={t('login')} onAction={onSignIn} />
    </form>
  );
}
