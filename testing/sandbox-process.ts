// The sandbox as a process of its own, the way `npm start` and `npm run sandbox` run it, for the
// tests, the end-to-end set-up and the benchmarks: always in memory, ready once it prints that it
// listens, with what it printed at hand.
import { spawn, type ChildProcess } from 'node:child_process';

export interface SandboxProcess {
  child: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output: () => string;
  /** The value printed after `label` on start ("LNbits API:" → its URL), if it printed one. */
  line: (label: string) => string | undefined;
  /** The server's origin (from "LNbits API:"). */
  origin: string;
  stop: () => void;
}

export interface SandboxProcessOptions {
  /** `true`: run sandbox/main.ts with tsx (no build needed); default: the bundled build. */
  fromSource?: boolean;
  timeoutMs?: number;
  /** Added to this process's environment (a secret stays out of the argument list that way). */
  env?: Record<string, string>;
}

const READY = 'Press Ctrl+C to stop.';

/** Starts the sandbox with `args` (after `--memory`) and resolves once it is listening. */
export async function startSandboxProcess(
  args: readonly string[],
  { fromSource = false, timeoutMs = 60_000, env }: SandboxProcessOptions = {},
): Promise<SandboxProcess> {
  const entry = fromSource ? ['--import', 'tsx', 'sandbox/main.ts'] : ['build/sandbox/main.mjs'];
  const child = spawn(process.execPath, [...entry, '--memory', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: env ? { ...process.env, ...env } : process.env,
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the sandbox did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited with ${code}:\n${output}`));
    });
  });
  const line = (label: string) => new RegExp(`${label}\\s+(\\S+)`).exec(output)?.[1];
  return {
    child,
    output: () => output,
    line,
    origin: line('LNbits API:')!.replace(/\/api\/v1$/, ''),
    stop: () => child.kill('SIGTERM'),
  };
}
