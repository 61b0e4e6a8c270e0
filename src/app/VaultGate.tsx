import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { ScreenSkeleton } from '@/components/ui/Skeleton';
import { LockPrompt, LockScreen, useAutoLock, useLockState, useThemeSync } from '@/session';

/**
 * Nothing of the app renders until the wallets are read (no flash of the connect screen for
 * someone who has wallets), and nothing of it while they are locked. Locking also empties the
 * query cache, so no balance or payment stays in memory either.
 */
export function VaultGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { status } = useLockState();
  const queryClient = useQueryClient();
  useAutoLock(status === 'open');
  // The lock screen follows the theme too (the app's screens also keep it in step themselves).
  useThemeSync();

  useEffect(() => {
    if (status === 'locked') {
      queryClient.clear();
    }
  }, [status, queryClient]);

  if (status === 'opening') {
    return (
      <main className="mx-auto w-full max-w-md px-4 pt-8">
        <ScreenSkeleton label={t`Opening your wallets`} />
      </main>
    );
  }
  if (status === 'locked') {
    return <LockScreen />;
  }
  return (
    <>
      {children}
      <LockPrompt />
    </>
  );
}
