// Setup of the "preact" Vitest project (vitest.config.ts). The project's resolve aliases move the
// app's own imports of react and react-dom to preact/compat, but @testing-library/react is
// CommonJS: Node loads it as it is, and its require('react-dom') calls never meet those aliases.
// Left alone it would render Preact elements with React DOM. This sends those require calls to
// the same ES module files the aliased imports load (Node ≥ 20.19 can require an ES module, and
// both ways share one module instance), so the tests and the app see one runtime, as the built
// app does.
import Module, { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
// Preact's development checks (undefined components, hooks outside a component, bad children…),
// the counterpart of the React development build the "react" project runs on.
import 'preact/debug';
import { PREACT_COMPAT_ALIASES } from './preact-compat.ts';

interface ModuleInternals {
  _resolveFilename(request: string, ...rest: unknown[]): string;
}

const require = createRequire(import.meta.url);
const preactDir = dirname(require.resolve('preact/package.json'));
const preactExports = (
  JSON.parse(readFileSync(join(preactDir, 'package.json'), 'utf8')) as {
    exports: Record<string, { import?: string }>;
  }
).exports;

/** The file `import '<replacement>'` loads, e.g. preact/compat → …/preact/compat/dist/compat.mjs. */
function esmFile(replacement: string): string {
  const subpath = `.${replacement.slice('preact'.length)}`;
  const file = preactExports[subpath]?.import;
  if (!file) {
    throw new Error(`preact has no ES module export "${subpath}"`);
  }
  return join(preactDir, file);
}

const redirects = PREACT_COMPAT_ALIASES.map(({ find, replacement }) => ({
  find,
  file: esmFile(replacement),
}));

const internals = Module as unknown as ModuleInternals;
const installed = Symbol.for('pocketbits.preactRequireRedirect');
const scope = globalThis as { [installed]?: true };
// A worker can run several test files; the setup runs for each of them.
if (!scope[installed]) {
  scope[installed] = true;
  const resolveFilename = internals._resolveFilename;
  internals._resolveFilename = function (request, ...rest) {
    const redirect = redirects.find(({ find }) =>
      typeof find === 'string' ? find === request : find.test(request),
    );
    return resolveFilename.call(this, redirect ? redirect.file : request, ...rest);
  };
}
