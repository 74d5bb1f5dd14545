import { NotFoundError } from '../../http/http-errors';
import { definitionByRoute } from './application-definitions';

export const UNKNOWN_APPLICATION_MESSAGE = 'This application type is not available online yet.';

/** The definition a path names by its route, or the 404 an unknown kind gets. */
export function knownDefinition(route: string) {
  const definition = definitionByRoute(route);
  if (!definition) throw new NotFoundError(UNKNOWN_APPLICATION_MESSAGE);
  return definition;
}
