import { useLingui } from '@lingui/react/macro';
import { SegmentedRadios } from '@/components/ui/SegmentedRadios';
import type { PocketView } from './usePocketView';

/** One tap between this wallet's balance and the whole pocket's. */
export function PocketViewSwitch({
  view,
  onChange,
}: {
  view: PocketView;
  onChange: (view: PocketView) => void;
}) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Show the balance of`} className="py-1">
      <SegmentedRadios
        options={[
          { id: 'wallet', label: t`This wallet` },
          { id: 'all', label: t`All wallets` },
        ]}
        value={view}
        onChange={onChange}
        columns="grid-cols-2"
      />
    </div>
  );
}
