/** Talks to the sandbox over HTTP only, as a second device or a script would. */
export interface SandboxWallet {
  id: string;
  name: string;
  adminkey: string;
  inkey: string;
  balance_msat: number;
}

export function sandboxUrl(): string {
  const url = process.env.SANDBOX_URL;
  if (!url) {
    throw new Error('SANDBOX_URL is not set: the global setup did not run');
  }
  return url;
}

async function call<T>(method: string, path: string, body?: unknown, key?: string): Promise<T> {
  const response = await fetch(sandboxUrl() + path, {
    method,
    headers: { 'content-type': 'application/json', ...(key ? { 'X-Api-Key': key } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${path} → ${response.status} ${text}`);
  }
  return JSON.parse(text) as T;
}

export function createFundedWallet(name: string, balanceSat: number) {
  return call<SandboxWallet>('POST', '/sandbox/wallets', { name, balance_sat: balanceSat });
}

export function createInvoice(inkey: string, amountSat: number, memo: string) {
  return call<{ bolt11: string; payment_hash: string }>(
    'POST',
    '/api/v1/payments',
    { out: false, amount: amountSat, memo },
    inkey,
  );
}

export function payInvoice(adminkey: string, bolt11: string) {
  return call<{ status: string }>('POST', '/api/v1/payments', { out: true, bolt11 }, adminkey);
}

/** The demo wallet's keys, from the claim token in the URL the sandbox printed. */
export function claimDemoWallet(printedUrl: string) {
  const token = new URL(printedUrl).searchParams.get('demo') ?? '';
  return call<SandboxWallet>('POST', '/sandbox/demo/claim', { token });
}
