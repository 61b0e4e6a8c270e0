import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePolicy } from '../src/lib/content-security-policy.ts';
import { inlineScriptHashes, withContentSecurityPolicy } from './content-security-policy-plugin.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

const BUILT_LIKE = `<!doctype html>
<html lang="en">
  <head>
    <script>preload()</script>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width" />
    <meta name="referrer" content="no-referrer" />
    <title>Pocketbits</title>
    <script>
      theme();
    </script>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

function policyOf(html: string) {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  expect(content).toBeDefined();
  return parsePolicy(content!);
}

describe('withContentSecurityPolicy', () => {
  it('allows each inline script by the hash of its exact text, and no script by source', () => {
    const html = withContentSecurityPolicy(BUILT_LIKE);
    expect(policyOf(html).get('script-src')).toEqual([
      "'self'",
      `'sha256-${sha256('preload()')}'`,
      `'sha256-${sha256('\n      theme();\n    ')}'`,
    ]);
  });

  it('puts charset, policy and referrer policy first in <head>, before any script', () => {
    const html = withContentSecurityPolicy(BUILT_LIKE);
    const head = html.slice(html.indexOf('<head>'));
    const firstScript = head.indexOf('<script');
    const charset = head.indexOf('<meta charset="UTF-8" />');
    const policy = head.indexOf('<meta http-equiv="Content-Security-Policy"');
    const referrer = head.indexOf('<meta name="referrer" content="no-referrer" />');
    expect(charset).toBeGreaterThan(0);
    expect(charset).toBeLessThan(policy);
    expect(policy).toBeLessThan(referrer);
    expect(referrer).toBeLessThan(firstScript);
    // Moved, not copied.
    expect(html.match(/<meta charset/g)).toHaveLength(1);
    expect(html.match(/<meta name="referrer"/g)).toHaveLength(1);
    // Nothing else changed: the scripts are byte for byte what was hashed.
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(BUILT_LIKE));
  });

  it('refuses a page without the referrer policy rather than ship it', () => {
    expect(() =>
      withContentSecurityPolicy(BUILT_LIKE.replace(/<meta name="referrer"[^>]*>/, '')),
    ).toThrow(/referrer/);
  });

  it('hashes the theme script of the real index.html', () => {
    const source = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    const themeScript = /<script>([\s\S]*?)<\/script>/.exec(source)![1]!;
    expect(themeScript).toContain('prefers-color-scheme');
    const html = withContentSecurityPolicy(source);
    expect(policyOf(html).get('script-src')).toContain(`'sha256-${sha256(themeScript)}'`);
  });
});
