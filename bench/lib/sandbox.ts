/** The sandbox for the app benchmark: started from build/sandbox/main.mjs, spoken to over HTTP. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface Sandbox {
  origin: string;
  child: ChildProcess;
  stop: () => void;
}

export async function startSandbox(dist: string): Promise<Sandbox> {
  const child = spawn(
    process.execPath,
    [
      'build/sandbox/main.mjs',
      '--memory',
      '--port',
      '0',
      '--static',
      dist,
      '--no-demo',
      '--no-third-party',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the sandbox did not start within 30 s:\n${output}`)),
      30_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LNbits API:\s+(\S+)\/api\/v1/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited with ${code}:\n${output}`));
    });
  });
  return { origin, child, stop: () => child.kill('SIGTERM') };
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
