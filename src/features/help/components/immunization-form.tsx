import { FormProvider } from 'react-hook-form';
import { FieldError } from '@/components/field-error';
import { FormFeedback } from '@/components/form-feedback';
import { TextField } from '@/components/text-field';
import { useRulesForm } from '@/components/use-rules-form';
import {
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPE_WORDS,
  PRIORITY_GROUP_WORDS,
  IMMUNIZATION_RULE_OPTIONS,
  IMMUNIZATION_RULES,
  VACCINATION_PRIORITY_GROUPS,
  type ImmunizationRegistration,
} from '@/domain/contracts/help';
import { wordedOptions } from '@/domain/options/wording';
import { CIVIL_STATUSES, CIVIL_STATUS_WORDS, GENDERS, GENDER_WORDS } from '@/domain/options/person-options';
import { useLocale } from '@/lib/i18n/locale';
import { useMessages } from '@/lib/i18n/use-messages';
import { registerImmunization } from '../api/register-immunization';
import { helpMessages } from '../help-messages';
import type { ImmunizationValues } from '../immunization-values';
import { FormSelect } from './form-select';
import { PlacePicker } from './place-picker';

const ID = 'vax-';

/**
 * `/e-help/immunization-registration`'s form (§2.9): priority group and employment (§3 lists),
 * the person (pre-filled from the profile, editable: one may register a parent), the address,
 * and consent, without which neither the form nor the server accepts it.
 */
export function ImmunizationForm({
  initial,
  onRegistered,
}: {
  initial: ImmunizationValues;
  onRegistered: (registration: ImmunizationRegistration) => void;
}) {
  const t = useMessages(helpMessages);
  const language = useLocale((s) => s.locale);
  const form = useRulesForm<ImmunizationValues>({
    rules: IMMUNIZATION_RULES,
    options: IMMUNIZATION_RULE_OPTIONS,
    defaultValues: initial,
  });
  const submit = form.submitWith(async ({ region_code: _r, province_code: _p, ...values }) => {
    const answer = await registerImmunization(values);
    onRegistered(answer.data.attributes);
  });
  const { errors, register } = form;
  const text = (name: keyof ImmunizationValues & string, label: string, extra: object = {}) => (
    <TextField
      id={`${ID}${name}`}
      label={label}
      error={errors[name]?.message}
      {...extra}
      {...register(name)}
    />
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('immunizationTitle')}>
        <FormFeedback feedback={form.feedback} idPrefix={ID} />
        <fieldset>
          <legend>{t('priorityAndWork')}</legend>
          <FormSelect
            id={`${ID}priority_group`}
            name="priority_group"
            label={t('priorityGroup')}
            options={wordedOptions(VACCINATION_PRIORITY_GROUPS, PRIORITY_GROUP_WORDS, language)}
          />
          <FormSelect
            id={`${ID}employment_type`}
            name="employment_type"
            label={t('employmentType')}
            options={wordedOptions(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_WORDS, language)}
          />
          {text('employer_name', t('employer'), { autoComplete: 'organization' })}
          {text('profession', t('profession'), { autoComplete: 'organization-title' })}
        </fieldset>
        <fieldset>
          <legend>{t('person')}</legend>
          <div className="form-grid">
            {text('first_name', t('firstName'), { autoComplete: 'given-name' })}
            {text('middle_name', t('middleName'), { autoComplete: 'additional-name' })}
            {text('last_name', t('lastName'), { autoComplete: 'family-name' })}
            {text('extension_name', t('extensionName'), { autoComplete: 'honorific-suffix' })}
            {text('birthdate', t('birthdate'), { type: 'date', autoComplete: 'bday' })}
            <FormSelect
              id={`${ID}gender`}
              name="gender"
              label={t('gender')}
              options={wordedOptions(GENDERS, GENDER_WORDS, language)}
            />
            <FormSelect
              id={`${ID}civil_status`}
              name="civil_status"
              label={t('civilStatus')}
              options={wordedOptions(CIVIL_STATUSES, CIVIL_STATUS_WORDS, language)}
            />
            {text('mobile_number', t('mobileNumber'), {
              inputMode: 'tel',
              autoComplete: 'tel',
              hint: t('mobileNumberHint'),
            })}
            {text('email', t('email'), { type: 'email', autoComplete: 'email' })}
            {text('philhealth_id_number', t('philhealth'), { hint: t('philhealthHint') })}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('address')}</legend>
          <PlacePicker idPrefix={ID} />
          {text('street', t('street'), { autoComplete: 'street-address' })}
        </fieldset>
        <div className={`field help-consent${errors.consent ? ' field-invalid' : ''}`}>
          <input
            id={`${ID}consent`}
            type="checkbox"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${ID}consent-error` : undefined}
            {...register('consent')}
          />
          <label htmlFor={`${ID}consent`}>{t('consent')}</label>
          <FieldError
            id={errors.consent ? `${ID}consent-error` : undefined}
            message={errors.consent?.message}
          />
        </div>
        <div className="actions">
          <button type="submit" className="button" disabled={form.isSubmitting}>
            {form.isSubmitting ? t('sending') : t('register')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
