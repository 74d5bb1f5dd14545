import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { isGroup, isPlaces, type StepDefinition } from '@/domain/applications/application-definition';
import { conditionHolds } from '@/domain/applications/condition-holds';
import { useBilingual } from '../use-bilingual';
import { FieldControl } from './field-control';
import { RepeatingGroup } from './repeating-group';

/** The questions of one step: fields whose conditions hold, repeating groups and place cascades. */
export function StepItems({
  step,
  renderPlaces,
}: {
  step: StepDefinition;
  /** The place cascade (region → barangay) for a prefix; the profile's own, composed in by the page. */
  renderPlaces: (prefix: string) => ReactNode;
}) {
  const text = useBilingual();
  const values = useFormContext().watch() as Record<string, unknown>;
  return (
    <div className="form-grid">
      {(step.items ?? []).map((item) => {
        if (isGroup(item)) return <RepeatingGroup key={item.name} group={item} />;
        if (isPlaces(item)) {
          return (
            <fieldset key={`places-${item.prefix}`} className="application-places">
              <legend>{text(item.label)}</legend>
              {renderPlaces(item.prefix)}
            </fieldset>
          );
        }
        return conditionHolds(item.when, values) ? <FieldControl key={item.name} field={item} /> : null;
      })}
    </div>
  );
}
