import { NotFoundError } from '../../http/http-errors';
import { APPLICATION_NOT_FOUND_MESSAGE } from './move-status';

/**
 * An application id from a path or a body, or the 404 an unknown one gets. At most nine digits:
 * a larger number would overflow Postgres' integer id and fail the query with a 500.
 */
export function applicationIdOf(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new NotFoundError(APPLICATION_NOT_FOUND_MESSAGE);
  return Number(text);
}
