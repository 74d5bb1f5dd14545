import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { PROFILE_RULES } from '@/domain/contracts/profile-form';
import { compileRules } from '@/domain/validation/compile-rules';
import { ErrorSummary } from '@/components/error-summary';
import { ApiError } from '@/lib/http';
import { PROFILE_SECTIONS } from '../profile-fields';
import { PhotoUpload } from './photo-upload';
import { PlaceCascade } from './place-cascade';
import { ProfileSection } from './profile-section';

type Values = Record<string, string>;
const FIELDS = Object.keys(PROFILE_RULES);
const schema = compileRules<Values>(PROFILE_RULES, {
  labels: {
    birthdate: 'Date of Birth',
    place_of_birth_region_code: 'Region of Birth',
    place_of_birth_province_code: 'Province of Birth',
    place_of_birth_municipality_code: 'City / Municipality of Birth',
  },
});

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
  const form = useForm<Values>({
    defaultValues: initial,
    resolver: valibotResolver(schema),
    mode: 'onTouched',
  });
  const { handleSubmit, setError, formState, control } = form;
  const errors = Object.fromEntries(Object.entries(formState.errors).map(([k, e]) => [k, e?.message]));

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const fields = Object.entries(err.fields);
      if (fields.length === 0) setError('root', { message: err.message });
      for (const [field, message] of fields) setError(field, { message });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <ErrorSummary errors={{ ...errors, root: formState.errors.root?.message }} />
        <fieldset>
          <legend>Photo</legend>
          <Controller
            control={control}
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
          <ProfileSection key={s.legend} legend={s.legend} fields={s.fields} />
        ))}
        <fieldset>
          <legend>Place of birth</legend>
          <PlaceCascade prefix="place_of_birth_" />
        </fieldset>
        <fieldset>
          <legend>Home address</legend>
          <PlaceCascade prefix="" withBarangay />
          <ProfileSection legend="Street" fields={[{ name: 'street', label: 'House No. / Street' }]} />
        </fieldset>
        {PROFILE_SECTIONS.slice(1).map((s) => (
          <ProfileSection key={s.legend} legend={s.legend} fields={s.fields} />
        ))}
        <button type="submit" className="button" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Save Profile'}
        </button>
      </form>
    </FormProvider>
  );
}
