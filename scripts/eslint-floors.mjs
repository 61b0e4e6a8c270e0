// An ESLint rule for the floors of src/ (README, "Layout"): imports only point down, and a feature
// imports no other feature. no-restricted-imports cannot say this: it matches import strings
// without resolving them, so `../send/x` from one folder and `../../send/x` from a subfolder need
// different patterns, and it never sees `import()` (the lazy imports that split the app's chunks).
// This rule resolves `@/` and relative specifiers to a folder of src/ and compares floors.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Lowest first: a module may import its own floor and those below it. */
const FLOORS = ['lib', 'api', 'components', 'session', 'features', 'app'];
const ORDER = FLOORS.slice().reverse().join(' → ');

/** The floor (and feature) of a path, or null outside src/. Entry files like main.tsx compose as app/ does. */
function locate(file) {
  const relative = path.relative(SRC, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    return null;
  }
  const [top, feature] = relative.split(path.sep);
  // The translation catalogs are data with no imports: any floor may load them (session/i18n/i18n.ts).
  if (top === 'locales') {
    return { floor: 'lib', feature: null };
  }
  if (!FLOORS.includes(top)) {
    return { floor: 'app', feature: null };
  }
  return { floor: top, feature: top === 'features' ? (feature ?? null) : null };
}

/** @type {import('eslint').Rule.RuleModule} */
export const floorsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports in src/ point down a floor, and a feature imports no other.' },
    schema: [],
    messages: {
      up: '{{from}}/ may not import {{to}}/: imports only point down ({{order}}).',
      crossFeature:
        'features/{{from}} may not import features/{{to}}: a feature imports no other feature. Share it through src/session/ or lib/, hand a task over by navigation (lib/paths), or compose the two in src/app/.',
    },
  },
  create(context) {
    const here = locate(context.filename);
    if (!here) {
      return {};
    }
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') {
        return;
      }
      const bare = specifier.split('?')[0];
      let target;
      if (bare.startsWith('@/')) {
        target = path.join(SRC, bare.slice(2));
      } else if (bare.startsWith('.')) {
        target = path.resolve(path.dirname(context.filename), bare);
      } else {
        return; // a package
      }
      const there = locate(target);
      if (!there) {
        return;
      }
      if (FLOORS.indexOf(there.floor) > FLOORS.indexOf(here.floor)) {
        context.report({
          node,
          messageId: 'up',
          data: { from: here.floor, to: there.floor, order: ORDER },
        });
      } else if (
        here.floor === 'features' &&
        there.floor === 'features' &&
        there.feature !== here.feature
      ) {
        context.report({
          node,
          messageId: 'crossFeature',
          data: { from: here.feature, to: there.feature ?? '' },
        });
      }
    };
    const fromSource = (node) => {
      if (node.source) {
        check(node.source, node.source.value);
      }
    };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') {
          check(node.source, node.source.value);
        }
      },
      // `typeof import('…')` in a type.
      TSImportType(node) {
        const literal = node.argument?.literal;
        if (literal?.type === 'Literal') {
          check(literal, literal.value);
        }
      },
    };
  },
};
