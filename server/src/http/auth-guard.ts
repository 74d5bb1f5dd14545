import type { MiddlewareHandler } from 'hono';
import { UnauthorizedError } from './http-errors';

export interface AuthContext {
  taxpayerId: number;
  sessionId: number;
}

export type AuthEnv = { Variables: { auth: AuthContext } };

/** Requires a live bearer session; 401 'Token expired' for an expired one (§8). */
export function authGuard(resolve: (token: string) => Promise<AuthContext>): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+([\w-]{20,200})$/.exec(header);
    if (!match?.[1]) throw new UnauthorizedError('Unauthenticated.');
    c.set('auth', await resolve(match[1]));
    await next();
  };
}
