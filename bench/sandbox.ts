/**
 * `npm run bench:sandbox`: throughput and latency of the sandbox on loopback, with the targets
 * beside the figures. A benchmark, not a test: it prints and exits 0 whatever it measures.
 * Bounded: each scenario stops after its request count or its time limit, whichever comes first.
 */
import { startSandboxProcess } from '../testing/sandbox-process.ts';
import { readFileSync } from 'node:fs';
import http from 'node:http';

const IN_FLIGHT = 8;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 4000);
const TIME_LIMIT_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const WARMUP = 300;

interface Target {
  rps: number;
  p99Ms: number;
}
const TARGETS: Record<string, Target> = {
  'create invoice': { rps: 1000, p99Ms: 20 },
  'pay (internal)': { rps: 500, p99Ms: 20 },
  'list (paginated, 20)': { rps: 500, p99Ms: 20 },
};
const RSS_TARGET_MB = 150;

const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

function request(
  base: URL,
  method: string,
  path: string,
  key: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: {
          'x-api-key': key,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on('error', reject);
    if (payload) {
      req.write(payload);
    }
    req.end();
  });
}

async function startServer(): Promise<{ base: URL; pid: number; stop: () => void }> {
  const sandbox = await startSandboxProcess(['--port', '0', '--no-demo', '--no-third-party']);
  return { base: new URL(sandbox.origin), pid: sandbox.child.pid!, stop: sandbox.stop };
}

function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

interface Result {
  name: string;
  count: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

async function run(
  name: string,
  count: number,
  job: (i: number) => Promise<boolean>,
): Promise<Result> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + TIME_LIMIT_MS;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < count && performance.now() < deadline) {
        const i = next++;
        const t0 = performance.now();
        const ok = await job(i);
        latencies.push(performance.now() - t0);
        if (!ok) {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    name,
    count: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: pick(0.5),
    p99: pick(0.99),
  };
}

async function main() {
  const server = await startServer();
  const { base } = server;
  const post = (path: string, body: unknown, key = '') => request(base, 'POST', path, key, body);
  const payer = (await post('/sandbox/wallets', { name: 'Bench payer', balance_sat: 10_000_000 }))
    .json as {
    adminkey: string;
    inkey: string;
  };
  const payee = (await post('/sandbox/wallets', { name: 'Bench payee', balance_sat: 0 })).json as {
    adminkey: string;
    inkey: string;
  };
  const createInvoice = async () =>
    (await post('/api/v1/payments', { out: false, amount: 1, memo: 'bench' }, payee.inkey))
      .status === 201;

  await run('warm-up', WARMUP, createInvoice);
  const results: Result[] = [];
  results.push(await run('create invoice', REQUESTS, createInvoice));

  // Invoices to pay are made beforehand, so the pay figures measure paying alone.
  const bolt11s: string[] = [];
  await run('prepare', REQUESTS + WARMUP, async () => {
    const res = await post(
      '/api/v1/payments',
      { out: false, amount: 1, memo: 'to pay' },
      payee.inkey,
    );
    bolt11s.push((res.json as { bolt11: string }).bolt11);
    return res.status === 201;
  });
  const pay = async (i: number) =>
    (await post('/api/v1/payments', { out: true, bolt11: bolt11s[i] }, payer.adminkey)).status ===
    201;
  await run('warm-up', WARMUP, (i) => pay(bolt11s.length - 1 - i));
  results.push(await run('pay (internal)', Math.min(REQUESTS, bolt11s.length - WARMUP), pay));

  results.push(
    await run('list (paginated, 20)', REQUESTS, async () => {
      const res = await request(
        base,
        'GET',
        '/api/v1/payments/paginated?limit=20&offset=0&sortby=time&direction=desc',
        payee.inkey,
      );
      return res.status === 200;
    }),
  );
  const memory = rssMb(server.pid);
  server.stop();
  agent.destroy();

  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const rows = results.map((r) => {
    const target = TARGETS[r.name]!;
    return [
      r.name,
      String(r.count),
      String(r.errors),
      r.rps.toFixed(0),
      `≥ ${target.rps}`,
      r.p50.toFixed(2),
      r.p99.toFixed(2),
      `≤ ${target.p99Ms}`,
      verdict(r.rps >= target.rps && r.p99 <= target.p99Ms && r.errors === 0),
    ];
  });
  const header = [
    'scenario',
    'requests',
    'errors',
    'req/s',
    'target',
    'p50 ms',
    'p99 ms',
    'target',
    '',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(
    `\nSandbox on loopback, ${IN_FLIGHT} requests in flight, up to ${REQUESTS} requests or ${TIME_LIMIT_MS / 1000} s per scenario\n`,
  );
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) {
    console.log(line(row));
  }
  console.log(
    `\nServer resident memory: ${memory.rss.toFixed(0)} MB now, ${memory.peak.toFixed(0)} MB peak (target ≤ ${RSS_TARGET_MB} MB) ${verdict(memory.peak <= RSS_TARGET_MB)}`,
  );
  for (const r of results) {
    const target = TARGETS[r.name]!;
    if (r.rps < target.rps) {
      console.log(`  ${r.name}: ${(target.rps - r.rps).toFixed(0)} req/s short of the target`);
    }
    if (r.p99 > target.p99Ms) {
      console.log(`  ${r.name}: p99 ${(r.p99 - target.p99Ms).toFixed(1)} ms over the target`);
    }
  }
}

await main();
