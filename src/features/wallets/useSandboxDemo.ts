import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { serverQueries } from '@/api/queries';
import { mintDemoClaim } from '@/api/sandbox';
import { paths } from '@/lib/paths';
import { claimDemoOnce } from './demo-handoff';

/**
 * "Try the demo", offered only when the sandbox serves this app: the same origin the `?demo=`
 * hand-off claims from. It asks the sandbox for a fresh one-time token and claims it as that
 * hand-off does, so the demo wallet is the one the printed link opens.
 */
export function useSandboxDemo() {
  const navigate = useNavigate();
  const info = useQuery(serverQueries.sandboxInfo());
  const start = useMutation({
    mutationFn: async () => claimDemoOnce((await mintDemoClaim()).token),
    onSuccess: () => navigate(paths.home.getHref()),
  });
  return { available: info.data?.sandbox === true, start };
}
