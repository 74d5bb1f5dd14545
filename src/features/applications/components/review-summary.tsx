import { get } from 'react-hook-form';
import {
  isGroup,
  isPlaces,
  REQUIREMENTS_FIELD,
  type ApplicationDefinition,
  type FieldDefinition,
} from '@/domain/applications/application-definition';
import { conditionHolds } from '@/domain/applications/condition-holds';
import { useMessages } from '@/lib/i18n/use-messages';
import { applicationsMessages } from '../applications-messages';
import { useBilingual } from '../use-bilingual';
import { useFieldOptions } from './option-lists-context';

/**
 * Every answer, step by step, with an Edit that returns to the step. Place codes are shown as
 * the cascade's choices were (the page does not reload their names here), so they are left out.
 */
export function ReviewSummary({
  definition,
  values,
  onEdit,
}: {
  definition: ApplicationDefinition;
  values: Record<string, unknown>;
  onEdit: (stepIndex: number) => void;
}) {
  const t = useMessages(applicationsMessages);
  const text = useBilingual();
  const optionsOf = useFieldOptions();
  const shown = (field: FieldDefinition, at: Record<string, unknown>, name = field.name) => {
    const raw = get(at, field.name) as unknown;
    const given = raw === undefined || raw === null || raw === '' ? null : String(raw);
    const option = field.options ? optionsOf(field.options).find((o) => o.value === given) : undefined;
    return (
      <div key={name} className="review-row">
        <dt>{text(field.label)}</dt>
        <dd>{field.kind === 'checkbox' ? null : (option?.label ?? given ?? t('notGiven'))}</dd>
      </div>
    );
  };

  return (
    <div className="application-review">
      <p>{t('reviewIntro')}</p>
      {definition.steps.map((step, index) => {
        if (step.id === definition.steps.at(-1)?.id) return null;
        const uploads = (values[REQUIREMENTS_FIELD] ?? {}) as Record<string, unknown>;
        return (
          <section key={step.id} aria-labelledby={`review-${step.id}`}>
            <h3 id={`review-${step.id}`}>{text(step.title)}</h3>
            <dl>
              {(step.items ?? []).flatMap((item) => {
                if (isPlaces(item)) return [];
                if (isGroup(item)) {
                  const rows = (values[item.name] ?? []) as Record<string, unknown>[];
                  return rows.flatMap((row, i) =>
                    item.fields
                      .filter((f) => conditionHolds(f.when, row))
                      .map((f) =>
                        shown(
                          {
                            ...f,
                            label: {
                              en: `${f.label.en} (${item.itemLabel.en} ${String(i + 1)})`,
                              fil: `${f.label.fil} (${item.itemLabel.fil} ${String(i + 1)})`,
                            },
                          },
                          row,
                          `${item.name}.${String(i)}.${f.name}`,
                        ),
                      ),
                  );
                }
                return conditionHolds(item.when, values) && item.kind !== 'checkbox'
                  ? [shown(item, values)]
                  : [];
              })}
              {step.requirements
                ? definition.requirements
                    .filter((r) => conditionHolds(r.when, values))
                    .map((r) => (
                      <div key={r.code} className="review-row">
                        <dt>{text(r.label)}</dt>
                        <dd>{typeof uploads[r.code] === 'string' ? t('uploadedShort') : t('notGiven')}</dd>
                      </div>
                    ))
                : null}
            </dl>
            <button type="button" className="button secondary" onClick={() => onEdit(index)}>
              {t('edit')} <span className="visually-hidden">{text(step.title)}</span>
            </button>
          </section>
        );
      })}
    </div>
  );
}
