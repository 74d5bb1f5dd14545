import type { MiddlewareHandler } from 'hono';

/**
 * While the instance drains for shutdown, every answer asks its client (the load balancer's
 * keep-alive connection) to close, so none is left idle here to race with the closing listener.
 */
export function closeWhileDraining(draining: () => boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (draining()) c.header('Connection', 'close');
  };
}
