import { chromium } from 'playwright';
import { startSandbox, createWallet, createInvoice, payInvoice, walletStorage } from '../bench/lib/sandbox.ts';
const routes = process.argv.slice(2);
const sandbox = await startSandbox('dist');
const { origin } = sandbox;
const wallet = await createWallet(origin, 'Bench wallet', 250_000);
const other = await createWallet(origin, 'Bench other', 250_000);
for (let i = 0; i < 12; i++) {
  const from = i % 3 ? other : wallet; const to = i % 3 ? wallet : other;
  const inv = await createInvoice(origin, to, 500 + i * 37, `bench seed ${i + 1}`);
  await payInvoice(origin, from, inv.bolt11);
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
const page = await context.newPage();
await page.goto(`${origin}/sandbox/info`);
const { key, value } = walletStorage(wallet);
await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value]);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
for (const route of routes) {
  for (const pass of [0, 1]) {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await page.goto(`${origin}/sandbox/info`);
    await cdp.send('Profiler.start');
    const t0 = Date.now();
    await page.goto(origin + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const { profile } = await cdp.send('Profiler.stop');
    if (pass === 0) continue;
    const self = new Map<string, number>();
    const byUrl = new Map<string, number>();
    const nodes = new Map(profile.nodes.map((n: any) => [n.id, n]));
    const dt = new Map<number, number>();
    profile.samples.forEach((id: number, i: number) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    let total = 0;
    for (const [id, us] of dt) {
      const n: any = nodes.get(id); const cf = n.callFrame;
      if (cf.functionName === '(idle)' || cf.functionName === '(program)') continue;
      total += us;
      const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
      self.set(k, (self.get(k) ?? 0) + us);
      const u = cf.url.split('/').pop() || cf.functionName;
      byUrl.set(u, (byUrl.get(u) ?? 0) + us);
    }
    console.log(`== ${route} total busy ${(total / 1000).toFixed(0)} ms (throttled 4x), load ${Date.now() - t0} ms`);
    for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`   url ${(v / 1000).toFixed(1).padStart(7)}  ${k}`);
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(`   ${(v / 1000).toFixed(1).padStart(7)}  ${k}`);
  }
}
await browser.close();
await sandbox.stop?.();
process.exit(0);
