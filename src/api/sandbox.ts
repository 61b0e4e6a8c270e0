// The sandbox's demo hand-off: a one-time token from the start-up URL buys a funded wallet.
// Always on the app's own origin; not part of LNbits.
import { z } from 'zod/mini';
import { request } from './http';
import type { CallOptions } from './http';

export const DemoWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  adminkey: z.string(),
  inkey: z.string(),
});
export type DemoWallet = z.infer<typeof DemoWalletSchema>;

/** POST /sandbox/demo/claim {token} → the wallet and both keys (410 once spent, 403 if unknown). */
export function claimDemoWallet(token: string, options?: CallOptions): Promise<DemoWallet> {
  return request(
    { serverUrl: '' },
    { method: 'POST', path: '/sandbox/demo/claim', body: { token }, schema: DemoWalletSchema },
    options,
  );
}

export const SandboxFaucetSchema = z.object({ lnurl: z.string(), url: z.string() });
export type SandboxFaucet = z.infer<typeof SandboxFaucetSchema>;

/**
 * GET /sandbox/faucet: the sandbox's many-use LNURL-withdraw link that funds new wallets. Only the
 * sandbox answers it (on loopback); a real LNbits says 404.
 */
export function getSandboxFaucet(options?: CallOptions): Promise<SandboxFaucet> {
  return request(
    { serverUrl: '' },
    { path: '/sandbox/faucet', schema: SandboxFaucetSchema },
    options,
  );
}

export const SandboxInfoSchema = z.object({ sandbox: z.literal(true) });

/**
 * GET /sandbox/info on the app's own origin: answered only when the sandbox serves the app (the
 * same origin the demo hand-off claims its wallet from); anything else fails the schema.
 */
export function getSandboxInfo(options?: CallOptions): Promise<z.infer<typeof SandboxInfoSchema>> {
  return request({ serverUrl: '' }, { path: '/sandbox/info', schema: SandboxInfoSchema }, options);
}

export const DemoClaimSchema = z.object({ token: z.string(), url: z.string() });

/** POST /sandbox/demo-claims: a fresh one-time demo token, for "Try the demo" on first run. */
export function mintDemoClaim(options?: CallOptions): Promise<z.infer<typeof DemoClaimSchema>> {
  return request(
    { serverUrl: '' },
    { method: 'POST', path: '/sandbox/demo-claims', schema: DemoClaimSchema },
    options,
  );
}
