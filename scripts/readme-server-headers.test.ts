// The README's server snippets (nginx, Caddy, a `_headers` file) are what people copy to serve
// the app: each must send every security header the sandbox sends, and HSTS, which only a server
// on https can (the sandbox serves plain http on this machine).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXED_SECURITY_HEADERS } from '../sandbox/app-page.ts';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The first fenced block after `marker` in the README. */
function blockAfter(marker: string): string {
  const at = README.indexOf(marker);
  expect(at, `README mentions ${marker}`).toBeGreaterThan(-1);
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(README.slice(at));
  expect(block, `a code block after ${marker}`).not.toBeNull();
  return block![1]!;
}

const SNIPPETS = {
  nginx: blockAfter('nginx (`add_header`'),
  Caddy: blockAfter('Caddy:'),
  _headers: blockAfter('Netlify or Cloudflare Pages'),
};

describe('the README’s server snippets', () => {
  for (const [server, text] of Object.entries(SNIPPETS)) {
    it(`${server} sends HSTS and every header the sandbox sends`, () => {
      const lower = text.toLowerCase();
      expect(lower).toMatch(/strict-transport-security:? "?max-age=\d{8,}/);
      for (const name of [...Object.keys(FIXED_SECURITY_HEADERS), 'content-security-policy']) {
        expect(lower, `${server}: ${name}`).toContain(name);
      }
    });
  }
});
