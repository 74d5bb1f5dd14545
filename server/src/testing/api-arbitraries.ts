import fc from 'fast-check';

// The fuzz suite's inputs (app-fuzz.test.ts): values that are plausible most of the time, so
// requests get past the first check, and otherwise the mistakes and attacks a public API meets.

/** Text a careless or hostile client sends: NUL and control characters, unicode, numbers as text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', minLength: 1 }),
  fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.constantFrom(
    ...['', ' ', '\u0000', '%00', '\ud800', '\udfff', '\u202e', '\ufeff', '🇵🇭', '١٢٣', 'Ñoño'],
    ...['2147483648', '-2147483649', '9223372036854775808', '1e308', '-0', '0x10', 'NaN', 'Infinity'],
    ...['null', 'undefined', 'true', '{}', '[]', '__proto__', 'constructor', 'toString'],
    ...["' OR 1=1 --", '"; drop table taxpayers; --', '<script>alert(1)</script>', '../../etc/passwd'],
  ),
);

/** Numbers beyond every column and format: huge, negative, fractional, unsafe. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, 1e308, -1, 0, -0, 0.5),
);

/** A value of the wrong type where a field expects text or a number. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  // String() throws on these: a payload value is never safe to turn into text blindly.
  fc.constantFrom({ toString: '' }, { toString: '', valueOf: '' }, { valueOf: 1, toString: null }),
);

/** A field's value: its plausible example half the time, otherwise hostile text, a number or the wrong type. */
export const fieldValue = (example: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 4, arbitrary: example }, hostileText, hostileNumber, wrongType);

/** Keys that reach Object.prototype when an object is used as a map. */
const prototypeKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');

const MISSING = Symbol('missing');
const KEEP = Symbol('keep');

/** Every field plausible, then (mostly) one of them wrong or missing. */
function oneWrong(fields: readonly string[], examples: (field: string) => fc.Arbitrary<unknown>) {
  const valid = fc.record(Object.fromEntries(fields.map((f) => [f, examples(f)])));
  const change = fc.oneof(fc.constant(MISSING), hostileText, hostileNumber, wrongType);
  return fc
    .tuple(valid, fc.constantFrom(...fields), fc.option(change, { freq: 4, nil: KEEP }))
    .map(([body, field, value]): Record<string, unknown> => {
      if (value === KEEP) return body;
      const others = Object.entries(body).filter(([key]) => key !== field);
      return Object.fromEntries(value === MISSING ? others : [...others, [field, value]]);
    });
}

/**
 * A JSON object from the documented fields, plus a few extra keys: all plausible but one field
 * wrong or missing (most often, so the request reaches past the first check), all plausible, or
 * each field good, bad or missing.
 */
export function bodyObject(
  fields: readonly string[],
  examples: (field: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const anyOf = fc.record(Object.fromEntries(fields.map((f) => [f, fieldValue(examples(f))])), {
    requiredKeys: [],
  });
  const documented =
    fields.length === 0 ? anyOf : fc.oneof({ weight: 3, arbitrary: oneWrong(fields, examples) }, anyOf);
  const extras = fc.dictionary(fc.oneof(prototypeKey, hostileText), fc.oneof(hostileText, wrongType), {
    maxKeys: 3,
  });
  return fc.tuple(documented, fc.option(extras, { freq: 3 })).map(([known, extra]) => {
    // defineProperty, not assignment: a `__proto__` key must stay an own key that JSON.stringify sends.
    const body: Record<string, unknown> = { ...known };
    for (const [key, value] of Object.entries(extra ?? {})) {
      Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return body;
  });
}

/** A request body as it travels: JSON text, a form built at send time, or nothing. */
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'text'; contentType: string | undefined; text: string }
  | {
      kind: 'form';
      fields: Record<string, string>;
      file?: { name: string; type: string; bytes: Uint8Array };
    };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Bytes of a would-be image: random, or starting like a PNG or JPEG and then going wrong. */
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.uint8Array({ maxLength: 64 }).map((b) => Uint8Array.from([...PNG_SIGNATURE, ...b])),
  fc.uint8Array({ maxLength: 64 }).map((b) => Uint8Array.from([0xff, 0xd8, 0xff, ...b])),
);

const jsonType = fc.constantFrom('application/json', 'application/vnd.api+json', 'text/plain', undefined);

/** Malformed or non-object JSON, and bodies nested deeper than any stack. */
const badJsonText = fc.oneof(
  fc.json({ maxDepth: 3 }),
  hostileText,
  fc.constantFrom('{', '{"a":', '[1,2]', 'null', '"x"', '42', '{"a":"\\u0000"}', '{"a":"\\ud800"}'),
  fc.integer({ min: 1_000, max: 100_000 }).map((n) => `{"a":${'['.repeat(n)}${']'.repeat(n)}}`),
);

/** The body of a request to an operation with these documented fields. */
export function fuzzBody(
  fields: readonly string[],
  examples: (field: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .record({ contentType: jsonType, object: bodyObject(fields, examples) })
        .map(({ contentType, object }): FuzzBody => ({
          kind: 'text',
          contentType,
          text: JSON.stringify(object),
        })),
    },
    fc.record({ contentType: jsonType, text: badJsonText }).map((b): FuzzBody => ({ kind: 'text', ...b })),
    fc.constant<FuzzBody>({ kind: 'none' }),
    fc.constant<FuzzBody>({ kind: 'text', contentType: 'multipart/form-data', text: 'file=x' }),
    fc
      .record(
        {
          fields: fc.dictionary(fc.oneof(prototypeKey, hostileText), hostileText, { maxKeys: 3 }),
          file: fc.record({
            name: hostileText,
            type: fc.constantFrom('image/png', 'image/jpeg', ''),
            bytes: fileBytes,
          }),
        },
        { requiredKeys: ['fields'] },
      )
      .map((form): FuzzBody => ({ kind: 'form', ...form })),
  );
}

// Lone surrogates cannot be percent-encoded (encodeURIComponent throws); a client would send U+FFFD.
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** A path parameter as it appears in the address: plausible, hostile and encoded, or a raw bad escape. */
export const pathParam = (example: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: example.map((s) => encodeURIComponent(s)) },
    hostileText.map((s) => encodeURIComponent(wellFormed(s))),
    hostileNumber.map((n) => encodeURIComponent(String(n))),
    prototypeKey,
    fc.constantFrom(
      '%00',
      '%FF',
      '%C0%AF',
      '%E2%82',
      '%',
      '%zz',
      '..',
      '%2e%2e',
      '%2F',
      '%20',
      '1%00',
      '0',
      '-1',
    ),
  );

/** A query string built like a body: the documented names, one wrong or missing, and unknown ones. */
export function queryString(
  names: readonly string[],
  examples: (field: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<string> {
  const text = (v: unknown) =>
    encodeURIComponent(wellFormed(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
  return bodyObject(names, examples).map((query) => {
    const pairs = Object.entries(query).map(([k, v]) => `${text(k)}=${text(v)}`);
    return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
  });
}

/** Who is asking: nobody, the test's signed-in taxpayer, or a made-up credential. */
export type FuzzAuth = { kind: 'none' } | { kind: 'session' } | { kind: 'header'; value: string };

/** Header values must be printable ASCII (Headers refuses the rest before any server sees them). */
const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 200 });

export const fuzzAuth: fc.Arbitrary<FuzzAuth> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<FuzzAuth>({ kind: 'session' }) },
  fc.constant<FuzzAuth>({ kind: 'none' }),
  fc
    .oneof(
      headerText.map((s) => `Bearer ${s}`),
      headerText,
      fc.constantFrom('Bearer', 'Bearer ', 'Basic Og=='),
    )
    .map((value): FuzzAuth => ({ kind: 'header', value })),
);

/** An Idempotency-Key header (paymentgate): absent, plausible or not. */
export const idempotencyKey: fc.Arbitrary<string | undefined> = fc.option(fc.oneof(fc.uuid(), headerText), {
  freq: 2,
});
