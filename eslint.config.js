import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { floorsRule } from './scripts/eslint-floors.mjs';

/**
 * The built app runs on preact/compat (scripts/preact-compat.ts), while development and the
 * "react" Vitest project run React 19. These React APIs are missing from preact/compat 10 (the
 * import is undefined in the build, so the screen breaks only in production) or exist there in
 * name only; compared export by export with react and react-dom 19.
 */
const PREACT_COMPAT_MISSING = {
  react: [
    'use',
    'useActionState',
    'useOptimistic',
    'useEffectEvent',
    'cache',
    'cacheSignal',
    'captureOwnerStack',
    'addTransitionType',
    'unstable_useCacheRefresh',
    'Activity',
    'ViewTransition',
    'Profiler',
    'act',
  ],
  'react-dom': [
    'useFormStatus',
    'useFormState',
    'requestFormReset',
    'preconnect',
    'prefetchDNS',
    'preinit',
    'preinitModule',
    'preload',
    'preloadModule',
  ],
  'react-dom/client': ['version'],
};
/**
 * Present in preact/compat but faked: Preact has no concurrent rendering, so startTransition
 * calls its callback at once (the update is as urgent as any other: nothing is held back or
 * interrupted), useTransition's isPending is always false, useDeferredValue returns its argument,
 * and useInsertionEffect is useLayoutEffect (after the DOM changes, not before).
 */
const PREACT_COMPAT_FAKED = [
  'startTransition',
  'useTransition',
  'useDeferredValue',
  'useInsertionEffect',
];
const SHIPPED_RUNTIME_NOTE = 'the built app runs on preact/compat (scripts/preact-compat.ts)';

const runtimeImportPaths = [
  ...Object.entries(PREACT_COMPAT_MISSING).map(([name, importNames]) => ({
    name,
    importNames,
    message: `Missing from preact/compat: ${SHIPPED_RUNTIME_NOTE} and would get undefined.`,
  })),
  {
    name: 'react',
    importNames: PREACT_COMPAT_FAKED,
    message: `Only imitated by preact/compat, which has no concurrent rendering: ${SHIPPED_RUNTIME_NOTE}. Write the plain update or effect.`,
  },
];
const runtimeImportPatterns = [
  {
    // Only react-dom and react-dom/client are aliased: any other entry would bundle React DOM.
    group: ['react-dom/*', '!react-dom/client'],
    message: `Not aliased to preact/compat: ${SHIPPED_RUNTIME_NOTE} and would bundle React DOM beside it.`,
  },
];
const sandboxImportPattern = {
  group: ['**/sandbox/**', '../sandbox/*'],
  message: 'src/ never imports sandbox/.',
};

const REACT_NAMESPACE_ONLY_IN_REACT = [...PREACT_COMPAT_MISSING.react, ...PREACT_COMPAT_FAKED].join(
  '|',
);
/** What the imports above cannot see. */
const runtimeSyntax = [
  {
    selector: `MemberExpression[object.name=/^React(DOM)?$/][property.name=/^(${REACT_NAMESPACE_ONLY_IN_REACT})$/]`,
    message: `Missing from or imitated by preact/compat: ${SHIPPED_RUNTIME_NOTE}.`,
  },
  // React 19 passes `ref` to a function component as a prop; Preact keeps it off the props unless
  // the component is wrapped in forwardRef, so the ref would stay null in the built app only.
  {
    selector:
      ':matches(FunctionDeclaration[id.name=/^[A-Z]/], VariableDeclarator[id.name=/^[A-Z]/] > :function, VariableDeclarator[id.name=/^[A-Z]/] > CallExpression > :function) > ObjectPattern:first-child > Property[key.name="ref"]',
    message: `A component gets \`ref\` as a prop only on React 19; ${SHIPPED_RUNTIME_NOTE}: take it as forwardRef's second argument.`,
  },
  {
    selector: 'MemberExpression[object.name="props"][property.name="ref"]',
    message: `A component gets \`ref\` as a prop only on React 19; ${SHIPPED_RUNTIME_NOTE}: take it as forwardRef's second argument.`,
  },
  {
    selector:
      ':matches(TSInterfaceDeclaration[id.name=/Props$/], TSTypeAliasDeclaration[id.name=/Props$/]) TSPropertySignature[key.name="ref"]',
    message: `A component gets \`ref\` as a prop only on React 19; ${SHIPPED_RUNTIME_NOTE}: use forwardRef.`,
  },
  // React 19 form actions: Preact would write the function into the action attribute.
  {
    selector:
      'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(action|formAction)$/][value.type="JSXExpressionContainer"]',
    message: `Function form actions are React 19 only; ${SHIPPED_RUNTIME_NOTE}: handle onSubmit.`,
  },
  // React 19 moves <title>, <meta> and <link> rendered anywhere into <head>; Preact leaves them
  // where they are, in the body. (An SVG's <title> is its accessible name and stays.)
  {
    selector:
      'JSXElement:matches([openingElement.name.name="meta"], [openingElement.name.name="link"], [openingElement.name.name="title"]):not(JSXElement[openingElement.name.name="svg"] JSXElement)',
    message: `React 19 hoists this into <head>, Preact does not; ${SHIPPED_RUNTIME_NOTE}: set it on document.head or in index.html.`,
  },
  // preact/compat's createRoot takes no options (onUncaughtError, identifierPrefix…): ignored.
  {
    selector: 'CallExpression[callee.name="createRoot"][arguments.length>1]',
    message: `preact/compat's createRoot ignores its options; ${SHIPPED_RUNTIME_NOTE}.`,
  },
];
/**
 * Every query key comes from src/api/keys.ts, whose factories start each key with its wallet or
 * server: a key written in place can miss that prefix, and then removing a wallet leaves it behind.
 */
const queryKeySyntax = [
  {
    // Options come from a factory (api/queries.ts, or a `queryOptions(...)` beside a resource
    // that lives above api/): a key written beside its fetcher at the call site can be paired
    // with the wrong fetcher, or differ from the one another screen reads.
    selector:
      'CallExpression:matches([callee.name=/^use(Suspense)?Query$/], [callee.property.name=/^(fetchQuery|prefetchQuery|ensureQueryData)$/]) > ObjectExpression > Property[key.name="queryKey"]',
    message:
      'Take query options from a factory: spread walletQueries/serverQueries (api/queries.ts) or a queryOptions(...) beside the resource, then add what is yours.',
  },
  {
    selector:
      ':matches(Property[key.name=/^(queryKey|mutationKey)$/], VariableDeclarator[id.name=/[qQ]ueryKey$/]) > ArrayExpression',
    message: 'Build query keys with walletKeys or serverKeys (src/api/keys.ts).',
  },
  {
    selector:
      'CallExpression[callee.property.name=/^(getQueryData|setQueryData|getQueryState)$/] > ArrayExpression:first-child',
    message: 'Build query keys with walletKeys or serverKeys (src/api/keys.ts).',
  },
];
/**
 * Tests that render components or hooks are .test.tsx files: vitest.config.ts runs exactly those
 * on preact/compat as well, so a rendering test in a .ts file would be tested on React only.
 */
const renderingInTsTestPattern = {
  group: ['react', 'react-dom', 'react-dom/*', '@testing-library/react'],
  message:
    'A test that renders is a .test.tsx file, so it also runs on preact/compat (vitest.config.ts).',
};

/**
 * Pure modules the sandbox (Node, no Lingui macro) imports too: they keep their English messages
 * for logs and the sandbox, and each carries a code (`fail('amount', …)`, NwcUriProblem…) that the
 * screen showing it maps to a translated message. Never translated in place.
 */
const SHARED_WITH_SANDBOX = [
  'src/lib/bolt11.ts',
  'src/lib/bolt11-decode.ts',
  'src/lib/lnurl/*.ts',
  'src/lib/lnurl-auth.ts',
  'src/lib/nwc.ts',
  'src/lib/nwc-uri.ts',
];

/**
 * A literal a person could read, in JSX text or in a string, fails unless it goes through Lingui
 * (t``, <Trans>, msg``, plural). What is code rather than words passes: see each list.
 */
const unlocalizedStrings = [
  'error',
  {
    ignore: [
      // One token without a space that is not a capitalised word: ids, keys, CSS classes, paths,
      // URLs, MIME types, event names, units in code ('sat', 'sats', 'BTC'), 'en-US'.
      '^(?![A-Z][a-z])\\S+$',
      // Upper-case codes and constants: 'USD', 'BOLT11', 'EXPIRED'.
      '^[A-Z0-9_.:-]+$',
      // Tailwind class lists: lower-case tokens, at least one with a dash ('bg-zinc-100 text-sm').
      '^(?=.*-)[a-z0-9:/\\[\\]().%_!&>*=#-]+( [a-z0-9:/\\[\\]().%_!&>*=#-]+)+$',
      // Lingui's own descriptor text is read from its `message`; the brand stays as it is.
      '^Pocketbits$',
    ],
    ignoreNames: [
      // Attributes and properties that hold code, never words.
      {
        regex: { pattern: '^(className|class|id|key|name|type|role|href|to|src|rel|target|lang)$' },
      },
      {
        regex: {
          pattern:
            '^(data-|aria-(controls|describedby|labelledby|live|current|haspopup|hidden|invalid|expanded|pressed|selected|checked))',
        },
      },
      {
        regex: {
          pattern:
            '^(autoComplete|inputMode|enterKeyHint|autoCapitalize|spellCheck|pattern|method|encType|accept|capture|mode|variant|size|tone|kind|status|unit|denomination|theme|as|dir|form|htmlFor|viewBox|d|fill|stroke|strokeWidth|strokeLinecap|strokeLinejoin|xmlns)$',
        },
      },
      // Constants by convention (SCREAMING_CASE), and class names / CSS in code.
      { regex: { pattern: '^[A-Z0-9_]+$' } },
      {
        regex: {
          pattern:
            '(Class|ClassName|Classes|Key|Keys|Id|Ids|Path|Url|Href|Type|Mode|Status|Kind|Name|Test|TestId)$',
        },
      },
    ],
    ignoreFunctions: [
      // Messages for developers and logs, never shown on a screen as they are.
      'console.*',
      'super',
      'Error',
      'TypeError',
      'RangeError',
      'assert*',
      // DOM and platform APIs taking selectors, event names, keys.
      '*.querySelector',
      '*.querySelectorAll',
      '*.addEventListener',
      '*.removeEventListener',
      '*.getItem',
      '*.setItem',
      '*.removeItem',
      '*.setAttribute',
      '*.getAttribute',
      '*.matchMedia',
      'matchMedia',
      '*.get',
      '*.has',
      '*.set',
      '*.delete',
      '*.append',
      '*.startsWith',
      '*.endsWith',
      '*.includes',
      '*.split',
      '*.join',
      '*.replace',
      '*.replaceAll',
      '*.padStart',
      '*.toLocaleString',
      'Intl.*',
      'new Intl.*',
      'URL',
      'URLSearchParams',
      'Symbol.for',
      'cx',
      'utf8',
      'import',
      'require',
      'useQuery',
      'useMutation',
    ],
    useTsTypes: false,
  },
];

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', '.sandbox', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      curly: ['error', 'all'],
      eqeqeq: ['error', 'smart'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': [
        'error',
        {
          paths: runtimeImportPaths,
          patterns: [sandboxImportPattern, ...runtimeImportPatterns],
        },
      ],
      'no-restricted-syntax': ['error', ...runtimeSyntax, ...queryKeySyntax],
    },
  },
  {
    // Every word on a screen goes through Lingui (docs/i18n.md). Tests and the wire (api/, whose
    // server errors reach a screen only through components/describe-error.ts) are exempt, and so
    // are the folders listed above until they are converted.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/api/**', 'src/**/fixtures/**', ...SHARED_WITH_SANDBOX],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': unlocalizedStrings,
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-single-tag-to-translate': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-expression-in-message': 'error',
    },
  },
  {
    // Floors: app → features → session → components → api → lib, and no feature imports another
    // (scripts/eslint-floors.mjs). A rule of its own, so no block below replaces it.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { pocketbits: { rules: { floors: floorsRule } } },
    rules: { 'pocketbits/floors': 'error' },
  },
  {
    // Primitives draw; they know nothing of the wire. Whatever needs ApiError (the error
    // presenter) lives one step up, in src/components/. (A later block replaces the rule for its
    // files, so the runtime restrictions are repeated here.)
    files: ['src/components/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: runtimeImportPaths,
          patterns: [
            sandboxImportPattern,
            ...runtimeImportPatterns,
            { group: ['@/api/*', '**/api/*'], message: 'ui/ primitives do not know the wire.' },
          ],
        },
      ],
    },
  },
  {
    files: ['integration/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: runtimeImportPaths, patterns: runtimeImportPatterns },
      ],
      'no-restricted-syntax': ['error', ...runtimeSyntax, ...queryKeySyntax],
    },
  },
  {
    files: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [sandboxImportPattern, renderingInTsTestPattern] },
      ],
    },
  },
  {
    files: ['integration/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [renderingInTsTestPattern] }] },
  },
  {
    files: ['src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sandboxImportPattern,
            { group: ['react', 'react-dom', '@tanstack/*'], message: 'lib/ stays free of React.' },
          ],
        },
      ],
    },
  },
  {
    // api/ makes each resource's query options (api/queries.ts) with TanStack Query's
    // `queryOptions`, a typed identity function: nothing else of it, and nothing of React.
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sandboxImportPattern,
            {
              group: ['react', 'react-dom', '@tanstack/*', '!@tanstack/react-query'],
              message: 'api/ stays free of React.',
            },
            {
              group: ['@tanstack/react-query'],
              allowImportNames: ['queryOptions'],
              message: 'api/ takes only queryOptions from TanStack Query (api/queries.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Every spec takes test and expect from e2e/fixtures.ts, which fails a test on any
    // Content-Security-Policy violation; one imported from Playwright would run unwatched.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                'Import from ./fixtures.ts: its test fails on any Content-Security-Policy violation.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests wait for what they mean, never for a length of time: that something did not happen is
    // read after a positive signal that the app (or server) finished, and a time either flakes on
    // a busy machine or slows every run.
    files: [
      'e2e/**/*.ts',
      'engines/**/*.ts',
      'integration/**/*.{ts,tsx}',
      'sandbox/test/**/*.ts',
      'src/**/*.test.{ts,tsx}',
      'testing/**/*.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait for a state or an event; a fixed wait proves nothing and slows the run.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // `new Promise((resolve) => setTimeout(resolve, ms))`: a sleep.
          selector:
            "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']",
          message:
            'No sleeping in tests: wait for a signal, or move fake timers (vi.useFakeTimers, page.clock, the sandbox clock) on.',
        },
        {
          // A test skipped in a hook still runs its afterEach, on state its beforeEach never made.
          selector:
            "CallExpression[callee.object.name='test'][callee.property.name=/^(beforeEach|beforeAll)$/] CallExpression[callee.name='requiresSandbox']",
          message: 'Call requiresSandbox in the describe body (or the test), not in a hook.',
        },
      ],
    },
  },
);
