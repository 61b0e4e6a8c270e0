import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandboxProcess, type SandboxProcess } from '../../testing/sandbox-process.ts';
import { exposureWarning, localUrlHost } from '../exposure.ts';

/** The sandbox as `npm run sandbox` starts it, with what it printed once it is listening. */
async function startMain(args: string[]) {
  const sandbox = await startSandboxProcess(args, { fromSource: true, timeoutMs: 30_000 });
  running.push(sandbox);
  return sandbox;
}

const running: SandboxProcess[] = [];
afterEach(() => {
  for (const sandbox of running.splice(0)) {
    sandbox.stop();
  }
});

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port P with P, P+1 and P+3 free (the server, the third-party host and the relay). */
async function freePortTrio(avoid: number[] = []): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 40_000);
    const needed = [port, port + 1, port + 3];
    if (needed.some((p) => avoid.some((a) => Math.abs(a - p) <= 3))) {
      continue;
    }
    if ((await Promise.all(needed.map(portIsFree))).every(Boolean)) {
      return port;
    }
  }
  throw new Error('no free ports');
}

describe('start-up', () => {
  it('warns on a non-loopback --host, saying what the network reaches and what it does not', async () => {
    const sandbox = await startMain(['--host', '0.0.0.0', '--port', '0', '--no-third-party']);
    const warning = sandbox.output();
    expect(warning).toMatch(/WARNING: --host 0\.0\.0\.0 lets other machines on your network/);
    expect(warning).toMatch(/Reachable from the network: the wallet app, the LNbits API/);
    expect(warning).toMatch(/Still this machine only: the \/sandbox\/ routes/);
    expect(warning).toMatch(/the NWC relay/);
    // Links printed for this machine's browser, where the loopback-only routes answer.
    expect(sandbox.line('LNbits API:')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
  }, 40_000);

  it('prints no warning on loopback, a demo link that works once, and ports beside --port', async () => {
    // The demo link is printed only when there is an app to open it with.
    const app = mkdtempSync(join(tmpdir(), 'sandbox-app-'));
    writeFileSync(join(app, 'index.html'), '<!doctype html><title>app</title>');
    const first = await freePortTrio();
    const second = await freePortTrio([first]);
    const [a, b] = await Promise.all([
      startMain(['--port', String(first), '--static', app]),
      startMain(['--port', String(second), '--static', app]),
    ]);
    expect(a.output()).not.toContain('WARNING');
    // Two sandboxes side by side: each helper server follows its own --port.
    expect(a.line('Third-party LNURL host:')).toBe(`http://127.0.0.1:${first + 1}/`);
    expect(a.line('NWC relay:')).toBe(`ws://127.0.0.1:${first + 3}`);
    expect(b.line('Third-party LNURL host:')).toBe(`http://127.0.0.1:${second + 1}/`);
    expect(b.line('NWC relay:')).toBe(`ws://127.0.0.1:${second + 3}`);

    const demoUrl = new URL(a.line('Open the wallet:')!);
    const claim = () =>
      fetch(new URL('/sandbox/demo/claim', demoUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: demoUrl.searchParams.get('demo') }),
      });
    const once = await claim();
    expect(once.status).toBe(200);
    expect(await once.json()).toMatchObject({ name: 'Demo wallet' });
    const twice = await claim();
    expect(twice.status).toBe(410);
    expect(await twice.json()).toEqual({
      detail: expect.stringMatching(/already been used/),
    });
  }, 60_000);
});

describe('the --host warning', () => {
  it('is silent on loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) {
      expect(exposureWarning(host, 5000), host).toBeUndefined();
    }
  });

  it('says that one interface alone leaves the demo link unusable here', () => {
    expect(exposureWarning('192.168.1.5', 5000)).toMatch(
      /A browser here reaching 192\.168\.1\.5 is not on loopback either, so the demo link/,
    );
    expect(exposureWarning('0.0.0.0', 5000)).not.toContain('A browser here');
    expect(exposureWarning('::', 5000)).toContain('--host :: lets other machines');
  });

  it('prints loopback links for a wildcard host', () => {
    expect(localUrlHost('0.0.0.0')).toBe('127.0.0.1');
    expect(localUrlHost('::')).toBe('127.0.0.1');
    expect(localUrlHost('::1')).toBe('[::1]');
    expect(localUrlHost('192.168.1.5')).toBe('192.168.1.5');
  });
});
