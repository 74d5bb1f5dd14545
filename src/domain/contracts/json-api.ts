import * as v from 'valibot';

/** A JSON:API resource object whose attributes follow `attributes`. */
export const resourceOf = <A extends v.GenericSchema>(type: string, attributes: A) =>
  v.object({
    type: v.literal(type),
    id: v.string(),
    attributes,
    relationships: v.optional(v.record(v.string(), v.unknown())),
  });

/** A JSON:API document whose `data` is a list of resources. */
export const listOf = <R extends v.GenericSchema>(item: R) =>
  v.object({ data: v.array(item), included: v.optional(v.array(v.unknown())) });

/** A JSON:API document whose `data` is one resource. */
export const oneOf = <R extends v.GenericSchema>(item: R) =>
  v.object({ data: item, included: v.optional(v.array(v.unknown())) });
