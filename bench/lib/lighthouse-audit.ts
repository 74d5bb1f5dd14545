import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { launchChromium } from './chrome';
import { median, type ProbeContext } from './types';

/** Lighthouse runs per page; the machine is noisy, so the table shows the median (STACK.md trap 3). */
export const LIGHTHOUSE_RUNS = 3;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The figures kept from one Lighthouse run (scores ×100, times in ms, sizes in bytes). */
export type Figures = Record<
  (typeof CATEGORIES)[number] | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'jsBytes' | 'totalBytes' | 'benchmarkIndex',
  number
>;

/** An audit that cost points in a scored category, and in how many of the runs. */
export interface Miss {
  id: string;
  category: string;
  title: string;
  score: number;
  explanation: string;
  runs: number;
}

/** What {@link auditPage} measured on one page. */
export interface PageAudit {
  url: string;
  runs: Figures[];
  /** Runs that Lighthouse could not finish the first time (each run is retried once). */
  retried: string[];
  /** The largest contentful paint element of each run. */
  lcpElements: string[];
  /** The layout shifts of each run, as `score selector ("text")`. */
  layoutShifts: string[][];
  missedAudits: Miss[];
}

interface NetworkItem {
  url?: string;
  statusCode?: number;
  resourceType?: string;
  transferSize?: number;
}

function networkItems(lhr: Result): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details;
  return (details && 'items' in details ? details.items : []) as NetworkItem[];
}

function figures(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const jsBytes = networkItems(lhr)
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

/** The layout shifts Lighthouse counted, each with the element that moved most. */
function layoutShifts(lhr: Result): string[] {
  const details = lhr.audits['layout-shifts']?.details as unknown;
  const items = (
    details as { items?: { score?: number; node?: { selector?: string; nodeLabel?: string } }[] }
  )?.items;
  return (items ?? []).map(
    ({ score, node }) =>
      `${(score ?? 0).toFixed(3)} ${node?.selector ?? '?'} ("${(node?.nodeLabel ?? '').slice(0, 40)}")`,
  );
}

/** Audits below a full score that count in accessibility, best practices or SEO. */
function misses(lhr: Result): Omit<Miss, 'runs'>[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) return [];
      const explanation = audit.explanation ?? audit.displayValue ?? audit.errorMessage ?? '';
      return [{ id: ref.id, category, title: audit.title, score: audit.score, explanation }];
    }),
  );
}

/** Lighthouse loaded the page but could not measure it (`lhr.runtimeError`). */
class LighthouseRuntimeError extends Error {
  constructor(message: string) {
    super(`Lighthouse: ${message}`);
  }
}

/**
 * One Lighthouse mobile run (simulated throttling) in a fresh Chromium profile. `prepare` runs
 * against the browser's DevTools port before the audit (e.g. to sign in); Lighthouse still
 * empties the HTTP cache, service workers and Cache Storage first, but keeps local storage.
 */
async function runOnce(
  url: string,
  ctx: ProbeContext,
  profile: string,
  prepare?: (port: number) => Promise<void>,
  categories: readonly string[] = CATEGORIES,
): Promise<Result> {
  const browser = await launchChromium(ctx.workDir, profile, ctx.track);
  try {
    await prepare?.(browser.port);
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new LighthouseRuntimeError(result.lhr.runtimeError.message);
    // BENCH_LIGHTHOUSE_REPORTS=<folder>: keep each run's full report, to see where the time goes.
    const keep = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (keep) {
      mkdirSync(keep, { recursive: true });
      writeFileSync(join(keep, `${profile}.json`), JSON.stringify(result.lhr));
    }
    return result.lhr;
  } finally {
    await browser.close();
  }
}

/**
 * Audits `url` {@link LIGHTHOUSE_RUNS} times, each in its own profile named `<name>-<run>`. With
 * `mustFetch`, a run whose page did not get a 200 for a URL starting with it fails: a signed-in
 * page that fell back to asking for a sign-in would otherwise be measured as if it were the page.
 */
export async function auditPage(
  ctx: ProbeContext,
  url: string,
  options: { name: string; prepare?: (port: number) => Promise<void>; mustFetch?: string },
): Promise<PageAudit> {
  const origin = new URL(url).origin;
  await fetch(url); // First request warms the static-file path; not measured.
  const runs: Figures[] = [];
  const lcpElements: string[] = [];
  const shifts: string[][] = [];
  const retried: string[] = [];
  const missed = new Map<string, Miss>();
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    ctx.log(`lighthouse run ${i + 1}/${LIGHTHOUSE_RUNS} on ${url}`);
    const lhr = await runOnce(url, ctx, `${options.name}-${i}`, options.prepare).catch((err: unknown) => {
      if (!(err instanceof LighthouseRuntimeError)) throw err;
      // Chrome sometimes records a trace Lighthouse cannot read (NO_NAVSTART); its advice is to run again.
      ctx.log(`lighthouse run ${i + 1}: ${err.message}; running it again`);
      retried.push(err.message);
      return runOnce(url, ctx, `${options.name}-${i}-again`, options.prepare);
    });
    const wanted = options.mustFetch && `${origin}${options.mustFetch}`;
    if (wanted && !networkItems(lhr).some((item) => item.statusCode === 200 && item.url?.startsWith(wanted)))
      throw new Error(`${url}: the page never got a 200 for ${options.mustFetch} (signed out?)`);
    runs.push(figures(lhr));
    lcpElements.push(lcpElement(lhr));
    shifts.push(layoutShifts(lhr));
    for (const miss of misses(lhr))
      missed.set(miss.id, { ...miss, runs: (missed.get(miss.id)?.runs ?? 0) + 1 });
  }
  return { url, runs, retried, lcpElements, layoutShifts: shifts, missedAudits: [...missed.values()] };
}

/** The median of one figure over the runs. */
export const medianOf = (audit: PageAudit, key: keyof Figures) => median(audit.runs.map((run) => run[key]));

/** One note per audit that cost points, and per run that had to be run again, prefixed with `label`. */
export const auditNotes = (audit: PageAudit, label: string) => [
  ...audit.missedAudits.map((m) =>
    `${label} ${m.category} '${m.id}' (${m.runs}/${LIGHTHOUSE_RUNS} runs): ${m.title}. ${m.explanation}`.trim(),
  ),
  ...audit.retried.map((message) => `${label}: a run was repeated after ${message}`),
];

/** The layout shifts seen, for a note when CLS misses its budget. */
export const shiftNote = (audit: PageAudit, label: string) =>
  `${label} layout shifts: ${[...new Set(audit.layoutShifts.flat())].join(' | ') || 'none listed'}`;

/** The LCP elements seen, for a note when LCP misses its budget. */
export const lcpNote = (audit: PageAudit, label: string) =>
  `${label} LCP element: ${[...new Set(audit.lcpElements)].join(' | ')}`;

/**
 * Lighthouse's accessibility score of one page (one run: the audit does not depend on timing),
 * with the audits that cost points.
 */
export async function auditAccessibility(
  ctx: ProbeContext,
  url: string,
  options: { name: string; prepare?: (port: number) => Promise<void> },
): Promise<{ score: number; misses: string[] }> {
  const lhr = await runOnce(url, ctx, options.name, options.prepare, ['accessibility']);
  const score = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
  const found = misses(lhr).map((m) => `'${m.id}': ${m.title}. ${m.explanation}`.trim());
  return { score, misses: found };
}
