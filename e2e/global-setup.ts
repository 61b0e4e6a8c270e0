import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { REBUILD_ADVICE, distProblem, e2eDistDir } from '../scripts/dist-info.mjs';
import { startSandboxProcess, type SandboxProcess } from '../testing/sandbox-process.ts';

/**
 * Starts the sandbox exactly as `npm start` does (the bundled `sandbox/main.ts`), in memory on a
 * free port, and hands the URL it prints to the tests through the environment. A second sandbox
 * with `--profile legacy` stands in for an older LNbits, a third with `--no-user-id-login` for an
 * LNbits that refuses login by wallet link. The first two are peers in a simulated Lightning network
 * (they pay each other's invoices, README "The sandbox"); the third is in none.
 */
export async function startSandbox(
  args: string[],
  env?: Record<string, string>,
): Promise<SandboxProcess & { appUrl: string }> {
  const sandbox = await startSandboxProcess(
    [
      '--port',
      '0',
      '--third-party-port',
      '0',
      '--third-party-blocked-port',
      '0',
      '--static',
      e2eDistDir(process.env),
      ...args,
    ],
    { env },
  );
  return { ...sandbox, appUrl: sandbox.line('Open the wallet:')! };
}

export default async function globalSetup() {
  // `npm run test:e2e` checks this before Playwright starts; `npx playwright test` comes here only.
  const problem = distProblem({ root: process.cwd(), distDir: resolve(e2eDistDir(process.env)) });
  if (problem) {
    throw new Error(`${problem}\n${REBUILD_ADVICE}`);
  }
  execFileSync(process.execPath, ['scripts/build-sandbox.mjs'], { stdio: 'inherit' });
  // The main and the legacy sandbox are peers of one simulated Lightning network, so a move
  // between their wallets lands; the legacy one, started second, tells the main one where it is.
  const network = { SANDBOX_LIGHTNING_SECRET: randomBytes(24).toString('hex') };
  const main = await startSandbox([], network);
  const legacy = await startSandbox(
    ['--profile', 'legacy', '--no-demo', '--lightning-peer', main.origin],
    network,
  );
  if (!legacy.output().includes(`Lightning network: peers ${main.origin}`)) {
    throw new Error(`the legacy sandbox did not join the main one's network:\n${legacy.output()}`);
  }
  // An LNbits whose auth_allowed_methods leaves out user-id-only: wallet links are refused.
  const noUserId = await startSandbox(['--no-user-id-login', '--no-demo', '--no-third-party']);
  process.env.SANDBOX_APP_URL = main.appUrl;
  process.env.SANDBOX_URL = new URL(main.appUrl).origin;
  process.env.SANDBOX_LEGACY_URL = new URL(legacy.appUrl).origin;
  process.env.SANDBOX_NO_USER_ID_URL = new URL(noUserId.appUrl).origin;
  if (process.env.E2E_SERVER_URL && !process.env.E2E_BANK_ADMINKEY) {
    throw new Error(
      'E2E_SERVER_URL is set: set E2E_BANK_ADMINKEY to the admin key of a funded wallet there',
    );
  }
  return async () => {
    main.stop();
    legacy.stop();
    noUserId.stop();
  };
}
