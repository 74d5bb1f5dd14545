import { Controller, useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/select-field';
import { useMessages } from '@/lib/i18n/use-messages';
import { helpMessages } from '../help-messages';
import { usePlaceOptions } from '../place-options';

type Values = Record<string, unknown>;
const ORDER = ['region_code', 'province_code', 'municipality_code', 'barangay_code'] as const;

/**
 * Region → province → city/municipality → barangay from the look-up, as on the profile; choosing
 * a level clears those below. Only the city and barangay are sent: the others narrow the lists.
 * Controlled selects, because their options arrive after the pre-filled codes.
 */
export function PlacePicker({ idPrefix }: { idPrefix: string }) {
  const t = useMessages(helpMessages);
  const { control, watch, setValue } = useFormContext<Values>();
  const [region, province, municipality] = [
    watch('region_code'),
    watch('province_code'),
    watch('municipality_code'),
  ].map((v) => (typeof v === 'string' ? v : ''));
  const levels = [
    { name: 'region_code', label: t('region'), options: usePlaceOptions('region', 'all'), ready: true },
    {
      name: 'province_code',
      label: t('province'),
      options: usePlaceOptions('province', region),
      ready: !!region,
    },
    {
      name: 'municipality_code',
      label: t('municipality'),
      options: usePlaceOptions('municipality', province),
      ready: !!province,
    },
    {
      name: 'barangay_code',
      label: t('barangay'),
      options: usePlaceOptions('barangay', municipality),
      ready: !!municipality,
    },
  ] as const;

  return (
    <div className="form-grid">
      {levels.map((level) => (
        <Controller
          key={level.name}
          control={control}
          name={level.name}
          render={({ field, fieldState }) => (
            <SelectField
              id={`${idPrefix}${level.name}`}
              label={level.label}
              options={level.options}
              disabled={!level.ready}
              error={fieldState.error?.message}
              name={field.name}
              ref={field.ref}
              value={typeof field.value === 'string' ? field.value : ''}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e);
                for (const below of ORDER.slice(ORDER.indexOf(level.name) + 1)) setValue(below, '');
              }}
            />
          )}
        />
      ))}
    </div>
  );
}
