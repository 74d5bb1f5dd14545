import { Controller, FormProvider } from 'react-hook-form';
import { PROFILE_RULES } from '@/domain/contracts/profile-form';
import type { CompileOptions } from '@/domain/validation/compile-rules';
import { FormFeedback } from '@/components/form-feedback';
import { useRulesForm } from '@/components/use-rules-form';
import { useMessages } from '@/lib/i18n/use-messages';
import { PROFILE_SECTIONS } from '../profile-fields';
import { profileMessages } from '../profile-messages';
import { PhotoUpload } from './photo-upload';
import { PlaceCascade } from './place-cascade';
import { ProfileSection } from './profile-section';

type Values = Record<string, string>;
const FIELDS = Object.keys(PROFILE_RULES);
const OPTIONS: CompileOptions = {
  labels: {
    birthdate: 'Date of Birth',
    place_of_birth_region_code: 'Region of Birth',
    place_of_birth_province_code: 'Province of Birth',
    place_of_birth_municipality_code: 'City / Municipality of Birth',
  },
};

/** Picks the form's fields from a profile, as strings (the inputs' values). */
export function profileValues(profile: Record<string, unknown>): Values {
  return Object.fromEntries(
    FIELDS.map((f) => [f, profile[f] === null || profile[f] === undefined ? '' : String(profile[f])]),
  );
}

/** Every §3 profile field; a server 422 lands under the field it names. */
export function ProfileForm({
  initial,
  onSubmit,
}: {
  initial: Values;
  onSubmit: (values: Values) => Promise<void>;
}) {
  const t = useMessages(profileMessages);
  const form = useRulesForm<Values>({
    rules: PROFILE_RULES,
    options: OPTIONS,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const submit = form.submitWith(onSubmit);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <FormFeedback feedback={form.feedback} idPrefix="" />
        <fieldset>
          <legend>{t('photo')}</legend>
          <Controller
            control={form.control}
            name="photo"
            render={({ field, fieldState }) => (
              <PhotoUpload
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </fieldset>
        {PROFILE_SECTIONS.slice(0, 1).map((s) => (
          <ProfileSection key={s.legendKey} legendKey={s.legendKey} fields={s.fields} />
        ))}
        <fieldset>
          <legend>{t('placeOfBirth')}</legend>
          <PlaceCascade prefix="place_of_birth_" />
        </fieldset>
        <fieldset>
          <legend>{t('homeAddress')}</legend>
          <PlaceCascade prefix="" withBarangay />
          <ProfileSection legendKey="street" fields={[{ name: 'street', labelKey: 'houseStreet' }]} />
        </fieldset>
        {PROFILE_SECTIONS.slice(1).map((s) => (
          <ProfileSection key={s.legendKey} legendKey={s.legendKey} fields={s.fields} />
        ))}
        <button type="submit" className="button" disabled={form.isSubmitting}>
          {form.isSubmitting ? t('saving') : t('saveProfile')}
        </button>
      </form>
    </FormProvider>
  );
}
