import { Trans } from '@lingui/react/macro';
import { buttonClass } from '@/components/ui/button-class';

/**
 * All a framed page shows: no wallet, no balance, no Pay button, only a way out to the real thing.
 * A new tab rather than `_top`: a sandboxed frame may not navigate its parent, and the person may
 * want to keep the page they were on.
 */
export function FramedNotice({ href }: { href: string }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-6 text-zinc-900 dark:text-zinc-100">
      <h1 className="text-2xl font-semibold">
        <Trans>Pocketbits opens on its own</Trans>
      </h1>
      <p className="text-zinc-700 dark:text-zinc-300">
        <Trans>
          This page is showing Pocketbits inside another website. To keep your money safe, your
          wallet only opens in its own tab or app.
        </Trans>
      </p>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('primary', 'w-full')}
      >
        <Trans>Open Pocketbits in its own tab</Trans>
      </a>
    </main>
  );
}
