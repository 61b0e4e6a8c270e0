import { bech32 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { sendTargetOf } from './send-target';

// BOLT-11 spec vector ("Please send $3 for a cup of coffee…", 2500u, mainnet).
const INVOICE =
  'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh';

const lnurlOf = (url: string) =>
  bech32.encode('lnurl', bech32.toWords(new TextEncoder().encode(url)), 2000).toUpperCase();

describe('sendTargetOf', () => {
  it('is empty for blank text', () => {
    expect(sendTargetOf('  \n')).toEqual({ kind: 'empty' });
  });

  it('sends BOLT-11 in any case and with any lightning: scheme to the invoice flow', () => {
    for (const text of [
      INVOICE,
      INVOICE.toUpperCase(),
      `lightning:${INVOICE}`,
      `LIGHTNING:${INVOICE.toUpperCase()}`,
      `web+lightning:${INVOICE}`,
    ]) {
      expect(sendTargetOf(text), text.slice(0, 20)).toEqual({
        kind: 'invoice',
        invoice: INVOICE,
        fromBip21: false,
      });
    }
  });

  it('takes the Lightning invoice out of a bitcoin: link and says so', () => {
    const target = sendTargetOf(
      `bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.0025&lightning=${INVOICE}`,
    );
    expect(target).toEqual({ kind: 'invoice', invoice: INVOICE, fromBip21: true });
  });

  it('turns a Lightning address into an LNURL target scanned by its address', () => {
    expect(sendTargetOf('Alice@Example.com')).toEqual({
      kind: 'lnurl',
      target: {
        url: 'https://example.com/.well-known/lnurlp/alice',
        domain: 'example.com',
        scanCode: 'alice@example.com',
        address: 'alice@example.com',
        // LUD-16: an address is for paying only; a withdrawal in answer is not used.
        expected: 'pay',
        onion: false,
        askFirst: false,
      },
    });
  });

  it('re-encodes LNURLs for the server and keeps the LUD-17 tag', () => {
    const url = 'https://pay.example.com/lnurlp/abc?x=1';
    const fromBech32 = sendTargetOf(lnurlOf(url).toLowerCase());
    expect(fromBech32).toMatchObject({
      kind: 'lnurl',
      target: { url, domain: 'pay.example.com', scanCode: lnurlOf(url), askFirst: false },
    });
    expect(sendTargetOf('lnurlw://pay.example.com/w/1')).toMatchObject({
      kind: 'lnurl',
      target: { url: 'https://pay.example.com/w/1', expected: 'withdraw' },
    });
    expect(sendTargetOf('https://pay.example.com/lnurlp/abc')).toMatchObject({
      kind: 'lnurl',
      target: { askFirst: true },
    });
  });

  it('accepts loopback codes only when the wallet’s server is on loopback', () => {
    const local = 'http://127.0.0.1:5000/withdraw/api/v1/lnurl/x';
    expect(sendTargetOf(lnurlOf(local))).toMatchObject({ kind: 'notice', tone: 'error' });
    expect(sendTargetOf(lnurlOf(local), { allowLoopback: true })).toMatchObject({
      kind: 'lnurl',
      target: { url: local, domain: '127.0.0.1' },
    });
    expect(sendTargetOf('shop@127.0.0.1:5001', { allowLoopback: true })).toMatchObject({
      kind: 'lnurl',
      target: { address: 'shop@127.0.0.1:5001', scanCode: 'shop@127.0.0.1:5001' },
    });
  });

  it('hands a login code (LNURL-auth) on as entered, however it came', () => {
    const url = `https://site.example.com/auth?tag=login&k1=${'c'.repeat(64)}&action=login`;
    for (const code of [
      lnurlOf(url),
      `lightning:${lnurlOf(url)}`,
      url.replace('https', 'keyauth'),
    ]) {
      expect(sendTargetOf(code), code).toEqual({ kind: 'login', code });
    }
    // A broken or unsafe login code never gets that far.
    for (const code of [
      `https://site.example.com/auth?tag=login&k1=${'c'.repeat(30)}`,
      lnurlOf(`http://site.example.com/auth?tag=login&k1=${'c'.repeat(64)}`),
    ]) {
      expect(sendTargetOf(code).kind, code).toBe('notice');
    }
  });

  it('names what it is when it isn’t something to pay here', () => {
    const cases: [string, RegExp][] = [
      ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', /on-chain Bitcoin address/],
      ['bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=1', /on-chain Bitcoin payment/],
      [
        `nostr+walletconnect://${'a'.repeat(64)}?relay=wss%3A%2F%2Fr.example.com&secret=${'b'.repeat(64)}`,
        /Nostr Wallet Connect/,
      ],
      ['hello', /can’t be used/],
    ];
    for (const [text, title] of cases) {
      const target = sendTargetOf(text);
      expect(target.kind, text).toBe('notice');
      expect(target.kind === 'notice' && target.title, text).toMatch(title);
    }
    const nwc = sendTargetOf(
      `nostr+walletconnect://${'a'.repeat(64)}?relay=wss%3A%2F%2Fr.example.com&secret=${'b'.repeat(64)}`,
    );
    // The secret is never repeated back in the message.
    expect(JSON.stringify(nwc)).not.toContain('b'.repeat(64));
  });

  it('words the classifier’s codes: what the code is, and why it can’t be used', () => {
    expect(sendTargetOf('cashuAeyJ0b2tlbiI6W3sibWludCI6Imh0dHBz')).toEqual({
      kind: 'notice',
      tone: 'error',
      title: 'This is a Cashu token',
      message: 'This is a Cashu ecash token. This wallet cannot receive or pay Cashu tokens.',
    });
    expect(sendTargetOf('ftp://x.com/a')).toMatchObject({
      message:
        "This app can't open “ftp:” links. This doesn't look like a Lightning invoice, LNURL or Lightning address.",
    });
    expect(sendTargetOf('lnbc1 not an invoice')).toMatchObject({
      message: 'The invoice contains characters that cannot appear in one.',
    });
    expect(sendTargetOf('bitcoin:?amount=1&amount=2')).toMatchObject({
      message: 'This Bitcoin payment link is not valid: “amount” appears twice.',
    });
  });
});

describe('an LNbits wallet link pasted into Send', () => {
  it('is named as a link that opens an account, never paid', () => {
    const target = sendTargetOf(
      'https://pay.example.com/wallet?usr=f4cb670d1c3f402bb40be3036fc645c3&wal=1d8cdbac00164c388acd89c1d64f1b63',
    );
    expect(target).toMatchObject({ kind: 'notice', title: 'This is an LNbits wallet link' });
  });
});
