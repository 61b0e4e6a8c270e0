/** Decode: the zxing pipeline's cost per camera frame, and a file without a code giving up. */
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import { BUDGET } from './lib/budget.ts';
import type * as QrDecodeBench from './lib/qr-decode.ts';
import { median, type Reporter } from './lib/report.ts';

interface DecodeInput {
  /** Camera frames of each kind (a quarter as many unreadable files, at least 3). */
  runCount: number;
  report: Reporter;
}

export async function measureDecode({ runCount, report }: DecodeInput) {
  const { raw, judge } = report;
  // Through Vite's module runner, as Vitest loads it: Node alone cannot take named imports from
  // @zxing/library's CommonJS build.
  const { module } = await runnerImport<typeof QrDecodeBench>(resolve('bench/lib/qr-decode.ts'), {
    configFile: false,
    logLevel: 'error',
  });
  const result = module.benchQrDecode(runCount);
  raw.decode = result;
  const row = (metric: string, times: QrDecodeBench.Timings, budgetMs: number) => {
    const m = median(times.wallMs);
    judge(
      `${metric} (median of ${times.wallMs.length})`,
      `≤ ${budgetMs} ms`,
      `${m.toFixed(1)} ms (CPU ${median(times.cpuMs).toFixed(1)}, max ${Math.max(...times.wallMs).toFixed(1)})`,
      m - budgetMs,
      'ms',
    );
  };
  row(
    'Decode: 1280×720 frame with a code (zxing, Node)',
    result.frameWithCode,
    BUDGET.decodeFrameMs,
  );
  row(
    'Decode: 1280×720 frame, no code (zxing, Node)',
    result.frameWithoutCode,
    BUDGET.decodeFrameMs,
  );
  row(
    `Decode: ${result.unreadableFileSize} file, no code → gives up (zxing, Node)`,
    result.unreadableFile,
    BUDGET.decodeFailMs,
  );
}
