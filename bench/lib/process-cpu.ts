import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ: 100 on every Linux this runs on). */
const TICKS_PER_SECOND = 100;

/** [ppid, utime + stime in ticks] of a process, or undefined when it is gone. */
function statOf(pid: number): [number, number] | undefined {
  try {
    const stat = readFileSync(join('/proc', String(pid), 'stat'), 'utf8');
    // Fields after the parenthesised command name: state(3) ppid(4) … utime(14) stime(15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [Number(fields[1]), Number(fields[11]) + Number(fields[12])];
  } catch {
    return undefined;
  }
}

/** Every pid under `roots` (the roots included), from one walk of /proc. */
function treeOf(roots: number[]): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(Number(entry));
    if (stat) children.set(stat[0], [...(children.get(stat[0]) ?? []), Number(entry)]);
  }
  const tree = [...roots];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] ?? -1) ?? []));
  return tree;
}

/**
 * CPU time used by groups of processes (PostgreSQL and its backends, the portals, HAProxy) between
 * start() and stop(), sampled every second: a process that exits meanwhile (a killed portal, a
 * backend whose connection closed) keeps what it used until its last sample.
 */
export function cpuMeter(groups: Record<string, () => number[]>) {
  const first = new Map<string, Map<number, number>>();
  const last = new Map<string, Map<number, number>>();
  const sample = (initial: boolean) => {
    for (const [name, roots] of Object.entries(groups)) {
      const seen = last.get(name) ?? new Map<number, number>();
      const start = first.get(name) ?? new Map<number, number>();
      for (const pid of treeOf(roots())) {
        const ticks = statOf(pid)?.[1];
        if (ticks === undefined) continue;
        if (!start.has(pid)) start.set(pid, initial ? ticks : 0);
        seen.set(pid, ticks);
      }
      first.set(name, start);
      last.set(name, seen);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      sample(true);
      timer = setInterval(() => sample(false), 1_000);
    },
    /** CPU seconds each group used since start(). */
    stop(): Record<string, number> {
      clearInterval(timer);
      sample(false);
      const used: Record<string, number> = {};
      for (const name of Object.keys(groups)) {
        let ticks = 0;
        for (const [pid, end] of last.get(name) ?? []) ticks += end - (first.get(name)?.get(pid) ?? 0);
        used[name] = ticks / TICKS_PER_SECOND;
      }
      return used;
    },
  };
}
