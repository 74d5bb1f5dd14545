/** One JSON:API resource object. */
export interface Resource<A = Record<string, unknown>> {
  type: string;
  id: string;
  attributes: A;
  relationships?: Record<string, { data: { type: string; id: string } | { type: string; id: string }[] }>;
}

export interface Pagination {
  total: number;
  count: number;
  per_page: number;
  current_page: number;
  total_pages: number;
}

/** Builds a resource object; ids are always strings in JSON:API. */
export function resource<A>(
  type: string,
  id: number | string,
  attributes: A,
  relationships?: Resource['relationships'],
) {
  const r: Resource<A> = { type, id: String(id), attributes };
  if (relationships) r.relationships = relationships;
  return r;
}

/** Wraps data in a JSON:API document with optional `included` and `meta.pagination`. */
export function document(
  data: unknown,
  extra: { included?: Resource<unknown>[]; pagination?: Pagination } = {},
) {
  const doc: { data: unknown; included?: Resource<unknown>[]; meta?: { pagination: Pagination } } = { data };
  if (extra.included) doc.included = extra.included;
  if (extra.pagination) doc.meta = { pagination: extra.pagination };
  return doc;
}

/** Computes `meta.pagination` for a page of a larger list. */
export function pagination(total: number, count: number, perPage: number, currentPage: number): Pagination {
  return {
    total,
    count,
    per_page: perPage,
    current_page: currentPage,
    total_pages: Math.max(1, Math.ceil(total / perPage)),
  };
}
