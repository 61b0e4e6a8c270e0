// Tells "nothing answers there" from "it answers, but the browser may not read it" (CORS, or an
// error sent without CORS headers), which a failed fetch alone cannot. A no-cors request carries
// no key and its answer stays opaque: only the fact that something answered is used.
import { buildUrl } from '@/api/http';

const PROBE_TIMEOUT_MS = 5_000;

/** True when something answered at the server, false when nothing did, undefined if unknown. */
export async function probeReachable(serverUrl: string): Promise<boolean | undefined> {
  if (typeof fetch !== 'function' || typeof AbortSignal.timeout !== 'function') {
    return undefined;
  }
  try {
    await fetch(buildUrl(serverUrl, '/api/v1/health'), {
      mode: 'no-cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}
