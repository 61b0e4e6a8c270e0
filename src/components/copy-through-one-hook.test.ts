import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('copying', () => {
  it('goes through components/useCopyText, which falls back where there is no clipboard API', () => {
    const strays = sourceFiles(SRC)
      .filter((path) =>
        /clipboard\s*(\?\.)?\s*\.?\s*writeText|execCommand\(/.test(readFileSync(path, 'utf8')),
      )
      .map((path) => relative(SRC, path));
    expect(strays).toEqual(['components/useCopyText.ts']);
  });
});
