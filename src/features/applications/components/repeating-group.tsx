import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { conditionHolds } from '@/domain/applications/condition-holds';
import type { GroupDefinition } from '@/domain/applications/application-definition';
import { FieldError } from '@/components/field-error';
import { useMessages } from '@/lib/i18n/use-messages';
import { applicationsMessages } from '../applications-messages';
import { useBilingual } from '../use-bilingual';
import { FieldControl } from './field-control';

const emptyRow = (group: GroupDefinition) => Object.fromEntries(group.fields.map((f) => [f.name, '']));

/** A list the applicant adds rows to and removes them from (business activities), each row numbered. */
export function RepeatingGroup({ group }: { group: GroupDefinition }) {
  const t = useMessages(applicationsMessages);
  const text = useBilingual();
  const { control, watch, formState, setFocus } = useFormContext();
  const { fields: rows, append, remove } = useFieldArray({ control, name: group.name });
  const item = text(group.itemLabel);
  const values = (watch(group.name) ?? []) as Record<string, unknown>[];
  const error = (get(formState.errors, group.name) as { message?: string } | undefined)?.message;

  const add = () => {
    append(emptyRow(group));
    // The new row's first question, so a keyboard user carries on there.
    setTimeout(() => setFocus(`${group.name}.${String(rows.length)}.${group.fields[0]?.name ?? ''}`), 0);
  };

  return (
    <section className="application-group" aria-labelledby={`${group.name}-heading`}>
      <h3 id={`${group.name}-heading`}>{text(group.label)}</h3>
      <div id={group.name} tabIndex={-1}>
        <FieldError id={error ? `${group.name}-error` : undefined} message={error} />
      </div>
      {rows.map((row, index) => {
        const number = index + 1;
        const rowValues = values[index] ?? {};
        return (
          <fieldset key={row.id} className="application-group-row">
            <legend>{t('itemHeading', { item, number })}</legend>
            <div className="form-grid">
              {group.fields
                .filter((f) => conditionHolds(f.when, rowValues))
                .map((f) => (
                  <FieldControl key={f.name} field={f} name={`${group.name}.${String(index)}.${f.name}`} />
                ))}
            </div>
            <button type="button" className="button secondary" onClick={() => remove(index)}>
              {t('removeItem', { item, number })}
            </button>
          </fieldset>
        );
      })}
      {rows.length < group.max ? (
        <button type="button" className="button secondary" onClick={add}>
          {t('addItem', { item })}
        </button>
      ) : null}
    </section>
  );
}
