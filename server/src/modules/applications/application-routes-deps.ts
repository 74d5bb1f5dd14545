import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/client';
import type { AuthEnv } from '../../http/auth-guard';
import type { BodyLimits } from '../../http/body-limits';
import type { ApplicationsService } from './applications.service';

/** What the engine's routes and a kind module's aliases onto them are built with. */
export interface ApplicationRoutesDeps {
  applications: ApplicationsService;
  db: Db;
  now: () => Date;
  guard: MiddlewareHandler<AuthEnv>;
  bodyLimits: BodyLimits;
}
