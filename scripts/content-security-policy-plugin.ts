// A Vite build plugin: the built index.html carries the app's Content-Security-Policy as a <meta>
// tag, so it holds on any static host, even one that sends no headers. Build only: the dev
// server's HMR client injects inline script and opens its own websocket.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { metaPolicy } from '../src/lib/content-security-policy.ts';

const CHARSET = /[ \t]*<meta charset="[^"]*"\s*\/?>\n?/i;
const REFERRER = /[ \t]*<meta name="referrer" content="no-referrer"\s*\/?>\n?/i;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The base64 SHA-256 of each inline script's text, exactly as a browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) =>
    createHash('sha256').update(match[1]!, 'utf8').digest('base64'),
  );
}

/**
 * Puts the policy and the referrer policy at the top of <head>, right after the charset: a policy
 * in a <meta> governs only what comes after it, and the referrer policy must be in force before
 * any script or preload can make a request. The inline scripts (the theme before first paint and
 * the route preloader) stay inline, allowed by their hashes: as files they would each cost a
 * blocking request before the first screen, and a hash computed here from the final text cannot
 * go stale. Any other inline script, injected by a host, a proxy or an attacker, is refused.
 */
export function withContentSecurityPolicy(html: string): string {
  const charset = CHARSET.exec(html);
  const referrer = REFERRER.exec(html);
  if (!charset || !referrer || !html.includes('<head>')) {
    throw new Error(
      'content-security-policy: index.html needs <head>, <meta charset> and <meta name="referrer" content="no-referrer">',
    );
  }
  const policy = metaPolicy(inlineScriptHashes(html));
  const top = [
    charset[0].trim(),
    `<meta http-equiv="Content-Security-Policy" content="${policy}" />`,
    referrer[0].trim(),
  ]
    .map((tag) => `    ${tag}\n`)
    .join('');
  return html
    .replace(CHARSET, '')
    .replace(REFERRER, '')
    .replace('<head>', `<head>\n${top.trimEnd()}`);
}

export function contentSecurityPolicy(): Plugin {
  return {
    name: 'pocketbits-content-security-policy',
    apply: 'build',
    // After every other plugin's post hook (the route preloader adds an inline script), so every
    // inline script is in the HTML when the hashes are taken: list this plugin last.
    transformIndexHtml: { order: 'post', handler: withContentSecurityPolicy },
  };
}
