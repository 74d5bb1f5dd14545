import { Hono } from 'hono';
import { OPERATIONS } from './api-catalogue';

const errorRef = { $ref: '#/components/schemas/Error' };

/** Builds the OpenAPI 3.1 document from the catalogue of operations. */
export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const query = (op.query ?? []).map((name) => ({
      name,
      in: 'query',
      required: false,
      schema: { type: 'string' },
    }));
    (paths[op.path] ??= {})[op.method] = {
      summary: op.summary,
      ...(op.designed
        ? { description: 'Not shown in the specification; designed by Bayan (docs/decisions.md).' }
        : {}),
      ...(op.auth ? { security: [{ bearer: [] }] } : {}),
      parameters: [...params, ...query],
      ...(op.fields
        ? {
            requestBody: {
              content: {
                'application/vnd.api+json': {
                  schema: { type: 'object', properties: Object.fromEntries(op.fields.map((f) => [f, {}])) },
                },
              },
            },
          }
        : {}),
      responses: {
        '200': { description: 'JSON:API document (data, included, meta.pagination)' },
        '4XX': {
          description: 'Error (§8); a 422 maps each field to its messages',
          content: { 'application/json': { schema: errorRef } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bayan API',
      version,
      description: 'Citizen e-services portal for Philippine local governments.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Error: {
          type: 'object',
          properties: { message: { type: 'string' }, error: { type: 'string' }, errors: {} },
          required: ['message', 'errors'],
        },
      },
    },
    paths,
  };
}

/** `GET /api/docs`: the OpenAPI document of every path built so far. */
export function openApiRoutes(version: string) {
  const app = new Hono();
  const body = JSON.stringify(openApiDocument(version));
  app.get('/docs', (c) => c.body(body, 200, { 'Content-Type': 'application/json' }));
  return app;
}
