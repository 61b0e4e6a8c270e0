// `npm run lint` runs dependency-cruiser with this rule: no import circles, anywhere in the
// project, type-only and lazy imports included. A file that needs a constant or a type from a
// neighbour that needs it back shows that the shared thing belongs a floor down
// (docs/architecture.md). The floors themselves are an ESLint rule (scripts/eslint-floors.mjs).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle: move what both sides need into a module of its own, a floor down.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|test-results)/' },
    // Type-only imports are imports too: a type both sides need belongs below both.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts'] },
  },
};
