import { execFileSync, spawn } from 'node:child_process';

/**
 * Starts the sandbox exactly as `npm start` does (the bundled `sandbox/main.ts`), in memory on a free port,
 * and hands the URL it prints to the tests through the environment.
 */
export default async function globalSetup() {
  execFileSync(process.execPath, ['scripts/build-sandbox.mjs'], { stdio: 'inherit' });
  const child = spawn(
    process.execPath,
    ['build/sandbox/main.mjs', '--memory', '--port', '0', '--static', 'dist'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const appUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sandbox did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open the wallet:\s+(\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}:\n${output}`)));
  }).catch((error: unknown) => {
    child.kill('SIGTERM');
    throw error;
  });
  const baseUrl = new URL(appUrl).origin;
  process.env.SANDBOX_APP_URL = appUrl;
  process.env.SANDBOX_URL = baseUrl;
  return async () => {
    child.kill('SIGTERM');
  };
}
