import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

// Paths whose segments carry secrets (activation and reset tokens, e-mail addresses).
const SECRET_PATH = /^(\/(?:api\/v1\/)?account\/activate|\/create-password)\/.*/;

/** The path as it may be logged: no query string (tokens travel there), no secret segments. */
export function loggablePath(path: string): string {
  return path.replace(SECRET_PATH, '$1/[redacted]');
}

/** One log line per request with its id, status and duration; never headers, bodies or queries. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.get('requestId') as string,
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
