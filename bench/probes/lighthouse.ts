import { auditPage, lcpNote, medianOf, auditNotes, shiftNote } from '../lib/lighthouse-audit';
import type { Probe, Row } from '../lib/types';

const LCP_BUDGET_MS = 2000;
const CLS_BUDGET = 0.05;

/** Lighthouse mobile (simulated throttling) on the landing page, signed out: the median of 3 runs. */
export const lighthouseProbe: Probe = {
  name: 'lighthouse',
  async run(ctx) {
    const audit = await auditPage(ctx, `${ctx.baseUrl}/`, { name: 'lighthouse' });
    const med = (key: Parameters<typeof medianOf>[1]) => medianOf(audit, key);
    const rows: Row[] = [
      { metric: 'performance', value: med('performance'), unit: '', budget: { op: '>=', limit: 95 } },
      { metric: 'accessibility', value: med('accessibility'), unit: '', budget: { op: '>=', limit: 100 } },
      { metric: 'best practices', value: med('best-practices'), unit: '', budget: { op: '>=', limit: 100 } },
      { metric: 'SEO', value: med('seo'), unit: '' },
      { metric: 'FCP', value: med('fcp'), unit: 'ms' },
      { metric: 'LCP', value: med('lcp'), unit: 'ms', budget: { op: '<=', limit: LCP_BUDGET_MS } },
      { metric: 'TBT', value: med('tbt'), unit: 'ms' },
      { metric: 'CLS', value: med('cls'), unit: '', decimals: 3, budget: { op: '<=', limit: CLS_BUDGET } },
      { metric: 'JS transferred', value: med('jsBytes') / 1024, unit: 'KiB', decimals: 1 },
      { metric: 'total transferred', value: med('totalBytes') / 1024, unit: 'KiB', decimals: 1 },
    ];
    const notes = auditNotes(audit, 'lighthouse');
    if (med('lcp') > LCP_BUDGET_MS) notes.push(lcpNote(audit, 'lighthouse'));
    if (med('cls') > CLS_BUDGET) notes.push(shiftNote(audit, 'lighthouse'));
    return { rows, notes, details: audit };
  },
};
