// The boundaries of src/ as eslint.config.js enforces them: each snippet goes through the
// project's own configuration as if it were the file at the path given.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

async function problems(code: string, filePath: string, ruleId: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}

const floorProblems = (code: string, filePath: string) =>
  problems(code, filePath, 'pocketbits/floors');

describe('floors: imports point down, and a feature imports no other feature', () => {
  it('refuses a feature importing another, by alias, relative path, re-export or import()', async () => {
    expect(
      await floorProblems(
        "import { SendScreen } from '@/features/send/SendScreen';\nexport { SendScreen };",
        'src/features/home/Example.tsx',
      ),
    ).toEqual([expect.stringContaining('features/home may not import features/send')]);
    expect(
      await floorProblems(
        "export { HomeScreen } from '../../home/HomeScreen';",
        'src/features/send/lnurl/Example.tsx',
      ),
    ).toEqual([expect.stringContaining('features/send may not import features/home')]);
    expect(
      await floorProblems(
        "export const Panel = () => import('@/features/history');",
        'src/features/receive/Example.tsx',
      ),
    ).toEqual([expect.stringContaining('features/receive may not import features/history')]);
    expect(
      await floorProblems(
        "import type { NwcView } from '../nwc/types';\nexport type { NwcView };",
        'src/features/more/Example.ts',
      ),
    ).toEqual([expect.stringContaining('features/more may not import features/nwc')]);
  });

  it('accepts a feature importing itself, the session and the floors below', async () => {
    const code = [
      "import { isCommitted } from '../payment-machine';",
      "import { useFiatRate } from '@/session';",
      "import { Button } from '@/components/ui/Button';",
      "import { walletKeys } from '@/api/keys';",
      "import { paths } from '@/lib/paths';",
      "import { useQuery } from '@tanstack/react-query';",
      "const Flow = () => import('./LnurlFlow');",
      'export { isCommitted, useFiatRate, Button, walletKeys, paths, useQuery, Flow };',
    ].join('\n');
    expect(await floorProblems(code, 'src/features/send/lnurl/Example.tsx')).toEqual([]);
  });

  it('refuses imports that point up: session to a feature, anything below to app', async () => {
    expect(
      await floorProblems(
        "export { ManageWallets } from '@/features/wallets/ManageWallets';",
        'src/session/Example.tsx',
      ),
    ).toEqual([expect.stringContaining('session/ may not import features/')]);
    expect(
      await floorProblems("export { useActiveWallet } from '../session';", 'src/components/X.tsx'),
    ).toEqual([expect.stringContaining('components/ may not import session/')]);
    expect(
      await floorProblems("export { AppRoutes } from '@/app/router';", 'src/features/home/X.tsx'),
    ).toEqual([expect.stringContaining('features/ may not import app/')]);
    expect(
      await floorProblems("export { ApiError } from '@/api/http';", 'src/lib/example.ts'),
    ).toEqual([expect.stringContaining('lib/ may not import api/')]);
  });

  it('lets any floor load the translation catalogs in src/locales', async () => {
    const code = "export const load = () => import('@/locales/de/messages.po');";
    expect(await floorProblems(code, 'src/session/Example.ts')).toEqual([]);
    expect(await floorProblems(code, 'src/lib/example.ts')).toEqual([]);
  });

  it('lets src/app compose features', async () => {
    const code = [
      "import { SettingsScreen } from '@/features/settings/SettingsScreen';",
      "import { ManageWallets } from '@/features/wallets/ManageWallets';",
      'export { SettingsScreen, ManageWallets };',
    ].join('\n');
    expect(await floorProblems(code, 'src/app/Example.tsx')).toEqual([]);
  });
});

describe('query keys come from src/api/keys.ts', () => {
  it('refuses a key written in place', async () => {
    const code = [
      "import { useQuery, useQueryClient } from '@tanstack/react-query';",
      "import { serverKeys } from '@/api/keys';",
      'export function useFaucet() {',
      '  const client = useQueryClient();',
      "  client.setQueryData(['faucet'], 1);",
      "  const queryKey = ['faucet', 2];",
      "  return useQuery({ queryKey: [...serverKeys.all(''), 'faucet'], queryFn: () => queryKey });",
      '}',
    ].join('\n');
    const found = await problems(code, 'src/features/home/Example.ts', 'no-restricted-syntax');
    expect(found.filter((p) => p.includes('src/api/keys.ts'))).toHaveLength(3);
    // And the key is written beside its fetcher: options come from a factory (api/queries.ts).
    expect(found.filter((p) => p.includes('from a factory'))).toHaveLength(1);
  });

  it('accepts keys from the factories, through query options', async () => {
    const code = [
      "import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';",
      "import { serverKeys } from '@/api/keys';",
      "import { serverQueries } from '@/api/queries';",
      "const faucetQuery = () => queryOptions({ queryKey: serverKeys.sandboxFaucet(''), queryFn: () => 1 });",
      'export const useFaucet = () => useQuery({ ...serverQueries.sandboxFaucet(), enabled: true });',
      'export const useOther = () => useQuery(faucetQuery());',
      "export const useDrop = () => useQueryClient().invalidateQueries({ queryKey: serverKeys.all('') });",
    ].join('\n');
    expect(await problems(code, 'src/features/home/Example.ts', 'no-restricted-syntax')).toEqual(
      [],
    );
  });
});
