import { get, useFormContext } from 'react-hook-form';
import type { FieldDefinition } from '@/domain/applications/application-definition';
import { FieldError } from '@/components/field-error';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { useBilingual } from '../use-bilingual';
import { useFieldOptions } from './option-lists-context';

const INPUT_MODES = { amount: 'decimal', integer: 'numeric', tel: 'tel', email: 'email' } as const;

/**
 * One question of a definition, drawn by its kind; `name` is where it sits in the payload
 * ('activities.0.service' in a group row). The control's id is that name, so the error summary's
 * links reach it.
 */
export function FieldControl({ field, name = field.name }: { field: FieldDefinition; name?: string }) {
  const { register, formState } = useFormContext();
  const text = useBilingual();
  const optionsOf = useFieldOptions();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const label = text(field.label);
  const hint = field.hint ? text(field.hint) : undefined;
  const errorId = error ? `${name}-error` : undefined;

  if (field.kind === 'checkbox') {
    // A hint says what ticking it means (an extra form and its fee), read with the box.
    const hintId = hint ? `${name}-hint` : undefined;
    return (
      <div className={`check-field${error ? ' field-invalid' : ''}`}>
        <input
          id={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          {...register(name)}
        />
        <label htmlFor={name}>{label}</label>
        {hint ? (
          <div id={hintId} className="field-hint">
            {hint}
          </div>
        ) : null}
        <FieldError id={errorId} message={error} />
      </div>
    );
  }
  if (field.kind === 'yes-no') {
    return (
      <fieldset className={`field segmented${error ? ' field-invalid' : ''}`} aria-describedby={errorId}>
        <legend>{label}</legend>
        {hint ? <div className="field-hint">{hint}</div> : null}
        {optionsOf(field.options).map((option, index) => (
          <label key={option.value} className="segmented-option">
            <input
              type="radio"
              value={option.value}
              id={index === 0 ? name : undefined}
              {...register(name)}
            />
            {option.label}
          </label>
        ))}
        <FieldError id={errorId} message={error} />
      </fieldset>
    );
  }
  if (field.kind === 'select') {
    return (
      <SelectField
        id={name}
        label={label}
        hint={hint}
        error={error}
        options={optionsOf(field.options)}
        {...register(name)}
      />
    );
  }
  const kind = field.kind ?? 'text';
  return (
    <TextField
      id={name}
      label={label}
      hint={hint}
      error={error}
      placeholder={field.placeholder}
      type={kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : 'text'}
      inputMode={kind in INPUT_MODES ? INPUT_MODES[kind as keyof typeof INPUT_MODES] : undefined}
      autoComplete="off"
      {...register(name)}
    />
  );
}
