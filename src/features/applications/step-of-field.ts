import {
  isGroup,
  isPlaces,
  placeFields,
  REQUIREMENTS_FIELD,
  type ApplicationDefinition,
  type StepItem,
} from '@/domain/applications/application-definition';

const holds = (item: StepItem, key: string) => {
  if (isGroup(item)) return key === item.name || key.startsWith(`${item.name}.`);
  if (isPlaces(item)) return placeFields(item).includes(key);
  return item.name === key;
};

/** The index of the step that asks a payload key ('activities.0.service', 'requirements.x'); -1 if none. */
export function stepOfField(definition: ApplicationDefinition, key: string): number {
  return definition.steps.findIndex(
    (step) =>
      (step.items ?? []).some((item) => holds(item, key)) ||
      (step.requirements === true && key.startsWith(`${REQUIREMENTS_FIELD}.`)),
  );
}

/** A draft's payload as the form's first values: a list that needs a row starts with an empty one. */
export function initialValues(
  definition: ApplicationDefinition,
  payload: Record<string, unknown> | undefined,
) {
  const values: Record<string, unknown> = { ...payload };
  for (const step of definition.steps) {
    for (const item of step.items ?? []) {
      if (isGroup(item) && !Array.isArray(values[item.name]) && item.min > 0) {
        values[item.name] = [Object.fromEntries(item.fields.map((f) => [f.name, '']))];
      }
    }
  }
  return values;
}
