import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/select-field';
import { loadBarangays, loadMunicipalities, loadProvinces, loadRegions } from '../place-loaders';
import { useOptions } from '../use-options';

type Values = Record<string, string>;

/** Region → province → city/municipality (→ barangay) selects; choosing a level clears those below. */
export function PlaceCascade({ prefix, withBarangay = false }: { prefix: string; withBarangay?: boolean }) {
  const { register, watch, setValue, formState } = useFormContext<Values>();
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
  const error = (name: string) => formState.errors[name]?.message;
  const clear = (...fields: string[]) => {
    for (const f of fields) setValue(f, '', { shouldDirty: true });
  };

  return (
    <div className="form-grid">
      <SelectField
        id={names.region}
        label="Region"
        options={regions}
        error={error(names.region)}
        {...register(names.region, {
          onChange: () => clear(names.province, names.municipality, names.barangay),
        })}
      />
      <SelectField
        id={names.province}
        label="Province"
        options={provinces}
        disabled={!region}
        error={error(names.province)}
        {...register(names.province, { onChange: () => clear(names.municipality, names.barangay) })}
      />
      <SelectField
        id={names.municipality}
        label="City / Municipality"
        options={municipalities}
        disabled={!province}
        error={error(names.municipality)}
        {...register(names.municipality, { onChange: () => clear(names.barangay) })}
      />
      {withBarangay ? (
        <SelectField
          id={names.barangay}
          label="Barangay"
          options={barangays}
          disabled={!municipality}
          error={error(names.barangay)}
          {...register(names.barangay)}
        />
      ) : null}
    </div>
  );
}
