import { createSandbox, type Sandbox } from '../server.ts';
import type { SandboxConfig } from '../config.ts';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestWallet {
  id: string;
  name: string;
  adminkey: string;
  inkey: string;
  balance_msat: number;
}

/** A sandbox in memory on a free loopback port, spoken to over real HTTP. */
export async function startTestSandbox(overrides: Partial<SandboxConfig> = {}) {
  const sandbox: Sandbox = await createSandbox({
    dataFile: ':memory:',
    port: 0,
    demo: false,
    ...overrides,
  });
  const baseUrl = await sandbox.listen();

  async function api<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
    method: string,
    path: string,
    options: {
      key?: string;
      body?: unknown;
      rawBody?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.key) {
      headers['X-Api-Key'] = options.key;
    }
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(baseUrl + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  async function newWallet(name = 'Test wallet', balanceSat = 0): Promise<TestWallet> {
    const response = await api<TestWallet>('POST', '/sandbox/wallets', {
      body: { name, balance_sat: balanceSat },
    });
    if (response.status !== 200) {
      throw new Error(`wallet creation failed: ${response.status}`);
    }
    return response.body;
  }

  async function invoice(wallet: TestWallet, amountSat: number, memo = 'test', extra: object = {}) {
    const response = await api('POST', '/api/v1/payments', {
      key: wallet.inkey,
      body: { out: false, amount: amountSat, memo, ...extra },
    });
    if (response.status !== 201) {
      throw new Error(`invoice failed: ${JSON.stringify(response.body)}`);
    }
    return response.body as { bolt11: string; payment_hash: string };
  }

  return { sandbox, baseUrl, api, newWallet, invoice, close: () => sandbox.close() };
}

export type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>;

/** Key order of LNbits 1.5.1's Payment JSON (as recorded from LNbits 1.5.1, src/api/fixtures/lnbits-observed.ts). */
export const PAYMENT_KEYS = [
  'checking_id',
  'payment_hash',
  'wallet_id',
  'amount',
  'fee',
  'bolt11',
  'payment_request',
  'fiat_provider',
  'status',
  'memo',
  'expiry',
  'webhook',
  'webhook_status',
  'preimage',
  'tag',
  'extension',
  'time',
  'created_at',
  'updated_at',
  'labels',
  'extra',
];

/** Key order of the Wallet model returned by POST /api/v1/account (as recorded from LNbits 1.5.1). */
export const WALLET_MODEL_KEYS = [
  'id',
  'user',
  'wallet_type',
  'adminkey',
  'inkey',
  'name',
  'shared_wallet_id',
  'deleted',
  'created_at',
  'updated_at',
  'currency',
  'balance_msat',
  'extra',
  'stored_paylinks',
  'share_permissions',
];

export const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?\+00:00$/;
export const ISO_NAIVE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/;
export const HEX32 = /^[0-9a-f]{32}$/;
export const HEX64 = /^[0-9a-f]{64}$/;
