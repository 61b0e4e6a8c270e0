import { bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { findLnurlTarget } from './lnurl-target';

const lnurlOf = (url: string) =>
  bech32.encode('lnurl', bech32.toWords(new TextEncoder().encode(url)), 2000).toUpperCase();

// BOLT-11 spec vector ("Please send $3 for a cup of coffee…", 2500u, mainnet).
const INVOICE =
  'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh';

describe('findLnurlTarget', () => {
  it('finds the LNURL in a bech32 code, as the withdraw screen is handed it', () => {
    const url = 'https://faucet.example.com/withdraw/api/v1/lnurl/abc';
    expect(findLnurlTarget(lnurlOf(url))).toEqual({
      url,
      domain: 'faucet.example.com',
      scanCode: lnurlOf(url),
      onion: false,
      askFirst: false,
    });
    expect(findLnurlTarget(` lightning:${lnurlOf(url).toLowerCase()} `)?.url).toBe(url);
  });

  it('finds a Lightning address, a LUD-17 link, and the LNURL inside a bitcoin: link', () => {
    expect(findLnurlTarget('Alice@Example.com')).toMatchObject({
      scanCode: 'alice@example.com',
      address: 'alice@example.com',
    });
    expect(findLnurlTarget('lnurlw://faucet.example.com/w/1')).toMatchObject({
      url: 'https://faucet.example.com/w/1',
      expected: 'withdraw',
    });
    const url = 'https://faucet.example.com/w/2';
    expect(
      findLnurlTarget(
        `bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?lightning=${lnurlOf(url)}`,
      )?.url,
    ).toBe(url);
  });

  it('is null for an invoice, a login code, anything else, and loopback unless allowed', () => {
    const login = lnurlOf(`https://site.example.com/auth?tag=login&k1=${'c'.repeat(64)}`);
    for (const code of [
      INVOICE,
      login,
      'hello',
      '',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ]) {
      expect(findLnurlTarget(code), code.slice(0, 20)).toBeNull();
    }
    const local = lnurlOf('http://127.0.0.1:5000/withdraw/api/v1/lnurl/x');
    expect(findLnurlTarget(local)).toBeNull();
    expect(findLnurlTarget(local, { allowLoopback: true })?.domain).toBe('127.0.0.1');
  });
});
