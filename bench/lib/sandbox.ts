/** The sandbox for the app benchmark: started from build/sandbox/main.mjs, spoken to over HTTP. */
import type { ChildProcess } from 'node:child_process';
import { startSandboxProcess } from '../../testing/sandbox-process.ts';

export interface Sandbox {
  origin: string;
  child: ChildProcess;
  stop: () => void;
}

export async function startSandbox(dist: string): Promise<Sandbox> {
  const sandbox = await startSandboxProcess(
    ['--port', '0', '--static', dist, '--no-demo', '--no-third-party'],
    { timeoutMs: 30_000 },
  );
  return { origin: sandbox.origin, child: sandbox.child, stop: sandbox.stop };
}

export interface BenchWallet {
  id: string;
  name: string;
  adminkey: string;
  inkey: string;
}

export async function call<T>(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
): Promise<T> {
  const response = await fetch(origin + path, {
    method,
    headers: { 'content-type': 'application/json', ...(key ? { 'X-Api-Key': key } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${path} → ${response.status} ${text}`);
  }
  return JSON.parse(text) as T;
}

export const createWallet = (origin: string, name: string, balanceSat: number) =>
  call<BenchWallet>(origin, 'POST', '/sandbox/wallets', { name, balance_sat: balanceSat });

export const createInvoice = (origin: string, wallet: BenchWallet, sat: number, memo: string) =>
  call<{ bolt11: string; payment_hash: string }>(
    origin,
    'POST',
    '/api/v1/payments',
    { out: false, amount: sat, memo },
    wallet.inkey,
  );

export const payInvoice = (origin: string, wallet: BenchWallet, bolt11: string) =>
  call<{ payment_hash: string }>(
    origin,
    'POST',
    '/api/v1/payments',
    { out: true, bolt11 },
    wallet.adminkey,
  );

export async function balanceSat(origin: string, wallet: BenchWallet): Promise<number> {
  const info = await call<{ balance: number }>(
    origin,
    'GET',
    '/api/v1/wallet',
    undefined,
    wallet.inkey,
  );
  return Math.floor(info.balance / 1000);
}

/** The app's localStorage entry for a connected wallet (src/session/wallets/wallet-store.ts). */
export function walletStorage(wallet: BenchWallet): { key: string; value: string } {
  const id = `bench-${wallet.id}`;
  return {
    key: 'pocketbits.wallets.v1',
    value: JSON.stringify({
      connections: [
        {
          id,
          serverUrl: '',
          name: wallet.name,
          key: wallet.adminkey,
          keyType: 'admin',
          inkey: wallet.inkey,
          walletId: wallet.id,
        },
      ],
      activeId: id,
    }),
  };
}
