import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { manilaDateParts } from '@/domain/format/manila-date';
import { createPaymentsTestApp } from './modules/payments/payments-test-kit';
import {
  type FuzzAuth,
  type FuzzBody,
  fuzzAuth,
  fuzzBody,
  idempotencyKey,
  pathParam,
  queryString,
} from './testing/api-arbitraries';
import { apiExamples, PROFILE_FIELDS } from './testing/api-examples';

// Issue 10: every operation of the OpenAPI document, fed mutated input (wrong types, NUL bytes,
// huge numbers, unicode, missing and extra fields, `__proto__` keys, broken bodies), with and
// without a session, answers below 500 and shows no internals. `npm run fuzz` runs 10,000 cases
// per operation; CI runs FUZZ_RUNS (default below) to stay within a minute.
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

interface OpenApiOperation {
  parameters?: { name: string; in: 'path' | 'query' }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

// Errors the app logs, so a failure shows what broke on the server, not only the 500.
const logged: string[] = [];
const t = await createPaymentsTestApp({
  logger: pino({ level: 'error' }, { write: (line: string) => void logged.push(line) }),
});
afterAll(() => t.close());

// The document the app serves, not the catalogue module: what a client of the API reads.
const docs = (await (await t.app.request('/api/docs')).json()) as OpenApiDocument;
const operations = Object.entries(docs.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => {
    const params = op.parameters ?? [];
    const fields = Object.keys(Object.values(op.requestBody?.content ?? {})[0]?.schema.properties ?? {});
    return {
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
      query: params.filter((p) => p.in === 'query').map((p) => p.name),
      // The profile's catalogue entry names no fields ("every §3 field").
      fields: fields.length === 0 && path.endsWith('/update/profile') ? PROFILE_FIELDS : fields,
    };
  }),
);
type FuzzOperation = (typeof operations)[number];

interface FuzzRequest {
  params: string[];
  query: string;
  body: FuzzBody;
  auth: FuzzAuth;
  idempotencyKey: string | undefined;
}

function requestOf(op: FuzzOperation, examples: (name: string) => fc.Arbitrary<unknown>) {
  const hasBody = op.method !== 'GET';
  return fc.record<FuzzRequest>({
    params: fc.tuple(...op.pathParams.map((p) => pathParam(examples(p).map(String)))),
    query: queryString(op.query, examples),
    body: hasBody ? fuzzBody(op.fields, examples) : fc.constant({ kind: 'none' }),
    auth: fuzzAuth,
    idempotencyKey: op.path.includes('paymentgate') ? idempotencyKey : fc.constant(undefined),
  });
}

/** Builds and sends one request; returns the response and everything sent, for the echo check. */
async function send(op: FuzzOperation, req: FuzzRequest, session: () => Promise<string>) {
  let i = 0;
  const url = op.path.replace(/\{\w+\}/g, () => req.params[i++] ?? '') + req.query;
  const headers: Record<string, string> = {};
  if (req.auth.kind === 'session') headers.Authorization = `Bearer ${await session()}`;
  if (req.auth.kind === 'header') headers.Authorization = req.auth.value;
  if (req.idempotencyKey !== undefined) headers['Idempotency-Key'] = req.idempotencyKey;
  let body: string | FormData | null = null;
  let sent = url;
  if (req.body.kind === 'text') {
    if (req.body.contentType) headers['Content-Type'] = req.body.contentType;
    body = req.body.text;
    sent += req.body.text;
  } else if (req.body.kind === 'form') {
    const form = new FormData();
    for (const [key, value] of Object.entries(req.body.fields)) form.append(key, value);
    const file = req.body.file;
    if (file) form.append('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
    body = form;
    sent += JSON.stringify(req.body.fields) + (file?.name ?? '');
  }
  const res = await t.app.request(url, { method: op.method, headers, body });
  return { res, sent };
}

// What a response must never show: stack frames, file paths, error class names, SQL or driver text.
const INTERNALS = [
  /(?:\n|\\n)\s+at \S/,
  /\bat \S+ \(\S+:\d+:\d+\)/,
  /node_modules|file:\/\//,
  /\/(?:work|home|usr|tmp|app|srv)\/\w/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /\b(?:Type|Range|Reference|Syntax|Drizzle\w*)Error\b/,
  /Failed query|PGlite|SQLSTATE|syntax error at or near|violates \w+ constraint|duplicate key/i,
  /invalid input syntax|out of range for type|invalid byte sequence|relation "|column "/i,
];

/** Fails unless the answer is below 500, shows no internals, and an error is a §8 body. */
async function expectSafe(op: FuzzOperation, res: Response, sent: string) {
  const type = res.headers.get('Content-Type') ?? '';
  const text = /json|text|html/.test(type) ? await res.text() : '';
  const log = logged.splice(0).join('').slice(0, 2000);
  const where = `${op.name} → ${res.status}: ${text.slice(0, 300)}\nsent: ${sent.slice(0, 300)}\nlog: ${log}`;
  expect(res.status, where).toBeLessThan(500);
  for (const pattern of INTERNALS) {
    const found = pattern.exec(text)?.[0];
    // Only what the client did not send itself: a 422 may name a field the client made up.
    if (found !== undefined && !sent.includes(found)) expect.fail(`internals (${found}) in ${where}`);
  }
  if (res.status >= 400 && type.includes('json')) {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
    expect(typeof body.message, where).toBe('string');
    expect(typeof body.errors === 'object' && body.errors !== null, where).toBe(true);
  }
}

describe('fuzz: every operation of GET /api/docs', () => {
  it('reads every operation of the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
    expect(operations.map((op) => op.name)).toContain('POST /api/v1/payments/webhooks/{gateway}');
  });

  it.each(operations)(
    '$name answers mutated input below 500 with no internals',
    async (op) => {
      const payer = await t.payer();
      const transaction = await t.bill(payer.taxpayerId);
      const examples = apiExamples({
        year: manilaDateParts(t.clock.now()).year,
        transactionId: transaction.id,
      });
      // A fresh session for each request: logout and change_password end the one they are sent with.
      const session = async () => (await t.infrastructure.sessions.create(payer.taxpayerId)).token;
      const statuses = new Map<number, number>();
      // With FUZZ_REPORT set (the bench's reliability table), each operation's answers by status
      // are appended to that file, whatever the outcome.
      const report = () => {
        if (process.env.FUZZ_REPORT)
          appendFileSync(
            process.env.FUZZ_REPORT,
            `${JSON.stringify({ op: op.name, statuses: Object.fromEntries(statuses) })}\n`,
          );
      };
      onTestFinished(report);
      await fc.assert(
        fc.asyncProperty(requestOf(op, examples), async (req) => {
          const { res, sent } = await send(op, req, session);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          await expectSafe(op, res, sent);
          // The limit held; wait it out on the test clock, so later cases reach past it again.
          if (res.status === 429) t.clock.advanceSeconds(Number(res.headers.get('Retry-After')) + 1);
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      if (process.env.FUZZ_RUNS) console.log(op.name, Object.fromEntries(statuses));
    },
    RUNS * 100 + 60_000,
  );
});
