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
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
await context.addInitScript(() => {
  (window as any).__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as any[]) {
      const el = e.element as Element | null;
      (window as any).__lcp.push(`${Math.round(e.startTime)}ms size ${e.size} <${el?.tagName.toLowerCase()} class="${(el?.getAttribute('class') ?? '').slice(0, 60)}"> ${(el?.textContent ?? '').slice(0, 60)}`);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) (window as any).__lcp.push(`${e.name} ${Math.round(e.startTime)}ms`);
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries() as any[]) (window as any).__lcp.push('shift ' + e.value.toFixed(4) + ' ' + Math.round(e.startTime) + 'ms ' + e.sources.map((s: any) => (s.node?.nodeName ?? '?') + '.' + ((s.node as Element)?.className?.toString?.() ?? '').slice(0, 80) + ' ' + JSON.stringify(s.previousRect) + '->' + JSON.stringify(s.currentRect)).join(' | ')); }).observe({ type: 'layout-shift', buffered: true });
});
const page = await context.newPage();
await page.goto(`${origin}/sandbox/info`);
const { key, value } = walletStorage(wallet);
await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value]);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
for (const route of routes) {
  await cdp.send('Network.clearBrowserCache');
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  console.log('==', route); for (const l of await page.evaluate(() => (window as any).__lcp)) console.log('  ', l);
}
await browser.close(); sandbox.stop(); process.exit(0);
