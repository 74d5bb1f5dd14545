import {
  isGroup,
  type ApplicationDefinition,
  type FieldDefinition,
} from '@/domain/applications/application-definition';

/** Every field of a definition, group rows' fields included. */
export function allFields(definition: ApplicationDefinition): FieldDefinition[] {
  return definition.steps.flatMap((step) =>
    (step.items ?? []).flatMap((item) =>
      isGroup(item) ? item.fields : 'kind' in item && item.kind === 'places' ? [] : [item as FieldDefinition],
    ),
  );
}

/** The option lists a definition names (its own lists, written in it, have no name). */
export const listNames = (definition: ApplicationDefinition) => [
  ...new Set(allFields(definition).flatMap((f) => (typeof f.options === 'string' ? [f.options] : []))),
];
