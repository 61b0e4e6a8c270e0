import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { cx } from '@/lib/cx';
import { CopyButton } from '@/components/CopyButton';

const MASK = '•'.repeat(20);
const small = 'min-h-11 px-3 text-sm';

/**
 * One thing to save: its name, what it allows, the value (masked until "Show" when secret), Copy,
 * and its QR code behind a tap. Copy works while masked, so the key need not be on screen; where
 * copying is refused, a shown value is selected, a masked one stays masked.
 */
export function SecretRow({
  label,
  note,
  value,
  secret,
}: {
  label: string;
  note: string;
  value: string;
  secret: boolean;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState(!secret);
  const [qrShown, setQrShown] = useState(false);
  const valueRef = useRef<HTMLParagraphElement>(null);
  const labelId = useId();

  return (
    <li aria-labelledby={labelId} className="space-y-2 py-4">
      <div>
        <h2 id={labelId} className="font-semibold">
          {label}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{note}</p>
      </div>
      <p
        ref={valueRef}
        aria-label={shown ? undefined : t`${label}, hidden`}
        className={cx(
          'rounded-xl border border-zinc-200 p-3 break-all dark:border-zinc-800',
          shown ? 'font-mono text-sm select-all' : 'tracking-widest text-zinc-500',
        )}
      >
        {shown ? value : MASK}
      </p>
      <div className="-mx-1 flex flex-wrap gap-2">
        {secret && (
          <Button
            variant="secondary"
            className={small}
            aria-label={shown ? t`Hide ${label}` : t`Show ${label}`}
            onClick={() => setShown((now) => !now)}
          >
            {shown ? t`Hide` : t`Show`}
          </Button>
        )}
        <CopyButton
          value={value}
          label={t`Copy ${label}`}
          className={small}
          fallback={
            shown
              ? { select: valueRef }
              : {
                  hint: (
                    <Trans>Copying isn’t available here. Tap Show and write it down instead.</Trans>
                  ),
                }
          }
        />
        <Button
          variant="secondary"
          className={small}
          aria-expanded={qrShown}
          aria-label={qrShown ? t`Hide QR code of ${label}` : t`Show QR code of ${label}`}
          onClick={() => setQrShown((now) => !now)}
        >
          {qrShown ? t`Hide QR` : t`Show QR`}
        </Button>
      </div>
      {qrShown && (
        <div className="mx-auto w-full max-w-64 rounded-2xl bg-white p-3 ring-1 ring-zinc-200 dark:ring-zinc-700">
          <QRCodeSVG
            value={value}
            size={232}
            level="M"
            marginSize={2}
            role="img"
            aria-label={t`QR code of ${label}`}
            className="block h-auto w-full"
          />
        </div>
      )}
    </li>
  );
}
