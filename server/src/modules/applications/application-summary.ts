import type { ApplicationDefinition } from '@/domain/applications/application-definition';

/** An application in a line: its kind's summary fields' values (the console's queue, the history's description). */
export function summaryOf(definition: ApplicationDefinition | undefined, payload: Record<string, unknown>) {
  return (definition?.summary ?? [])
    .map((field) => payload[field])
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map(String)
    .filter((value) => value.trim() !== '')
    .join(' ');
}
