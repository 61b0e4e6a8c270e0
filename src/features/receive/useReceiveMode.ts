import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSearchParams } from 'react-router-dom';

export type ReceiveMode = 'address' | 'invoice' | 'reusable';

export const MODES: { mode: ReceiveMode; label: MessageDescriptor }[] = [
  {
    mode: 'address',
    label: msg({ message: 'Address', comment: 'Receive: tab of the Lightning address' }),
  },
  {
    mode: 'invoice',
    label: msg({ message: 'Invoice', comment: 'Receive: tab of one-off invoices' }),
  },
  {
    mode: 'reusable',
    label: msg({ message: 'Reusable', comment: 'Receive: tab of reusable QR codes (pay links)' }),
  },
];

const isMode = (value: string | null): value is ReceiveMode =>
  MODES.some(({ mode }) => mode === value);

/**
 * Address (the wallet's Lightning address), Invoice (one-off, with an amount) or Reusable (pay
 * links), kept in `?view=` so Back and reloads keep it. Without one, `fallback`: the address
 * where the server can have one, else an invoice.
 */
export function useReceiveMode(fallback: ReceiveMode): [ReceiveMode, (mode: ReceiveMode) => void] {
  const [params, setParams] = useSearchParams();
  const view = params.get('view');
  const mode = isMode(view) ? view : fallback;
  const setMode = (next: ReceiveMode) =>
    setParams(
      (old) => {
        const updated = new URLSearchParams(old);
        updated.set('view', next);
        return updated;
      },
      { replace: true },
    );
  return [mode, setMode];
}
