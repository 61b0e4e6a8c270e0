// What a module brings along when it loads: its static imports and re-exports, followed through
// src/, read with the TypeScript parser. Dynamic `import()` and type-only imports bring nothing
// and are not followed; a package is listed by the specifier it was imported with and not
// entered. Pure: returns sets, decides nothing.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const parsed = new Map<string, string[]>();

/** The runtime specifiers of a module: what loading it loads. */
export function staticImports(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      if (!typesOnly && ts.isStringLiteral(statement.moduleSpecifier)) {
        specifiers.push(statement.moduleSpecifier.text);
      }
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      !(
        statement.exportClause &&
        ts.isNamedExports(statement.exportClause) &&
        statement.exportClause.elements.every((element) => element.isTypeOnly)
      )
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

function resolveInSrc(root: string, from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) {
    return null;
  }
  if (/\.[a-z]+$/.test(base) && existsSync(base)) {
    return base;
  }
  for (const extension of EXTENSIONS) {
    if (existsSync(base + extension)) {
      return base + extension;
    }
  }
  throw new Error(`${relative(root, from)}: cannot resolve ${specifier}`);
}

/**
 * Everything loading `entries` loads: project files as paths relative to `root`, packages by
 * specifier (`@noble/secp256k1`, `virtual:pwa-register`).
 */
export function loadedWith(root: string, entries: readonly string[]): Set<string> {
  const loaded = new Set<string>();
  const queue = entries.map((entry) => join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    const name = relative(root, file);
    if (loaded.has(name)) {
      continue;
    }
    loaded.add(name);
    let specifiers = parsed.get(file);
    if (specifiers === undefined) {
      specifiers = staticImports(file);
      parsed.set(file, specifiers);
    }
    for (const specifier of specifiers) {
      const target = resolveInSrc(root, file, specifier);
      if (target === null) {
        loaded.add(specifier);
      } else if (/\.tsx?$/.test(target)) {
        queue.push(target);
      } else {
        // CSS and catalogs: loaded, not parsed.
        loaded.add(relative(root, target));
      }
    }
  }
  return loaded;
}
