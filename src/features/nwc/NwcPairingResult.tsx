import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Button } from '@/components/ui/Button';
import { EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { describeError } from '@/components/describe-error';
import { Notice } from '@/components/ui/Notice';

/**
 * The pairing URI of a connection just made, shown this once: its secret is stored nowhere, so
 * it cannot be shown again. The text is masked and the QR code hidden until asked for. After an
 * edit (`replaced`) it asks for the app to be paired again, since the old secret was retired.
 */
export function NwcPairingResult({
  name,
  pairingUri,
  replaced,
  onDone,
}: {
  name: string;
  pairingUri: string;
  /** Set when an edit replaced a connection; `oldKeptBecause` when the old one is still there. */
  replaced?: { oldKeptBecause: unknown };
  onDone: () => void;
}) {
  const { t } = useLingui();
  return (
    <section
      aria-label={replaced ? t`Connection saved` : t`Connection created`}
      className="space-y-5"
    >
      <div className="space-y-1">
        <h2 className="text-xl font-semibold break-words">
          {replaced ? t`“${name}” is saved: pair the app again` : t`“${name}” is ready`}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {replaced
            ? t`Saving made a new connection with a new secret. Give the app this one (scan the QR code, or copy and paste it there): the old secret no longer works.`
            : t`Scan the QR code with the app, or copy the connection secret and paste it there.`}
        </p>
      </div>

      {replaced?.oldKeptBecause ? (
        <Notice title={t`The old connection is still there`} tone="warning">
          <p>
            <Trans>
              It could not be deleted, so its old secret still works: delete it from the list once
              the app is paired with the new one.
            </Trans>
          </p>
          <p className="mt-1">{describeError(replaced.oldKeptBecause).message}</p>
        </Notice>
      ) : null}

      <Notice title={t`Shown only this once`} tone="warning">
        <p>
          <Trans>
            Anyone with this secret can use the wallet within this connection’s permissions and
            budget. It is not stored anywhere, so it cannot be shown again: if you lose it, delete
            the connection and make a new one.
          </Trans>
        </p>
      </Notice>

      <PairingQr pairingUri={pairingUri} />

      <PairingSecret pairingUri={pairingUri} />

      <Button className="w-full" onClick={onDone}>
        <Trans>Done</Trans>
      </Button>
    </section>
  );
}

/** The QR code of the pairing URI, hidden until asked for (anyone who sees it can pair). */
function PairingQr({ pairingUri }: { pairingUri: string }) {
  const { t } = useLingui();
  const [showQr, setShowQr] = useState(false);
  return showQr ? (
    <div className="mx-auto w-full max-w-72 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-zinc-200 dark:ring-zinc-700">
      <QRCodeSVG
        value={pairingUri}
        size={264}
        level="M"
        marginSize={2}
        role="img"
        aria-label={t`QR code of the connection secret`}
        className="block h-auto w-full"
      />
    </div>
  ) : (
    <button
      type="button"
      onClick={() => setShowQr(true)}
      className="mx-auto flex aspect-square w-full max-w-72 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-zinc-300 text-sm font-medium text-zinc-700 hover:bg-zinc-50 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-900"
    >
      <EyeIcon />
      <Trans>Show QR code</Trans>
    </button>
  );
}

/** The pairing URI as text, masked until revealed, with a copy button that falls back to a selection. */
function PairingSecret({ pairingUri }: { pairingUri: string }) {
  const { t } = useLingui();
  const [reveal, setReveal] = useState(false);
  const textRef = useRef<HTMLParagraphElement>(null);

  return (
    <div className="space-y-1">
      <p className="text-sm font-medium" id="nwc-secret-label">
        <Trans>Connection secret</Trans>
      </p>
      <div className="flex items-start gap-2">
        <p
          ref={textRef}
          aria-labelledby="nwc-secret-label"
          data-testid="nwc-pairing-uri"
          className="max-h-28 min-w-0 flex-1 overflow-y-auto rounded-xl border border-zinc-200 p-3 font-mono text-xs break-all select-all dark:border-zinc-800"
        >
          {reveal ? pairingUri : `${pairingUri.slice(0, 28)}${'•'.repeat(24)}`}
        </p>
        <Button
          variant="ghost"
          className="min-h-12 shrink-0 px-3"
          aria-label={reveal ? t`Hide connection secret` : t`Show connection secret`}
          aria-pressed={reveal}
          onClick={() => setReveal((open) => !open)}
        >
          {reveal ? <EyeOffIcon /> : <EyeIcon />}
        </Button>
      </div>
      <CopyButton
        value={pairingUri}
        label={t`Copy connection secret`}
        className="mt-2 w-full"
        // Refused: shown and selected, to be copied by hand.
        fallback={{ select: textRef, reveal: () => setReveal(true) }}
      />
    </div>
  );
}
