import * as v from 'valibot';
import { oneOf, resourceOf } from './json-api';

/** `GET /api/v1/taxpayers/site_pages/{slug}`: an information page (about, faq, how-to …). */
export const sitePage = oneOf(
  resourceOf(
    'site_pages',
    v.object({
      title: v.string(),
      sections: v.array(v.object({ heading: v.string(), paragraphs: v.array(v.string()) })),
    }),
  ),
);
export type SitePage = v.InferOutput<typeof sitePage>;
