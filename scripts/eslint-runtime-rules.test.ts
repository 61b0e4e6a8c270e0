// The lint rules of eslint.config.js that keep the code within what preact/compat, the shipped
// runtime, really provides: each snippet goes through the project's own configuration.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

const RUNTIME_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

/** The runtime rules' messages for `code` as if it were the file at `filePath`. */
async function runtimeProblems(code: string, filePath = 'src/features/example/Example.tsx') {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId !== null && RUNTIME_RULES.has(message.ruleId))
    .map((message) => message.message);
}

describe('lint rules for the shipped runtime (preact/compat)', () => {
  it('refuses React APIs preact/compat does not have', async () => {
    const problems = await runtimeProblems(
      [
        "import { use, useActionState, useOptimistic, useEffectEvent, Activity } from 'react';",
        "import { useFormStatus } from 'react-dom';",
        "import { renderToString } from 'react-dom/server';",
        'export { use, useActionState, useOptimistic, useEffectEvent, Activity, useFormStatus, renderToString };',
      ].join('\n'),
    );
    expect(problems.filter((p) => p.includes('Missing from preact/compat'))).toHaveLength(6);
    expect(problems.filter((p) => p.includes('would bundle React DOM'))).toHaveLength(1);
  });

  it('refuses the APIs preact/compat only imitates, also through the default import', async () => {
    const problems = await runtimeProblems(
      [
        "import React from 'react';",
        "import { startTransition, useDeferredValue, useTransition } from 'react';",
        'export function Search() {',
        '  const [isPending] = React.useTransition();',
        '  const optimistic = React.useOptimistic(1);',
        '  startTransition(() => undefined);',
        '  return [isPending, optimistic, useDeferredValue, useTransition];',
        '}',
      ].join('\n'),
    );
    expect(problems.filter((p) => p.includes('no concurrent rendering'))).toHaveLength(3);
    expect(problems.filter((p) => p.includes('Missing from or imitated'))).toHaveLength(2);
  });

  it('refuses ref as a prop of a function component, and accepts forwardRef', async () => {
    const asProp = await runtimeProblems(
      [
        "import type { Ref } from 'react';",
        'interface FieldProps { label: string; ref?: Ref<HTMLInputElement> }',
        'export function Field({ label, ref }: FieldProps) {',
        '  return <input aria-label={label} ref={ref} />;',
        '}',
        'export const Other = (props: FieldProps) => <input ref={props.ref} />;',
      ].join('\n'),
    );
    expect(asProp.filter((p) => p.includes('`ref` as a prop only on React 19'))).toHaveLength(3);

    const forwarded = await runtimeProblems(
      [
        "import { forwardRef } from 'react';",
        'interface FieldProps { label: string }',
        'export const Field = forwardRef<HTMLInputElement, FieldProps>(({ label }, ref) => (',
        '  <input aria-label={label} ref={ref} />',
        '));',
      ].join('\n'),
    );
    expect(forwarded).toEqual([]);
  });

  it('refuses React 19 form actions and hoisted metadata, not their look-alikes', async () => {
    const problems = await runtimeProblems(
      [
        'declare function save(data: FormData): void;',
        'declare function Pay(props: { action: string }): null;',
        'export function Screen() {',
        '  return (',
        '    <>',
        '      <title>Send</title>',
        '      <form action={save} />',
        '      <form action="/search" />',
        '      <Pay action="ok" />',
        '      <svg role="img"><title>QR code</title></svg>',
        '    </>',
        '  );',
        '}',
      ].join('\n'),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('hoists this into <head>');
    expect(problems[1]).toContain('Function form actions are React 19 only');
  });

  it('accepts what the app uses: hooks preact/compat implements, lazy and Suspense', async () => {
    const problems = await runtimeProblems(
      [
        "import { Suspense, lazy, useId, useState, useSyncExternalStore } from 'react';",
        "import { createRoot } from 'react-dom/client';",
        "const Screen = lazy(() => import('./Screen'));",
        'declare const subscribe: (notify: () => void) => () => void;',
        'export function App() {',
        '  const id = useId();',
        '  const [count] = useState(0);',
        '  const online = useSyncExternalStore(subscribe, () => navigator.onLine);',
        '  return <Suspense fallback={<p id={id}>{count}{String(online)}</p>}><Screen /></Suspense>;',
        '}',
        'createRoot(document.body).render(<App />);',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });

  it('keeps rendering tests in .test.tsx files, the ones that also run on preact/compat', async () => {
    const code = "import { render } from '@testing-library/react';\nexport { render };";
    const inTs = await runtimeProblems(code, 'src/features/example/example.test.ts');
    expect(inTs).toEqual([expect.stringContaining('is a .test.tsx file')]);
    expect(await runtimeProblems(code, 'src/features/example/Example.test.tsx')).toEqual([]);
    expect(await runtimeProblems(code, 'integration/example.integration.test.ts')).toHaveLength(1);
  });

  it('asks for query options from a factory, and accepts them spread with extras', async () => {
    const inPlace = await runtimeProblems(
      [
        "import { useQuery, useQueryClient } from '@tanstack/react-query';",
        "import { getWallet } from '@/api/core';",
        "import { walletKeys } from '@/api/keys';",
        'export function useInfo(wallet: { id: string }) {',
        '  void useQueryClient().fetchQuery({ queryKey: walletKeys.info(wallet.id), queryFn: () => 1 });',
        '  return useQuery({ queryKey: walletKeys.info(wallet.id), queryFn: () => getWallet(wallet as never) });',
        '}',
      ].join('\n'),
    );
    expect(inPlace.filter((p) => p.includes('from a factory'))).toHaveLength(2);
    const spread = await runtimeProblems(
      [
        "import { useQuery } from '@tanstack/react-query';",
        "import { walletQueries } from '@/api/queries';",
        'export function useInfo(wallet: { id: string; serverUrl: string; key: string }) {',
        '  return useQuery({ ...walletQueries.info(wallet), refetchInterval: 5_000 });',
        '}',
      ].join('\n'),
    );
    expect(spread).toEqual([]);
  });
});
