import { useLocale } from '@/lib/i18n/locale';
import type { ConsoleRole } from '../api/admin-types';

/** The roles to give, as checkboxes in a fieldset; its error under the legend. */
export function RolePicker({
  legend,
  roles,
  chosen,
  onChange,
  error,
  idPrefix,
}: {
  legend: string;
  roles: ConsoleRole[];
  chosen: string[];
  onChange: (roles: string[]) => void;
  error?: string | undefined;
  idPrefix: string;
}) {
  const locale = useLocale((s) => s.locale);
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...chosen, code] : chosen.filter((c) => c !== code));
  return (
    <fieldset
      className={`field console-checks${error ? ' field-invalid' : ''}`}
      aria-describedby={error ? `${idPrefix}roles-error` : undefined}
    >
      <legend id={`${idPrefix}roles`}>{legend}</legend>
      {roles.map((r) => (
        <label key={r.code} className="console-check">
          <input
            type="checkbox"
            checked={chosen.includes(r.code)}
            onChange={(e) => toggle(r.code, e.target.checked)}
          />
          {(locale === 'fil' && r.name_fil) || r.name}
        </label>
      ))}
      {error ? (
        <p id={`${idPrefix}roles-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
