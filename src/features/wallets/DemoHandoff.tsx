import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { ScreenSkeleton } from '@/components/ui/Skeleton';
import {
  claimDemoOnce,
  describeDemoFailure,
  readDemoToken,
  withoutDemoToken,
} from './demo-handoff';

/** Location state the Connect screen reads to explain a failed hand-off. */
export interface ConnectLocationState {
  notice?: string;
  /** Opened by the welcome's "Create a wallet on a server": creating comes first. */
  create?: boolean;
}

/** Holds the app back while a `?demo=` token is claimed, then shows Home (or Connect on failure). */
export function DemoHandoff({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  // Cleared once handled, so later navigations (which renew `navigate`) do not re-run the claim.
  const [token, setToken] = useState(() => readDemoToken(location.search));

  useEffect(() => {
    if (!token) {
      return;
    }
    let active = true;
    const search = withoutDemoToken(window.location.search);
    // navigate(…, { replace: true }) is history.replaceState kept in step with the router.
    claimDemoOnce(token).then(
      () => {
        if (!active) {
          return;
        }
        navigate({ pathname: paths.home.getHref(), search }, { replace: true });
        setToken(null);
      },
      (error: unknown) => {
        if (!active) {
          return;
        }
        const state: ConnectLocationState = { notice: describeDemoFailure(error) };
        navigate({ pathname: paths.connect.getHref(), search }, { replace: true, state });
        setToken(null);
      },
    );
    return () => {
      active = false;
    };
  }, [token, navigate]);

  if (token) {
    return (
      <main className="mx-auto w-full max-w-md px-4 pt-8">
        <p className="mb-4 text-lg font-medium">
          <Trans>Setting up your demo wallet…</Trans>
        </p>
        <ScreenSkeleton label={t`Setting up your demo wallet`} />
      </main>
    );
  }
  return children;
}
