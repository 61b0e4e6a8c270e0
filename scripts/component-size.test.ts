// No component of the app is longer than a screenful or two: past that, one function is doing
// several jobs (measuring, fetching, wording, drawing) and is split into hooks and components.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { componentSizes } from './component-size';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAX_COMPONENT_LINES = 120;
/**
 * Longer for now, with the reason. Send's LNURL-withdraw form is split with the rest of the send
 * flow (issue 10, section 2), not here.
 */
const KNOWN_LONGER: Record<string, string> = {
  'src/features/send/lnurl/LnurlWithdrawForm.tsx WithdrawForm': 'split with the send flow',
};

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return componentFiles(path);
    }
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('component size', () => {
  it('measures a component from its declaration to its last line, wrappers included', () => {
    const text = [
      'export function Short() {',
      '  return null;',
      '}',
      'const Wrapped = memo(function Wrapped() {',
      '  return null;',
      '});',
      'function helper() {}',
    ].join('\n');
    expect(componentSizes('x.tsx', text).map(({ name, lines }) => [name, lines])).toEqual([
      ['Short', 3],
      ['Wrapped', 3],
    ]);
  });

  it(`keeps every component of src/ within ${MAX_COMPONENT_LINES} lines`, () => {
    const tooLong = componentFiles(join(ROOT, 'src'))
      .flatMap((file) => componentSizes(file))
      .map((size) => ({ ...size, file: relative(ROOT, size.file).split('\\').join('/') }))
      .filter((size) => size.lines > MAX_COMPONENT_LINES)
      .filter((size) => !(`${size.file} ${size.name}` in KNOWN_LONGER))
      .map((size) => `${size.file} ${size.name}: ${size.lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
