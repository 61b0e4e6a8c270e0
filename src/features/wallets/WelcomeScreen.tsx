import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import { BoltIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/Notice';
import { paths } from '@/lib/paths';
import { useThemeSync } from '@/session';
import { describeDemoFailure } from './demo-handoff';
import { InstallSuggestion } from './InstallSuggestion';
import type { ConnectLocationState } from './DemoHandoff';
import { useSandboxDemo } from './useSandboxDemo';

/** First run, no wallet on this device: what Pocketbits is, and the ways in. */
export function WelcomeScreen() {
  const { t } = useLingui();
  useThemeSync();
  const demo = useSandboxDemo();
  const createState: ConnectLocationState = { create: true };
  return (
    <main className="mx-auto w-full max-w-md px-4 pt-[max(1.5rem,env(safe-area-inset-top))] pb-10">
      <header className="mb-8 flex items-center gap-2">
        <BoltIcon className="text-amber-500" />
        <span className="text-lg font-semibold">Pocketbits</span>
      </header>
      <h1 className="text-3xl font-semibold">
        <Trans>Welcome to Pocketbits</Trans>
      </h1>
      <p className="mt-3 text-zinc-700 dark:text-zinc-300">
        <Trans>
          A Bitcoin wallet for everyday Lightning payments: pay for a coffee by scanning a code, get
          paid in seconds. Your money is kept by an LNbits server, yours or one you trust; this app
          keeps only the wallet&apos;s key, in this browser.
        </Trans>
      </p>
      <InstallSuggestion hasWallets={false} className="mt-6" />
      <nav aria-label={t`Get started`} className="mt-8 space-y-3">
        <Link to={paths.connect.getHref()} className={buttonClass('primary', 'w-full')}>
          <Trans>Connect my LNbits wallet</Trans>
        </Link>
        <Link
          to={paths.connect.getHref()}
          state={createState}
          className={buttonClass('secondary', 'w-full')}
        >
          <Trans>Create a wallet on a server</Trans>
        </Link>
        {demo.available && (
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => demo.start.mutate()}
            busy={demo.start.isPending}
            disabled={demo.start.isPending}
            needsNetwork
          >
            {demo.start.isPending ? t`Opening the demo…` : t`Try the demo`}
          </Button>
        )}
      </nav>
      {demo.start.error && (
        <Notice tone="warning" title={t`Demo not available`} className="mt-4">
          {describeDemoFailure(demo.start.error)}
        </Notice>
      )}
      <Link
        to={paths.restore.getHref()}
        className={buttonClass('ghost', 'mt-6 w-full text-amber-800 dark:text-amber-300')}
      >
        <Trans>Restore from backup file</Trans>
      </Link>
    </main>
  );
}
