import lighthouse, { type Result } from 'lighthouse';
import { launchChromium } from '../lib/chrome';
import { median, type Probe, type ProbeContext, type Row } from '../lib/types';

/** Lighthouse runs per page; the machine is noisy, so the table shows the median (STACK.md trap 3). */
export const LIGHTHOUSE_RUNS = 3;

const LCP_BUDGET_MS = 2000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The figures kept from one Lighthouse run (scores ×100, times in ms, sizes in bytes). */
type Figures = Record<
  (typeof CATEGORIES)[number] | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'jsBytes' | 'totalBytes' | 'benchmarkIndex',
  number
>;

/** An audit that cost points in a scored category. */
interface Miss {
  id: string;
  category: string;
  title: string;
  score: number;
  explanation: string;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

function figures(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkItem[];
  const jsBytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes,
    totalBytes: numeric('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The element Lighthouse took as the largest contentful paint, as `selector ("text")`. */
function lcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as unknown;
  const tables = (details as { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] })
    ?.items;
  const node = tables?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} ("${(node.nodeLabel ?? '').slice(0, 60)}")` : 'unknown';
}

/** Audits below a full score that count in accessibility, best practices or SEO. */
function misses(lhr: Result): Miss[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) return [];
      const explanation = audit.explanation ?? audit.displayValue ?? audit.errorMessage ?? '';
      return [{ id: ref.id, category, title: audit.title, score: audit.score, explanation }];
    }),
  );
}

async function runOnce(url: string, ctx: ProbeContext, index: number): Promise<Result> {
  const browser = await launchChromium(ctx.workDir, `lighthouse-${index}`, ctx.track);
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await browser.close();
  }
}

/** Lighthouse mobile (simulated throttling) on the landing page: median of {@link LIGHTHOUSE_RUNS} runs. */
export const lighthouseProbe: Probe = {
  name: 'lighthouse',
  async run(ctx) {
    const { baseUrl, log } = ctx;
    const url = `${baseUrl}/`;
    await fetch(url); // First request warms the static-file path; not measured.
    const runs: Figures[] = [];
    const missed = new Map<string, Miss & { runs: number }>();
    const lcpElements: string[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      log(`lighthouse run ${i + 1}/${LIGHTHOUSE_RUNS} on ${url}`);
      const lhr = await runOnce(url, ctx, i);
      runs.push(figures(lhr));
      lcpElements.push(lcpElement(lhr));
      for (const miss of misses(lhr))
        missed.set(miss.id, { ...miss, runs: (missed.get(miss.id)?.runs ?? 0) + 1 });
    }
    const med = (key: keyof Figures) => median(runs.map((run) => run[key]));
    const rows: Row[] = [
      { metric: 'performance', value: med('performance'), unit: '', budget: { op: '>=', limit: 95 } },
      { metric: 'accessibility', value: med('accessibility'), unit: '', budget: { op: '>=', limit: 100 } },
      { metric: 'best practices', value: med('best-practices'), unit: '', budget: { op: '>=', limit: 100 } },
      { metric: 'SEO', value: med('seo'), unit: '' },
      { metric: 'FCP', value: med('fcp'), unit: 'ms' },
      { metric: 'LCP', value: med('lcp'), unit: 'ms', budget: { op: '<=', limit: LCP_BUDGET_MS } },
      { metric: 'TBT', value: med('tbt'), unit: 'ms' },
      { metric: 'CLS', value: med('cls'), unit: '', decimals: 3, budget: { op: '<=', limit: 0.05 } },
      { metric: 'JS transferred', value: med('jsBytes') / 1024, unit: 'KiB', decimals: 1 },
      { metric: 'total transferred', value: med('totalBytes') / 1024, unit: 'KiB', decimals: 1 },
    ];
    const notes = [...missed.values()].map((m) =>
      `lighthouse ${m.category} '${m.id}' (${m.runs}/${LIGHTHOUSE_RUNS} runs): ${m.title}. ${m.explanation}`.trim(),
    );
    if (med('lcp') > LCP_BUDGET_MS)
      notes.push(`lighthouse LCP element: ${[...new Set(lcpElements)].join(' | ')}`);
    return { rows, notes, details: { url, runs, lcpElements, missedAudits: [...missed.values()] } };
  },
};
