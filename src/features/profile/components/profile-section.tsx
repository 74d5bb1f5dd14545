import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import type { FieldSpec } from '../profile-fields';

/** One group of plain profile fields, registered with the surrounding form. */
export function ProfileSection({ legend, fields }: { legend: string; fields: FieldSpec[] }) {
  const { register, formState } = useFormContext<Record<string, string>>();
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="form-grid">
        {fields.map((f) => {
          const error = formState.errors[f.name]?.message;
          if (f.options) {
            const options = f.options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
            return (
              <SelectField
                key={f.name}
                id={f.name}
                label={f.label}
                options={options}
                error={error}
                {...register(f.name)}
              />
            );
          }
          return (
            <TextField
              key={f.name}
              id={f.name}
              label={f.label}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              inputMode={f.inputMode}
              error={error}
              {...register(f.name)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
