import { area, curveMonotoneX, line } from 'd3-shape';
import type { ChartPoint } from '@/lib/balance-series';

// The drawing's own units: the SVG stretches to the card's width (lines keep their width).
export const WIDTH = 300;
export const LINE_HEIGHT = 96;
export const BARS_HEIGHT = 36;
export const GAP = 8;
export const HEIGHT = LINE_HEIGHT + GAP + BARS_HEIGHT;

export type ChartDrawing = ReturnType<typeof draw>;

/** The line, the area under it and the bars, in the drawing's units. */
export function draw(series: ChartPoint[]) {
  const balances = series.map((point) => point.balanceSat);
  const maxBalanceSat = Math.max(...balances, 0);
  const minBalanceSat = Math.min(...balances, maxBalanceSat);
  const range = maxBalanceSat - minBalanceSat || 1;
  const step = WIDTH / series.length;
  const x = (index: number) => (index + 0.5) * step;
  // A flat balance sits in the middle; otherwise the lowest touches the bottom, with headroom.
  const y = (sat: number) =>
    maxBalanceSat === minBalanceSat
      ? LINE_HEIGHT / 2
      : 4 + (LINE_HEIGHT - 8) * (1 - (sat - minBalanceSat) / range);
  const indexed = balances.map((sat, index) => [index, sat] as const);
  const lineOf = line<readonly [number, number]>()
    .x(([index]) => x(index))
    .y(([, sat]) => y(sat))
    .curve(curveMonotoneX);
  const areaOf = area<readonly [number, number]>()
    .x(([index]) => x(index))
    .y0(LINE_HEIGHT)
    .y1(([, sat]) => y(sat))
    .curve(curveMonotoneX);
  const maxFlow = Math.max(...series.map((p) => Math.max(p.incomeSat, p.spendingSat)), 1);
  const half = BARS_HEIGHT / 2;
  // Any movement at all shows at least a sliver.
  const bar = (sat: number) => (sat > 0 ? Math.max(1, (sat / maxFlow) * half) : 0);
  return {
    line: lineOf(indexed) ?? '',
    area: areaOf(indexed) ?? '',
    bars: series.map((p) => ({ income: bar(p.incomeSat), spending: bar(p.spendingSat) })),
    maxBalanceSat,
  };
}
