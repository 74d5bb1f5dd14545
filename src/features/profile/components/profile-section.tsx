import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { useMessages } from '@/lib/i18n/use-messages';
import type { FieldSpec } from '../profile-fields';
import { profileMessages, type ProfileMessageKey } from '../profile-messages';

/** One group of plain profile fields, registered with the surrounding form. */
export function ProfileSection({ legendKey, fields }: { legendKey: ProfileMessageKey; fields: FieldSpec[] }) {
  const t = useMessages(profileMessages);
  const { register, formState } = useFormContext<Record<string, string>>();
  return (
    <fieldset>
      <legend>{t(legendKey)}</legend>
      <div className="form-grid">
        {fields.map((f) => {
          const error = formState.errors[f.name]?.message;
          if (f.options) {
            const options = f.options.map((o) => ({ value: o.value, label: o.key ? t(o.key) : o.value }));
            return (
              <SelectField
                key={f.name}
                id={f.name}
                label={t(f.labelKey)}
                options={options}
                error={error}
                {...register(f.name)}
              />
            );
          }
          const field = register(f.name);
          const format = f.format;
          return (
            <TextField
              key={f.name}
              id={f.name}
              label={t(f.labelKey)}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              inputMode={f.inputMode}
              hint={f.hintKey ? t(f.hintKey) : undefined}
              error={error}
              {...field}
              onChange={(e) => {
                // Formatted as typed (the TIN's dashes), before the form reads it.
                if (format) e.target.value = format(e.target.value);
                return field.onChange(e);
              }}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
