import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Button } from '@/components/ui/Button';
import { Details } from '@/components/ui/Details';
import { CheckIcon, EyeIcon, EyeOffIcon } from '@/components/ui/icons';
import { describeError } from '@/components/describe-error';
import { Notice } from '@/components/ui/Notice';
import { cx } from '@/lib/cx';

export interface NwcPairingResultProps {
  name: string;
  pairingUri: string;
  /** Whether the app has used the connection yet (null: not known, nothing is said). */
  used: boolean | null;
  /** The relays the URI names, for Details. */
  relays?: readonly string[];
  /** Set when an edit replaced a connection; `oldKeptBecause` when the old one is still there. */
  replaced?: { oldKeptBecause: unknown };
}

/**
 * The pairing URI of a connection just made, shown this once: its secret is stored nowhere, so it
 * cannot be shown again. The QR code is there at once, with Copy and Share beside it: on the
 * phone that runs the app, scanning your own screen is no way to pair. The text itself waits under
 * Details. The screen holds the "I've connected it" action.
 */
export function NwcPairingResult({
  name,
  pairingUri,
  used,
  relays,
  replaced,
}: NwcPairingResultProps) {
  const { t } = useLingui();
  const relayList = relays?.join(', ');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ text: pairingUri });
    } catch {
      // Cancelled by the person, or refused: nothing to say.
    }
  };
  return (
    <section
      aria-label={replaced ? t`Connection saved` : t`Connection created`}
      className="grid gap-4 lg:grid-cols-[18rem_1fr] lg:items-start lg:gap-x-8"
    >
      <div className="space-y-1 text-center lg:col-start-2 lg:text-left">
        <h2 className="text-lg font-semibold break-words">
          {replaced ? t`“${name}” is saved: pair the app again` : t`“${name}” is ready`}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {replaced
            ? t`Give the app this new connection secret: the old one no longer works.`
            : t`Scan the QR code with the app, or copy the connection secret and paste it there.`}
        </p>
      </div>

      <div className="mx-auto w-full max-w-60 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-zinc-200 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:max-w-none dark:ring-zinc-700">
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

      <div className="space-y-3 lg:col-start-2">
        {used !== null && <ConnectionStatus name={name} used={used} />}

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

        <p className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
          <strong className="font-semibold">
            <Trans>Shown only this once.</Trans>
          </strong>{' '}
          <Trans>
            Anyone with it can use the wallet within these limits. If it’s lost, delete the
            connection and make a new one.
          </Trans>
        </p>

        <div className={cx('grid gap-2', canShare ? 'grid-cols-2' : 'grid-cols-1')}>
          <CopyButton
            value={pairingUri}
            label={t`Copy connection secret`}
            className=""
            fallback={{ show: true }}
          />
          {canShare && (
            <Button variant="secondary" onClick={() => void share()}>
              <Trans>Share</Trans>
            </Button>
          )}
        </div>

        <Details>
          <PairingSecret pairingUri={pairingUri} />
          {relayList && (
            <p className="mt-2 text-zinc-600 dark:text-zinc-400">
              <Trans>
                Apps reach this wallet through the relay{' '}
                <span className="break-all">{relayList}</span>.
              </Trans>
            </p>
          )}
        </Details>
      </div>
    </section>
  );
}

/** "Waiting for Zeus to connect…", then "Zeus is connected", read out when it changes. */
function ConnectionStatus({ name, used }: { name: string; used: boolean }) {
  return (
    <p
      role="status"
      className={cx(
        'flex items-center justify-center gap-2 text-sm lg:justify-start',
        used
          ? 'font-medium text-green-800 dark:text-green-300'
          : 'text-zinc-600 dark:text-zinc-400',
      )}
    >
      {used ? (
        <>
          <CheckIcon aria-hidden="true" className="size-4" />
          <Trans>“{name}” is connected</Trans>
        </>
      ) : (
        <>
          <span
            aria-hidden="true"
            className="inline-block size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          <Trans>Waiting for “{name}” to connect…</Trans>
        </>
      )}
    </p>
  );
}

/** The pairing URI as text, masked until revealed (for pasting by hand, or checking it). */
function PairingSecret({ pairingUri }: { pairingUri: string }) {
  const { t } = useLingui();
  const [reveal, setReveal] = useState(false);
  const textRef = useRef<HTMLParagraphElement>(null);
  return (
    <div className="space-y-1">
      <p className="font-medium" id="nwc-secret-label">
        <Trans>Connection secret</Trans>
      </p>
      <div className="flex items-start gap-2">
        <p
          ref={textRef}
          aria-labelledby="nwc-secret-label"
          data-testid="nwc-pairing-uri"
          className="min-w-0 flex-1 rounded-xl border border-zinc-200 p-3 font-mono text-xs break-all select-all dark:border-zinc-800"
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
    </div>
  );
}
