import { Controller, useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/select-field';
import { useMessages } from '@/lib/i18n/use-messages';
import { loadBarangays, loadMunicipalities, loadProvinces, loadRegions } from '../place-loaders';
import { profileMessages } from '../profile-messages';
import { useOptions } from '../use-options';

type Values = Record<string, string>;

/**
 * Region → province → city/municipality (→ barangay) selects; choosing a level clears those below.
 * The selects are controlled by the form's values: their options arrive after the saved codes,
 * and a select bound to the DOM would then show no choice and read '' back on a blur (losing the
 * saved place of birth, so the provinces never loaded).
 */
export function PlaceCascade({ prefix, withBarangay = false }: { prefix: string; withBarangay?: boolean }) {
  const t = useMessages(profileMessages);
  const { control, watch, setValue } = useFormContext<Values>();
  const names = {
    region: `${prefix}region_code`,
    province: `${prefix}province_code`,
    municipality: `${prefix}municipality_code`,
    barangay: 'barangay_code',
  };
  const region = watch(names.region);
  const province = watch(names.province);
  const municipality = watch(names.municipality);
  const regions = useOptions('all', loadRegions);
  const provinces = useOptions(region, loadProvinces);
  const municipalities = useOptions(province, loadMunicipalities);
  const barangays = useOptions(withBarangay ? municipality : undefined, loadBarangays);
  const levels = [
    { name: names.region, label: t('region'), options: regions, ready: true },
    { name: names.province, label: t('province'), options: provinces, ready: Boolean(region) },
    {
      name: names.municipality,
      label: t('municipality'),
      options: municipalities,
      ready: Boolean(province),
    },
    ...(withBarangay
      ? [{ name: names.barangay, label: t('barangay'), options: barangays, ready: Boolean(municipality) }]
      : []),
  ];
  // The place of birth has no barangay: choosing it must not clear the home address's.
  const order = levels.map((l) => l.name);
  const below = (name: string) => order.slice(order.indexOf(name) + 1);

  return (
    <div className="form-grid">
      {levels.map((level) => (
        <Controller
          key={level.name}
          control={control}
          name={level.name}
          render={({ field, fieldState }) => (
            <SelectField
              id={level.name}
              label={level.label}
              options={level.options}
              disabled={!level.ready}
              error={fieldState.error?.message}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e);
                for (const f of below(level.name)) setValue(f, '', { shouldDirty: true });
              }}
            />
          )}
        />
      ))}
    </div>
  );
}
