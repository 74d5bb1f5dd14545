import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { languageFromHeader } from '../../http/i18n/request-language';
import { document, resource } from '../../http/json-api';
import type { JsonCache } from '../../http/json-cache';
import { parseWith } from '../../http/parse-with';
import { sendCached } from '../../http/send-cached';
import type { ContentDocuments } from './content-documents';
import type { ApplicationStatus, ContentService, SystemModule } from './content.service';

const idParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'The id must be a number'), v.transform(Number)),
});

const siteServicesQuery = v.object({
  order_by: v.optional(
    v.picklist(['sequence', 'name', 'id'], 'order_by must be sequence, name or id'),
    'sequence',
  ),
  sort_by: v.optional(v.picklist(['asc', 'desc'], 'sort_by must be asc or desc'), 'asc'),
  status: v.optional(v.pipe(v.picklist(['0', '1'], 'status must be 0 or 1'), v.transform(Number))),
});

const pesos = (centavos: number) => (centavos / 100).toFixed(2);

function moduleResource(m: SystemModule, statuses?: ApplicationStatus[]) {
  return resource(
    'module_systems',
    m.id,
    {
      name: m.name,
      description: m.description,
      description_filipino: m.descriptionFilipino,
      category: m.category,
      is_active: m.isActive,
      is_coming_soon: m.isComingSoon,
      other_information: m.otherInformation,
      photo: m.photo,
      cms_code: m.cmsCode,
      sequence: m.sequence,
    },
    statuses
      ? {
          applicationStatuses: {
            data: statuses.map((s) => ({ type: 'application_statuses', id: String(s.id) })),
          },
        }
      : undefined,
  );
}

/** The create-transaction sub-path of an application kind serving a module's type, if one does. */
export type KindPage = (moduleType: string, transactionType: string) => string | undefined;

function statusResource(s: ApplicationStatus, subPath: string | undefined) {
  return resource('application_statuses', s.id, {
    name: s.name,
    description_filipino: s.descriptionFilipino,
    system_module_id: s.systemModuleId,
    amount: pesos(s.amount),
    // Where Proceed goes when §2.8's table has no row for it (a kind added as a definition).
    sub_path: subPath ?? null,
  });
}

/** §7.4 content: site content entries, the module catalogue, the services menu, information pages. */
export function contentRoutes({
  content,
  cache,
  documents,
  kindPage = () => undefined,
}: {
  content: ContentService;
  cache: JsonCache;
  /** The application kinds' pages, by module and transaction type (app.ts: the definitions). */
  kindPage?: KindPage;
  documents: ContentDocuments;
}) {
  const app = new Hono();

  // Content is public and cached: its language is Accept-Language's, and the answer varies by it.
  const language = (c: Context) => languageFromHeader(c.req.header('Accept-Language'));

  app.get('/v1/taxpayers/cms', async (c) =>
    sendCached(c, await documents.cms(language(c)), { varyByLanguage: true }),
  );

  app.get('/v1/taxpayers/module_systems', async (c) => {
    const cached = await cache.get('module_systems', async () =>
      document((await content.listModules()).map((m) => moduleResource(m))),
    );
    return sendCached(c, cached);
  });

  app.get('/v1/taxpayers/module_systems/:id', async (c) => {
    const { id } = parseWith(idParam, c.req.param());
    const cached = await cache.get(`module_systems/${id}`, async () => {
      const { module, statuses } = await content.getModule(id);
      return document(moduleResource(module, statuses), {
        included: statuses.map((s) => statusResource(s, kindPage(module.name, s.name))),
      });
    });
    return sendCached(c, cached);
  });

  app.get('/v1/site_e_services_menu', async (c) => {
    const q = parseWith(siteServicesQuery, c.req.query());
    return sendCached(
      c,
      await documents.siteServices({ orderBy: q.order_by, sortBy: q.sort_by, status: q.status }, language(c)),
      { varyByLanguage: true },
    );
  });

  app.get('/v1/taxpayers/site_pages/:slug', async (c) => {
    const slug = c.req.param('slug');
    const filipino = language(c) === 'fil';
    const cached = await cache.get(`site_pages/${slug}${filipino ? '/fil' : ''}`, async () => {
      const page = await content.getPage(slug);
      // Either part without Filipino is served in English, never empty.
      const title = (filipino && page.titleFil) || page.title;
      const body = (filipino && page.bodyFil) || page.body;
      return document(resource('site_pages', page.slug, { title, sections: JSON.parse(body) as unknown }));
    });
    return sendCached(c, cached, { varyByLanguage: true });
  });

  return app;
}
