import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMPORT_MAX_BYTES, IMPORT_MAX_MB } from '@/domain/constants/imports';
import type { BodyLimits } from '../../http/body-limits';
import { HttpError, NotFoundError } from '../../http/http-errors';
import { pagination } from '../../http/json-api';
import { pageParam } from '../../http/page-param';
import { requireStaff, type StaffEnv } from '../staff/require-staff';
import type { ImportRun, ImportRuns } from './import-runs';
import { IMPORT_NOT_FOUND_MESSAGE, type ImportsService } from './imports.service';

export const IMPORT_TOO_LARGE_MESSAGE = `The file is larger than ${IMPORT_MAX_MB} MB. Split it into smaller files.`;
const PER_PAGE = 20;

const idOf = (raw: string) => {
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw new NotFoundError(IMPORT_NOT_FOUND_MESSAGE);
  return Number(raw);
};

/**
 * The console's imports (issue 28; docs/api-staff.md), all under imports.run: the kinds, the
 * record of every import, an upload (the CSV as the body) with its preview, starting it, its
 * progress and outcome, and discarding an upload not started.
 */
export function importsRoutes(d: { imports: ImportsService; runs: ImportRuns; bodyLimits: BodyLimits }) {
  const app = new Hono<StaffEnv>();
  const operator = requireStaff('imports.run');
  const { imports } = d;
  const json = (run: ImportRun, actorName?: string) => ({
    id: run.id,
    kind: run.kind,
    kind_label: imports.kindOf(run.kind)?.label ?? { en: run.kind, fil: run.kind },
    file_name: run.fileName,
    file_size: run.fileSize,
    total_rows: run.totalRows,
    status: run.status,
    stage: run.stage,
    processed: run.processed,
    outcome: run.outcome,
    problems: run.problems ?? [],
    problem_count: run.problemCount,
    actor: run.actor,
    ...(actorName === undefined ? {} : { actor_name: actorName }),
    via: run.via,
    created_at: run.createdAt.toISOString(),
    started_at: run.startedAt?.toISOString() ?? null,
    finished_at: run.finishedAt?.toISOString() ?? null,
  });

  app.get('/v1/staff/imports/kinds', operator, (c) =>
    c.json({ data: d.imports.kinds.map((k) => ({ code: k.code, label: k.label, columns: k.columns })) }),
  );
  app.get('/v1/staff/imports', operator, async (c) => {
    const page = pageParam(c.req.query('page'));
    const { rows, total } = await d.runs.page(page, PER_PAGE);
    return c.json({
      data: rows.map((r) => json(imports.view(r.run), r.actorName)),
      meta: { pagination: pagination(total, rows.length, PER_PAGE, page) },
    });
  });
  app.post(
    '/v1/staff/imports',
    bodyLimit({
      maxSize: IMPORT_MAX_BYTES,
      onError: () => {
        throw new HttpError(413, IMPORT_TOO_LARGE_MESSAGE);
      },
    }),
    operator,
    async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const { run, preview } = await imports.upload(
        c.get('staff'),
        c.req.query('kind'),
        c.req.query('file_name') ?? '',
        bytes,
      );
      return c.json(
        { data: { ...json(run), preview: { columns: preview.columns, rows: preview.rows } } },
        201,
      );
    },
  );
  app.get('/v1/staff/imports/:id', operator, async (c) =>
    c.json({ data: json(await imports.get(idOf(c.req.param('id')))) }),
  );
  app.post('/v1/staff/imports/:id/start', d.bodyLimits.json, operator, async (c) => {
    const run = await imports.start(c.get('staff'), idOf(c.req.param('id')));
    return c.json({ data: json(run) }, 202);
  });
  app.delete('/v1/staff/imports/:id', d.bodyLimits.json, operator, async (c) => {
    await imports.discard(idOf(c.req.param('id')));
    return c.json({ data: { done: true } });
  });
  return app;
}
