import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import { useShownInNextTask } from '@/components/useShownInNextTask';
import { Notice } from '@/components/ui/Notice';
import { lightningQrPayload } from '@/lib/qr-payload';

/**
 * A reusable pay link as a QR code (the Lightning address on Receive, a link under Reusable), or
 * why there is none: an LNURL needs https or a domain, which a public plain-http server hasn't.
 */
export function PayLinkQr({
  lnurl,
  label,
  what,
}: {
  lnurl: string | null;
  /** The QR image's accessible name. */
  label: string;
  /** "address" or "link", in the notice when no code can be made. */
  what: 'address' | 'link';
}) {
  const { t } = useLingui();
  const drawn = useShownInNextTask();
  if (!lnurl) {
    return (
      <Notice
        title={what === 'address' ? t`No QR code for this address` : t`No QR code for this link`}
        tone="warning"
      >
        <Trans>
          The server is reached over plain http on a public address, so no QR code can be made for
          it. Use https, or give the link a domain in LNbits.
        </Trans>
      </Notice>
    );
  }
  return (
    <div className="mx-auto w-full max-w-72 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-zinc-200 dark:ring-zinc-700">
      {drawn ? (
        <QRCodeSVG
          value={lightningQrPayload(lnurl)}
          size={264}
          level="M"
          marginSize={2}
          role="img"
          aria-label={label}
          className="block h-auto w-full"
        />
      ) : (
        // The code's place, until it is drawn in the next task (useShownInNextTask).
        <div aria-hidden="true" className="aspect-square w-full" />
      )}
    </div>
  );
}
