import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { cx } from '@/lib/cx';
import { useCopyText } from '@/components/useCopyText';

/** Copy and share the invoice, what copying did, and the invoice as text to select by hand. */
export function InvoiceCopy({ bolt11 }: { bolt11: string }) {
  const clipboard = useCopyText();
  const { t } = useLingui();
  const invoiceTextRef = useRef<HTMLParagraphElement>(null);
  const invoiceLabelId = useId();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const selectInvoiceText = () => {
    const node = invoiceTextRef.current;
    if (node) {
      window.getSelection()?.selectAllChildren(node);
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t`Lightning invoice`, text: `lightning:${bolt11}` });
    } catch {
      // Cancelled by the person, or refused: nothing to say.
    }
  };

  return (
    <div className="space-y-3">
      <div className={cx('grid gap-2', canShare ? 'grid-cols-2' : 'grid-cols-1')}>
        <Button onClick={() => void clipboard.copy(bolt11)}>
          {clipboard.state === 'copied' ? <Trans>Copied</Trans> : <Trans>Copy invoice</Trans>}
        </Button>
        {canShare && (
          <Button variant="secondary" onClick={() => void share()}>
            <Trans>Share</Trans>
          </Button>
        )}
      </div>
      <p
        aria-live="polite"
        className={cx(
          'text-center text-sm',
          clipboard.state === 'failed'
            ? 'text-red-700 dark:text-red-400'
            : 'text-green-700 dark:text-green-400',
        )}
      >
        {clipboard.state === 'copied' && <Trans>Invoice copied to the clipboard.</Trans>}
        {clipboard.state === 'failed' && (
          <Trans>
            Copying isn’t available here.{' '}
            <button type="button" className="underline" onClick={selectInvoiceText}>
              Select the invoice text
            </button>{' '}
            and copy it yourself.
          </Trans>
        )}
      </p>
      <div className="space-y-1">
        <p className="text-sm font-medium" id={invoiceLabelId}>
          <Trans>Invoice</Trans>
        </p>
        <p
          ref={invoiceTextRef}
          data-testid="invoice-text"
          aria-labelledby={invoiceLabelId}
          // Scrolls when long: focusable so a keyboard can scroll it too.
          tabIndex={0}
          className="max-h-24 overflow-y-auto rounded-xl border border-zinc-200 p-3 font-mono text-xs break-all select-all dark:border-zinc-800"
        >
          {bolt11}
        </p>
      </div>
    </div>
  );
}
