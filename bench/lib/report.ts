/**
 * The benchmark's results: the table's rows, each section's raw numbers and what could not be
 * measured, gathered by one reporter that app.ts makes and hands to each measurement; and the
 * small helpers the measurements share (medians, kB, the log, a time limit).
 */
import { KB } from './budget.ts';

export interface Row {
  metric: string;
  budget: string;
  measured: string;
  verdict: string;
}

export interface Reporter {
  /** The table, in the order the rows were measured. */
  rows: Row[];
  /** Each section's raw numbers, by section name (app.json's `raw`). */
  raw: Record<string, unknown>;
  /** What could not be measured, and why (any makes the run exit 1). */
  failures: string[];
  /** A row whose verdict is "ok", or "MISSED by" `over` (when over 0) in `unit`. */
  judge: (
    metric: string,
    budget: string,
    measured: string,
    over: number,
    unit: string,
    digits?: number,
  ) => void;
  /** A row for a section that failed, and its error among the failures. */
  notMeasured: (section: string, metric: string, budget: string, error: unknown) => void;
}

export function createReporter(): Reporter {
  const rows: Row[] = [];
  const failures: string[] = [];
  const raw: Record<string, unknown> = {};

  function judge(
    metric: string,
    budget: string,
    measured: string,
    over: number,
    unit: string,
    digits = 0,
  ) {
    rows.push({
      metric,
      budget,
      measured,
      verdict: over > 0 ? `MISSED by ${over.toFixed(digits)} ${unit}`.trim() : 'ok',
    });
  }

  function notMeasured(section: string, metric: string, budget: string, error: unknown) {
    const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    rows.push({ metric, budget, measured: '—', verdict: `NOT MEASURED: ${reason.slice(0, 160)}` });
    failures.push(
      `${section}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }

  return { rows, raw, failures, judge, notMeasured };
}

export function printTable(rows: readonly Row[]) {
  const header: Row = {
    metric: 'Measure',
    budget: 'Budget',
    measured: 'Measured',
    verdict: 'Verdict',
  };
  const all = [header, ...rows];
  const width = (k: keyof Row) => Math.max(...all.map((r) => r[k].length));
  const line = (r: Row) =>
    `| ${r.metric.padEnd(width('metric'))} | ${r.budget.padEnd(width('budget'))} | ${r.measured.padEnd(
      width('measured'),
    )} | ${r.verdict.padEnd(width('verdict'))} |`;
  const rule = `|${(['metric', 'budget', 'measured', 'verdict'] as const).map((k) => '-'.repeat(width(k) + 2)).join('|')}|`;
  console.log([line(header), rule, ...rows.map(line)].join('\n'));
}

export const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
/** The Lighthouse run whose performance score is the median of a route's runs (the upper one of two). */
export const medianRun = <T extends { performance: number }>(runs: readonly T[]): T | undefined =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
export const kb = (bytes: number) => (bytes / KB).toFixed(1);
export const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

export async function withTimeout<T>(what: string, ms: number, run: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
