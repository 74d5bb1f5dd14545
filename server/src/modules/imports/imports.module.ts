import type { Infrastructure } from '../../infrastructure';
import type { AuditLog } from '../audit/audit-log';
import type { ImportKind } from '../../billing/csv-import/import-kind';
import { createImportRunner } from './import-runner';
import { createImportRuns } from './import-runs';
import { createImportsService } from './imports.service';
import { importsRoutes } from './imports.routes';

/** Imports in the console (issue 28): the kinds are handed in at composition, never named here. */
export function createImportsModule(
  infra: Infrastructure,
  { kinds, audit }: { kinds: readonly ImportKind[]; audit: AuditLog },
) {
  const runs = createImportRuns(infra);
  const runner = createImportRunner({
    ...infra,
    runs,
    kinds,
    audit,
    // Shutdown waits for work handed to afterResponse before the database closes.
    track: (work) => infra.afterResponse.run(() => work),
  });
  const imports = createImportsService({ ...infra, runs, runner, kinds });
  return { routes: importsRoutes({ imports, runs, bodyLimits: infra.bodyLimits }), runs };
}
