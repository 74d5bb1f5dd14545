import { auditNotes, auditPage, lcpNote, medianOf, shiftNote } from '../lib/lighthouse-audit';
import type { Probe, Row } from '../lib/types';

// Issue 17's budget: mobile performance 95+, accessibility 100 and CLS 0.05 at most, with images.
const CLS_BUDGET = 0.05;
// Not a budget of its own here (the performance score weighs it): a note says what was slow.
const LCP_BUDGET_MS = 2000;

/** Lighthouse mobile on /news and on the newest article (signed out), the median of 3 runs each. */
export const lighthouseNewsProbe: Probe = {
  name: 'lighthouse-news',
  async run(ctx) {
    const newest = (await (
      await fetch(`${ctx.baseUrl}/api/v1/taxpayers/news_articles?type=article&per_page=1`)
    ).json()) as { data: { id: string }[] };
    const id = newest.data[0]?.id;
    if (!id) throw new Error('no published article to measure: is the demo seeded?');
    const rows: Row[] = [];
    const notes: string[] = [];
    const details: Record<string, unknown> = {};
    for (const [label, path] of [
      ['/news', '/news'],
      ['/articles/{id}', `/articles/${id}`],
    ] as const) {
      const name = `lighthouse-news${path.replace(/\W+/g, '-')}`;
      // Both pages come with their data in the first HTML: no API call to require.
      const audit = await auditPage(ctx, `${ctx.baseUrl}${path}`, { name });
      const med = (key: Parameters<typeof medianOf>[1]) => medianOf(audit, key);
      rows.push(
        {
          metric: `${label} performance`,
          value: med('performance'),
          unit: '',
          budget: { op: '>=', limit: 95 },
        },
        {
          metric: `${label} accessibility`,
          value: med('accessibility'),
          unit: '',
          budget: { op: '>=', limit: 100 },
        },
        { metric: `${label} LCP`, value: med('lcp'), unit: 'ms' },
        {
          metric: `${label} CLS`,
          value: med('cls'),
          unit: '',
          decimals: 3,
          budget: { op: '<=', limit: CLS_BUDGET },
        },
        { metric: `${label} total transferred`, value: med('totalBytes') / 1024, unit: 'KiB', decimals: 1 },
      );
      notes.push(...auditNotes(audit, name));
      if (med('lcp') > LCP_BUDGET_MS) notes.push(lcpNote(audit, name));
      if (med('cls') > CLS_BUDGET) notes.push(shiftNote(audit, name));
      details[label] = audit;
    }
    return { rows, notes, details };
  },
};
