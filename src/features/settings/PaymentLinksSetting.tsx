import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { usePlatform } from '@/components/usePlatform';
import { protocolHandlersWork } from '@/lib/platform';

type Registrar = (scheme: string, url: string) => void;

function registrar(): Registrar | null {
  const nav = globalThis.navigator as
    (Navigator & { registerProtocolHandler?: Registrar }) | undefined;
  return typeof nav?.registerProtocolHandler === 'function'
    ? (scheme, url) => nav.registerProtocolHandler!(scheme, url)
    : null;
}

/**
 * Lets the browser open `bitcoin:` links (which may carry a Lightning invoice) and
 * `web+lightning:` links in Send. Browsers don't allow a web app to claim plain `lightning:`.
 * Offered only where it works: Chrome and Samsung Internet on Android accept the call and then
 * never offer the handler, and Firefox on Android and iOS browsers have none.
 */
export function PaymentLinksSetting() {
  const { t } = useLingui();
  const platform = usePlatform();
  const register = protocolHandlersWork(platform) ? registrar() : null;
  const [outcome, setOutcome] = useState<'asked' | 'refused' | null>(null);
  if (!register) {
    return (
      <p
        data-testid="payment-links-unavailable"
        className="text-sm text-zinc-600 dark:text-zinc-400"
      >
        {platform.os === 'desktop' ? (
          <Trans>
            This browser can’t open payment links in an app. Chrome, Edge and Firefox on a computer
            can.
          </Trans>
        ) : (
          <Trans>
            Browsers on phones and tablets can’t open payment links in an app. Scan or paste them in
            Send instead; Chrome, Edge and Firefox on a computer can open them here.
          </Trans>
        )}
      </p>
    );
  }
  const ask = () => {
    const target = `${globalThis.location.origin}/send?invoice=%s`;
    try {
      register('bitcoin', target);
      register('web+lightning', target);
      setOutcome('asked');
    } catch {
      setOutcome('refused');
    }
  };
  return (
    <div className="space-y-2">
      <Button variant="secondary" className="w-full" onClick={ask}>
        <Trans>Open payment links with Pocketbits</Trans>
      </Button>
      <p aria-live="polite" className="text-sm text-zinc-600 dark:text-zinc-400">
        {outcome === 'asked'
          ? t`Your browser may ask you to confirm. Links then open in Send, where nothing is paid until you tap Pay.`
          : outcome === 'refused'
            ? t`Your browser refused. Payment links can still be pasted or scanned.`
            : t`bitcoin: and web+lightning: links on web pages then open in Send.`}
      </p>
    </div>
  );
}
