import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { ErrorMessage } from '@/components/ErrorMessage';
import { ScreenSkeleton } from '@/components/ui/Skeleton';
import { isChunkLoadError } from '@/components/chunk-load-error';
import { nextTaskOnFirstRender } from './next-task-on-first-render';

/** The opening screen renders in the task after the shell's (see nextTaskOnFirstRender). */
const ScreenAfterShell = nextTaskOnFirstRender();

/** Each route: its own error boundary (reset when the address changes) and a skeleton. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      key={pathname}
      fallback={(error, reset) => (
        <ErrorMessage
          error={error}
          className="mt-4"
          // A failed lazy import is cached by React.lazy: only a reload fetches it again.
          onRetry={isChunkLoadError(error) ? () => window.location.reload() : reset}
        />
      )}
    >
      <Suspense fallback={<ScreenSkeleton />}>
        <ScreenAfterShell>{children}</ScreenAfterShell>
      </Suspense>
    </ErrorBoundary>
  );
}
