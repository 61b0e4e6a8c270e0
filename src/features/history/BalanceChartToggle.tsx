import { Trans } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { withCatalog } from '@/session';
import type { WalletConnection } from '@/session';
import { useChartOpen } from './chart/useChartOpen';

// The chart and its drawing code (d3-shape) load when the person opens it, never with History.
const BalanceChart = lazy(() =>
  withCatalog('chart', () => import('./chart/BalanceChart')).then((m) => ({
    default: m.BalanceChart,
  })),
);

/** History's Show/Hide button for the balance chart, and the chart below it while open. */
export function BalanceChartToggle({
  wallet,
  onShowPeriod,
}: {
  wallet: WalletConnection;
  /** Filters History to these days ('YYYY-MM-DD', inclusive). */
  onShowPeriod: (from: string, to: string) => void;
}) {
  const [chartOpen, toggleChart] = useChartOpen();
  return (
    <>
      <Button
        variant="secondary"
        className="min-h-11 w-full text-sm"
        aria-expanded={chartOpen}
        aria-controls={chartOpen ? 'balance-chart' : undefined}
        onClick={toggleChart}
      >
        {chartOpen ? <Trans>Hide the balance chart</Trans> : <Trans>Show the balance chart</Trans>}
      </Button>
      {chartOpen && (
        <Suspense fallback={<Skeleton className="h-72 w-full" />}>
          <BalanceChart wallet={wallet} onShowPeriod={onShowPeriod} />
        </Suspense>
      )}
    </>
  );
}
