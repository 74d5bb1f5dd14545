import { NotFoundError } from '../../http/http-errors';
import { definitionByRoute } from './application-definitions';
import { APPLICATIONS_MESSAGES } from './applications.messages';

export const UNKNOWN_APPLICATION_MESSAGE = APPLICATIONS_MESSAGES.unknownKind.en;

/** The definition a path names by its route, or the 404 an unknown kind gets. */
export function knownDefinition(route: string) {
  const definition = definitionByRoute(route);
  if (!definition) throw new NotFoundError(APPLICATIONS_MESSAGES.unknownKind);
  return definition;
}
