import type { Context } from 'hono';
import { fieldLabel } from '@/domain/validation/field-label';
import { BadRequestError, ValidationError } from './http-errors';

interface Node {
  value: unknown;
  key?: string;
  parent?: Node;
}

function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The dotted path of the first string in a JSON value that holds a NUL character; a NUL in a key
 * is named by the key's parent, so the answer never echoes it. Iterative, with parent links: a
 * body may nest deeper than the call stack, and paths are only built for the one that is named.
 */
function nulPath(root: unknown): string | undefined {
  const stack: Node[] = [{ value: root }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node;
    if (typeof value === 'string' && value.includes('\u0000')) return pathOf(node);
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return pathOf(node);
      stack.push({ value: item, key, parent: node });
    }
  }
  return undefined;
}

/**
 * Reads a JSON object body; malformed JSON or a non-object is a 400 with a plain message. A NUL
 * character anywhere is a 422 naming the field: PostgreSQL text cannot hold one, and no form
 * can type one.
 */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequestError('The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadRequestError('The request body must be a JSON object.');
  }
  const nul = nulPath(value);
  if (nul !== undefined) {
    const field = nul || '_';
    const label = field === '_' ? 'The request' : fieldLabel(field);
    throw new ValidationError({ [field]: [`${label} contains a character that is not allowed.`] });
  }
  return value as Record<string, unknown>;
}
