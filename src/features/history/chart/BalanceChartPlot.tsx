import type { ChartPoint } from '@/lib/balance-series';
import { BARS_HEIGHT, GAP, HEIGHT, LINE_HEIGHT, WIDTH } from './chart-drawing';
import type { ChartDrawing } from './chart-drawing';

/**
 * The drawing itself, hidden from screen readers (the table says the same): the balance line and
 * area, each period's in and out bars, a dashed line at the picked period, and a tap target per
 * period.
 */
export function BalanceChartPlot({
  series,
  drawing,
  selected,
  onSelect,
}: {
  series: ChartPoint[];
  drawing: ChartDrawing;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const step = WIDTH / series.length;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-40 w-full touch-manipulation overflow-visible"
      aria-hidden="true"
      data-testid="balance-chart-svg"
    >
      <path d={drawing.area} className="fill-amber-500/15 dark:fill-amber-400/15" />
      <path
        d={drawing.line}
        vectorEffect="non-scaling-stroke"
        className="fill-none stroke-amber-600 stroke-2 dark:stroke-amber-400"
      />
      {drawing.bars.map((bar, index) => (
        <g key={series[index]!.day}>
          {bar.income > 0 && (
            <rect
              x={index * step + step * 0.2}
              width={step * 0.6}
              y={LINE_HEIGHT + GAP + BARS_HEIGHT / 2 - bar.income}
              height={bar.income}
              className="fill-green-600 dark:fill-green-500"
            />
          )}
          {bar.spending > 0 && (
            <rect
              x={index * step + step * 0.2}
              width={step * 0.6}
              y={LINE_HEIGHT + GAP + BARS_HEIGHT / 2}
              height={bar.spending}
              className="fill-red-600 dark:fill-red-500"
            />
          )}
        </g>
      ))}
      <line
        x1={(selected + 0.5) * step}
        x2={(selected + 0.5) * step}
        y1={0}
        y2={HEIGHT}
        vectorEffect="non-scaling-stroke"
        className="stroke-zinc-500 dark:stroke-zinc-400"
        strokeDasharray="3 3"
      />
      {series.map((entry, index) => (
        <rect
          key={entry.day}
          data-testid="balance-chart-period"
          data-day={entry.day}
          x={index * step}
          width={step}
          y={0}
          height={HEIGHT}
          fill="transparent"
          className="cursor-pointer"
          onClick={() => onSelect(index)}
        />
      ))}
    </svg>
  );
}
