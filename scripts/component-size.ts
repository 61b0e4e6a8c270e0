// How long each component of src/ is, read with the TypeScript parser: a component is a function
// whose name starts with a capital, declared with `function` or as a `const` arrow or function
// (memo and forwardRef wrappers included). Pure: returns numbers, decides nothing.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface ComponentSize {
  file: string;
  name: string;
  lines: number;
}

export function componentSizes(file: string, text = readFileSync(file, 'utf8')): ComponentSize[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const sizes: ComponentSize[] = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const visit = (node: ts.Node) => {
    let name: string | undefined;
    if (ts.isFunctionDeclaration(node) && node.name) {
      name = node.name.text;
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) ||
        ts.isFunctionExpression(node.initializer) ||
        ts.isCallExpression(node.initializer))
    ) {
      name = node.name.text;
    }
    if (name && /^[A-Z]/.test(name)) {
      sizes.push({ file, name, lines: lineOf(node.getEnd()) - lineOf(node.getStart()) + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sizes;
}
