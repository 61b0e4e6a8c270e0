import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LnurlError } from './errors';
import { MAX_METADATA_IMAGE_LENGTH, parsePayMetadata } from './metadata';
import { appendQuery, buildPayCallbackUrl, buildWithdrawCallbackUrl } from './callback-urls';
import { checkPayInvoice, payDescriptionHash } from './invoice-check';
import { decodeLnurl, encodeLnurl, lnurlBech32, lnurlUrlUnchecked } from './codec';
import { decryptAesSuccessAction, parseSuccessAction } from './success-action';
import { isAllowedLnurlUrl } from './urls';
import { isFixedAmount, payAmountRange, withdrawAmountRange } from './amounts';
import {
  lnurlErrorReason,
  mandatoryPayerDataKinds,
  parseLnurlResponse,
  parsePayRequest,
  parseWithdrawRequest,
} from './responses';
import { parsePayCallbackResponse } from './pay-callback';
import type { AesSuccessAction } from './success-action';
import type { LnurlErrorCode } from './errors';

// Vectors: LUD-01's example, LUD-16 addresses, BOLT 11 self-made invoices signed with the spec's
// key, and self-made description hashes and LUD-10 AES cases (docs/lightning-protocols.md).

const LUD01_URL =
  'https://service.com/api?q=3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df';

const LNURL_VECTORS: { lnurl: string; url: string }[] = [
  {
    lnurl:
      'LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS',
    url: LUD01_URL,
  },
  {
    lnurl:
      'lnurl1dp68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefcv5mkvv34x5ekzd3ev56nyd3hxqurzepexejxxepnxscrvwfnv9nxzcn9xq6xyefhvgcxxcmyxymnserxfq5fns',
    url: LUD01_URL,
  },
  {
    lnurl:
      'LNURL1DP68GURN8GHJ7MRWVF5HGUEWV4UXZMTSD3JJUCM0D5HKCMN4WFK8QTMPWP5J7A339AKXUATJDSHKZCNRXYERX2NYD2Y',
    url: 'https://lnbits.example.com/lnurlp/api/v1/lnurl/abc123',
  },
  {
    lnurl:
      'LNURL1DP68GURN8GHJ7MRWVF5HGUEWV4UXZMTSD3JJUCM0D5HHW6T5DPJ8YCTH9ASHQ6F0WCCJ7MRWW4EXCT6C0YMN7ARPVU7HW6T5DPJ8YCTH2FJHZAT9WD6QM4RN3V',
    url: 'https://lnbits.example.com/withdraw/api/v1/lnurl/Xy7?tag=withdrawRequest',
  },
  {
    lnurl:
      'LNURL1DP68GUP69UHKZCNRV3JKVEMGD94XKMRDDEHHQUTJWD682ANH0PUH5V3NXS6NVDMPVF3KGETXVA5XJ6NTD3KKUMMSW9E8XAPWDAHXJMMW9AKXUATJD3CZ7VG2AKSPW',
    url: 'http://abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst.onion/lnurlp/1',
  },
  {
    lnurl:
      'LNURL1DP68GURN8GHJ7UMFW3JJUCM0D5LHGCT884KX7EMFDCNXKVFAV5EXZE3KXG6NGCFCV3NRGVENXGMRGENPXGEKVD3HV43RSVFC8QMRXDTYXY6KXEFC8QEK2WRXVVCRYVPE8QUKGDTX8QEXZEFKVCCNZEFXV93HG6T0DC7KCMM8D9HQETUXUW',
    url: 'https://site.com?tag=login&k1=e2af6254a8df433264fa23f67eb8188635d15ce883e8fc020989d5f82ae6f11e&action=login',
  },
];

const LNURL_REJECT: { lnurl: string; code: LnurlErrorCode; why: string }[] = [
  {
    why: 'mixed case',
    code: 'lnurl',
    lnurl:
      'LNURL1DP68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefcv5mkvv34x5ekzd3ev56nyd3hxqurzepexejxxepnxscrvwfnv9nxzcn9xq6xyefhvgcxxcmyxymnserxfq5fns',
  },
  {
    why: 'bad checksum',
    code: 'lnurl',
    lnurl:
      'LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNQ',
  },
  {
    why: 'http on a public host (http://evil.example.com/lnurlp/x)',
    code: 'url',
    lnurl: 'LNURL1DP68GUP69UHK2ANFDSHX27RPD4CXCEFWVDHK6TMVDE6HYMRS9AUQCEZQUG',
  },
  {
    why: 'javascript: scheme',
    code: 'url',
    lnurl: 'LNURL1DFSHVCTNVDEXJUR58FSKCETJWS5RZ2GZLJV4F',
  },
  {
    why: "hrp 'lnurx'",
    code: 'lnurl',
    lnurl: 'LNURX1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJYA20ND',
  },
];

const LUD06_EXAMPLE = {
  metadata: '[["text/plain", "lorem ipsum blah blah"]]',
  sha256: 'f7d6f565d86b0065d2d2af771106de4f8477f1f14b4cca4c009c0d53bb9be25f',
};
const LUD18_EXAMPLE = {
  metadata: '[["text/plain", "description"], ["image/png;base64", "AAA=="]]',
  payerdataUrlencoded:
    '%7B%22name%22%3A%22bob%22%2C%22auth%22%3A%7B%22key%22%3A%2202c9323d02fc164f89c8f688dbfba8aad69a96fa8f6253ba8cce2c6f1546073fa3%22%2C%22sig%22%3A%222afd21794e2a801d0d516584ceebe1a24ed8991dd5ec708259aeaee5c0d2d1437542b689ee5d39e619a01a257142d49c18a4af3088c46ce87e2d941a1bcc7210%22%7D%2C%22identifier%22%3A%22bob%40bob.com%22%2C%22pubkey%22%3A%2203ee58475055820fbfa52e356a8920f62f8316129c39369dbdde3e5d0198a9e315%22%7D',
  descriptionHash: '449be9db5a2d7eae50fa5a1b6f4ade66dbf5dbfd7fa6348d939370f008e16323',
};
const UNICODE_ESCAPED = {
  jsonResponseFragment: '{"metadata":"[[\\"text/plain\\",\\"caf\\u00e9 \\u2615\\"]]"}',
  decodedMetadata: '[["text/plain","caf\u00e9 \u2615"]]',
  sha256: '53a6b55103d403401a5d876fe8d61a220081cf7e25b5fe94d7815c47b10ce5e1',
};

const LUD10_AES = {
  preimageHex: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  paymentHash: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  iv: 'EBESExQVFhcYGRobHB0eHw==',
  ciphertext: '8hKD1xIV+TycHyTruslERw==',
  plaintext: 'Secret data',
};

const CALLBACK_BUILDING = [
  { callback: 'https://x.com/cb', amountMsat: 1000, expect: 'https://x.com/cb?amount=1000' },
  {
    callback: 'https://x.com/cb?id=7',
    amountMsat: 1000,
    expect: 'https://x.com/cb?id=7&amount=1000',
  },
  {
    callback: 'https://x.com/cb?q=a%20b&s=~x&t=a+b#frag',
    amountMsat: 1000,
    comment: 'hi & bye \u2713',
    expect:
      'https://x.com/cb?q=a%20b&s=~x&t=a+b&amount=1000&comment=hi%20%26%20bye%20%E2%9C%93#frag',
  },
];

const AMOUNT_RANGES: { minMsat: number; maxMsat: number; range: [number, number] | null }[] = [
  { minMsat: 1000, maxMsat: 100_000_000, range: [1, 100_000] },
  { minMsat: 1500, maxMsat: 2500, range: [2, 2] },
  { minMsat: 1500, maxMsat: 1900, range: null },
  { minMsat: 5000, maxMsat: 5000, range: [5, 5] },
  { minMsat: 0, maxMsat: 1000, range: null },
  { minMsat: 2000, maxMsat: 1000, range: null },
];

const SELF_MADE_METADATA =
  '[["text/plain","Pay to alice"],["text/identifier","alice@lnbits.example.com"]]';
const SELF_MADE_METADATA_SHA256 =
  '50773db23ea02fbd2214a0a7e1c287fdf5eb4d3f3a84d9802d0074c8e8eded6f';
const INVOICE_TIMESTAMP = 1_700_000_000;

const PAY_OK =
  'lnbc100n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp52pmnmv375qhm6gs55zn7rs58lh67knfl82zdnqpdqp6v368da4hsxqzjccqzpg9qyzsqqt0p50xzswhuwqmxmjmqu6plqwsyymucncr98t6yl9fyw3axgr6xhpwnnca520ylr47697ylan3dk7wh3jp0g8xendfyawcvhzh035lgp2px3um';
const PAY_AMOUNT_MISMATCH =
  'lnbc200n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp52pmnmv375qhm6gs55zn7rs58lh67knfl82zdnqpdqp6v368da4hsxqzjccqzpg9qyzsqqz7zpy4zlpa27589dqdm49mu8mf6lezprfnd3avtcdpje25ayg3vqp49gn4njlgdxferugf6tymgcc4fzng75dxgqghcvel7wg0x6l7cpc5smq6';
const PAY_HASH_MISMATCH =
  'lnbc100n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp5tpem2p90lly9rlytv30l448764xpj8mkzdlt64np0s9kqfal3h4sxqzjccqzpg9qyzsqqaag60cuepdtcxamtd77lts20afnlszu7q65ynte4xe94g4eagpyzk9xhsvhw593astesdx0kgh8cgnvs300asqzz57vz4dfegr49jdspta00k5';
const PAY_D_INSTEAD_OF_H =
  'lnbc100n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsdq52pshjgr5dusxzmrfvdjsxqzjccqzpg9qyzsqq9ellp93p8g97tg5wm7hgrteu0mwfjfl5dqw3k4cfysgrm6w9ynkxuvar0jmmc5j0rqkyr2rl9530ep4jvp8z30sku5jeagy9qpukkggq8dsr9r';
const PAY_AMOUNTLESS =
  'lnbc1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsdqsv9h8jgrpd4hh2mn59qyzsqqawx9xgxsy3vrt962f8m7j3xaymj35d68rr80vuq8pzjht8u90fc35wa6qfhg0stt7nmfxynr4trzcz0hywvup6munyy84vv6la6ujmcqqjz8rv';
const REGTEST_1SAT =
  'lnbcrt10n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsdqvwfjkwar9wd6q9qyzsqqx08yu8rzxu8srevwqx099r88t3ffvt8er2thwc99fjgfydht84fjkqn4hdj9lcqq9ptnmn5cr7kn5jkynayxe32hqlkcqxh4xncq5dsqwes00h';
const XSS_MEMO =
  'lnbc10n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsdpd835k6eeqwdexx0tcyphkuetjwfhhy0tpd3jhyapgxy5nu9qyzsqqjm3p6ehnplj2utzyl9mqsp6ns9wcdzlzxqsa5h07cssx64a59zs9fjhc2k5ym65djsu3gu6ryxkgv7z3v3skdaj7dwmz9dnjcyqhcnsqu83k7y';

// ---------------------------------------------------------------------------------------------

function errorOf(fn: () => unknown): LnurlError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(LnurlError);
    return error as LnurlError;
  }
  throw new Error('expected an LnurlError');
}

function payRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tag: 'payRequest',
    callback: 'https://lnbits.example.com/lnurlp/api/v1/lnurl/cb/abc?k=1',
    minSendable: 1000,
    maxSendable: 100_000_000,
    metadata: SELF_MADE_METADATA,
    ...overrides,
  };
}

function withdrawRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tag: 'withdrawRequest',
    callback: 'https://lnbits.example.com/withdraw/api/v1/lnurl/cb/xyz',
    k1: 'opaque k1/+&=',
    minWithdrawable: 1000,
    maxWithdrawable: 50_000,
    defaultDescription: 'Voucher',
    ...overrides,
  };
}

const CALLBACK = 'https://lnbits.example.com/lnurlp/api/v1/lnurl/cb/abc';

describe('LNURL bech32 codec (LUD-01)', () => {
  it.each(LNURL_VECTORS)('decodes $url', ({ lnurl, url }) => {
    expect(decodeLnurl(lnurl)).toBe(url);
    expect(decodeLnurl(`  ${lnurl}\n`)).toBe(url);
  });

  it.each(LNURL_REJECT)('rejects: $why', ({ lnurl, code }) => {
    expect(errorOf(() => decodeLnurl(lnurl)).code).toBe(code);
  });

  it('encodes upper case and round-trips the spec vector', () => {
    expect(encodeLnurl(LUD01_URL)).toBe(LNURL_VECTORS[0]?.lnurl);
    expect(encodeLnurl('https://lnbits.example.com/lnurlp/api/v1/lnurl/abc123')).toBe(
      LNURL_VECTORS[2]?.lnurl,
    );
  });

  it('handles long URLs (no 90-char bech32 limit)', () => {
    const url = `https://example.com/${'a'.repeat(2000)}`;
    const lnurl = encodeLnurl(url);
    expect(lnurl.length).toBeGreaterThan(3000);
    expect(decodeLnurl(lnurl)).toBe(url);
  });

  it('refuses to encode a disallowed URL and rejects garbage', () => {
    expect(errorOf(() => encodeLnurl('http://evil.example.com/')).code).toBe('url');
    expect(errorOf(() => decodeLnurl('')).code).toBe('lnurl');
    expect(errorOf(() => decodeLnurl('lnurl1')).code).toBe('lnurl');
    expect(errorOf(() => decodeLnurl('hello world')).code).toBe('lnurl');
    expect(errorOf(() => decodeLnurl(`lnurl1${'q'.repeat(9000)}`)).code).toBe('lnurl');
  });

  it('property: decodeLnurl(encodeLnurl(url)) === url for random https URLs', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }),
        (url) => {
          expect(decodeLnurl(encodeLnurl(url))).toBe(url);
          expect(decodeLnurl(encodeLnurl(url).toLowerCase())).toBe(url);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('property: decodeLnurl throws only LnurlError on arbitrary strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `lnurl1${s}`),
          fc.stringMatching(/^lnurl1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,80}$/),
        ),
        (text) => {
          try {
            decodeLnurl(text);
          } catch (error) {
            expect(error).toBeInstanceOf(LnurlError);
          }
        },
      ),
    );
  });
});

describe('isAllowedLnurlUrl (LNURL URLs)', () => {
  it.each([
    'https://service.com/api?q=1',
    'https://xn--caf-dma.example/pay',
    'http://abcdefghijklmnop.onion/lnurlp/1',
    'http://localhost:5000/lnurlp/1',
    'http://127.0.0.1:5000/cb',
    'http://127.8.9.10/cb',
    'http://[::1]:5000/cb',
  ])('allows %s', (url) => {
    expect(isAllowedLnurlUrl(url)).toBe(true);
  });

  it.each([
    'http://evil.example.com/lnurlp/x',
    'http://10.0.0.1/cb',
    'http://[::2]/cb',
    'http://localhost.evil.com/cb',
    'http://onion.example.com/cb',
    'https://user:pass@service.com/cb',
    'https://user@service.com/cb',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'blob:https://service.com/1',
    'ftp://service.com/x',
    'wss://service.com/x',
    '//service.com/x',
    '/relative',
    '',
    'https://service.com/a b',
    'https://service.com/\u202eevil',
    '\thttps://service.com/',
    'https:/\n/service.com/',
  ])('refuses %j', (url) => {
    expect(isAllowedLnurlUrl(url)).toBe(false);
  });
});

describe('metadata (LUD-06/16/20)', () => {
  it('parses the self-made metadata', () => {
    expect(parsePayMetadata(SELF_MADE_METADATA)).toEqual({
      text: 'Pay to alice',
      identifier: 'alice@lnbits.example.com',
    });
  });

  it('parses long-desc, email, image; ignores unknown types and extra items', () => {
    const png = 'iVBORw0KGgo=';
    const meta = JSON.stringify([
      ['text/plain', 'Coffee', 'extra', 42],
      ['text/long-desc', 'A long\r\ndescription'],
      ['text/email', 'bob@example.com'],
      ['image/png;base64', png],
      ['application/x-future', { any: 'thing' }],
      ['text/tag', 'tip'],
    ]);
    expect(parsePayMetadata(meta)).toEqual({
      text: 'Coffee',
      longDescription: 'A long\ndescription',
      email: 'bob@example.com',
      imageDataUrl: `data:image/png;base64,${png}`,
    });
    const jpeg = parsePayMetadata(
      JSON.stringify([
        ['text/plain', 'x'],
        ['image/jpeg;base64', '/9j/4AAQ'],
      ]),
    );
    expect(jpeg.imageDataUrl).toBe('data:image/jpeg;base64,/9j/4AAQ');
  });

  it('keeps <script> inert: the text comes back verbatim, never as markup', () => {
    const meta = JSON.stringify([
      ['text/plain', '<script>alert(1)</script>'],
      ['text/long-desc', '<img src=x onerror=alert(1)> **bold**'],
    ]);
    const parsed = parsePayMetadata(meta);
    expect(parsed.text).toBe('<script>alert(1)</script>');
    expect(parsed.longDescription).toBe('<img src=x onerror=alert(1)> **bold**');
  });

  it('strips control and bidi characters', () => {
    const meta = JSON.stringify([
      ['text/plain', 'pay\u202e\u2066 evil\u0000\u0007\u200b\u001b[31m'],
      ['text/identifier', 'alice\n@example.com\u200f'],
    ]);
    const parsed = parsePayMetadata(meta);
    expect(parsed.text).toBe('pay evil[31m');
    expect(parsed.identifier).toBe('alice @example.com');
  });

  it('drops an oversize image, a bad base64 image, and an ambiguous pair of images', () => {
    const big = 'A'.repeat(MAX_METADATA_IMAGE_LENGTH + 4);
    const cases = [
      [['image/png;base64', big]],
      [['image/png;base64', 'AAA==']], // the LUD-18 example value: not valid base64
      [['image/png;base64', 'AAAA"onerror="x']],
      [['image/png;base64', 42]],
      [
        ['image/png;base64', 'AAAA'],
        ['image/jpeg;base64', 'AAAA'],
      ],
      [['image/svg+xml;base64', 'AAAA']],
    ];
    for (const images of cases) {
      const parsed = parsePayMetadata(JSON.stringify([['text/plain', 'x'], ...images]));
      expect(parsed).toEqual({ text: 'x' });
    }
    const atLimit = 'A'.repeat(MAX_METADATA_IMAGE_LENGTH);
    expect(
      parsePayMetadata(
        JSON.stringify([
          ['text/plain', 'x'],
          ['image/png;base64', atLimit],
        ]),
      ).imageDataUrl,
    ).toBe(`data:image/png;base64,${atLimit}`);
  });

  it.each([
    ['not JSON', '[["text/plain", "x"'],
    ['not an array', '{"text/plain":"x"}'],
    ['not an array of arrays', '["text/plain","x"]'],
    ['an empty entry', '[["text/plain","x"],[]]'],
    ['a non-string mime', '[["text/plain","x"],[1,"y"]]'],
    ['no text/plain', '[["text/identifier","a@b.c"]]'],
    ['two text/plain', '[["text/plain","a"],["text/plain","b"]]'],
    ['a non-string text/plain', '[["text/plain",42]]'],
    ['an empty array', '[]'],
  ])('rejects %s with a human message', (_why, meta) => {
    const error = errorOf(() => parsePayMetadata(meta));
    expect(error.code).toBe('metadata');
    expect(error.message).toMatch(/^The service sent an invalid payment description/);
  });
});

describe('description hashes (LUD-06, LUD-18)', () => {
  it('LUD-06 example', () => {
    expect(payDescriptionHash(LUD06_EXAMPLE.metadata)).toBe(LUD06_EXAMPLE.sha256);
  });

  it('LUD-18 example: metadata followed by the exact payerdata JSON', () => {
    const payerData = decodeURIComponent(LUD18_EXAMPLE.payerdataUrlencoded);
    expect(payDescriptionHash(LUD18_EXAMPLE.metadata, payerData)).toBe(
      LUD18_EXAMPLE.descriptionHash,
    );
  });

  it('hashes the JSON-decoded string, not the escaped wire text', () => {
    const wire = JSON.parse(UNICODE_ESCAPED.jsonResponseFragment) as unknown;
    const request = parsePayRequest(payRequest(wire as Record<string, unknown>));
    expect(request.metadataRaw).toBe(UNICODE_ESCAPED.decodedMetadata);
    expect(request.metadata.text).toBe('café ☕');
    expect(payDescriptionHash(request.metadataRaw)).toBe(UNICODE_ESCAPED.sha256);
  });

  it('self-made metadata hash', () => {
    expect(payDescriptionHash(SELF_MADE_METADATA)).toBe(SELF_MADE_METADATA_SHA256);
  });
});

describe('amount ranges (LNURL-pay B)', () => {
  it.each(AMOUNT_RANGES)('pay $minMsat..$maxMsat msat', ({ minMsat, maxMsat, range }) => {
    if (range === null) {
      const error = errorOf(() => payAmountRange(minMsat, maxMsat));
      expect(['amount', 'no-whole-sat-amount']).toContain(error.code);
    } else {
      const result = payAmountRange(minMsat, maxMsat);
      expect([result.minSat, result.maxSat]).toEqual(range);
      expect(isFixedAmount(result)).toBe(range[0] === range[1]);
    }
  });

  it('explains an empty whole-sat range', () => {
    const error = errorOf(() => payAmountRange(1500, 1900));
    expect(error.code).toBe('no-whole-sat-amount');
    expect(error.message).toBe(
      'This service only accepts amounts between 1.5 sats and 1.9 sats, which cannot be expressed in whole sats.',
    );
    expect(errorOf(() => payAmountRange(0, 1000)).code).toBe('amount');
    expect(errorOf(() => payAmountRange(2000, 1000)).code).toBe('amount');
  });

  it('refuses unsafe or fractional msat values', () => {
    expect(errorOf(() => payAmountRange(1000, 2.1e21)).code).toBe('amount');
    expect(errorOf(() => payAmountRange(1000.5, 2000)).code).toBe('amount');
    expect(errorOf(() => payAmountRange(-1000, 2000)).code).toBe('amount');
    expect(errorOf(() => payAmountRange(Number.NaN, 2000)).code).toBe('amount');
    const max = Number.MAX_SAFE_INTEGER;
    expect(payAmountRange(1, max)).toEqual({ minSat: 1, maxSat: Math.floor(max / 1000) });
  });

  it('withdraw: 0/0 is "nothing to withdraw", not an error', () => {
    expect(withdrawAmountRange(0, 0)).toBeNull();
    expect(withdrawAmountRange(0, 10_500)).toEqual({ minSat: 1, maxSat: 10 });
    expect(withdrawAmountRange(5000, 5000)).toEqual({ minSat: 5, maxSat: 5 });
    expect(errorOf(() => withdrawAmountRange(0, 500)).code).toBe('no-whole-sat-amount');
    expect(errorOf(() => withdrawAmountRange(-1, 0)).code).toBe('amount');
    expect(errorOf(() => withdrawAmountRange(2000, 1000)).code).toBe('amount');
  });
});

describe('callback building (LNURL URLs)', () => {
  it.each(CALLBACK_BUILDING)('$callback', ({ callback, amountMsat, comment, expect: want }) => {
    expect(buildPayCallbackUrl(callback, { amountMsat, comment, commentAllowed: 100 })).toBe(want);
  });

  it('withdraw: trailing ? and opaque k1 echoed URL-encoded', () => {
    expect(buildWithdrawCallbackUrl('https://x.com/cb?', { k1: 'abc', pr: 'lnbc1...' })).toBe(
      'https://x.com/cb?k1=abc&pr=lnbc1...',
    );
    expect(
      buildWithdrawCallbackUrl('https://x.com/cb?token=a%2Fb&', { k1: 'a/b+c=&d', pr: 'lnbc1x' }),
    ).toBe('https://x.com/cb?token=a%2Fb&k1=a%2Fb%2Bc%3D%26d&pr=lnbc1x');
    expect(
      errorOf(() => buildWithdrawCallbackUrl('https://x.com/cb', { k1: '', pr: 'x' })).code,
    ).toBe('response');
  });

  it('keeps an existing (signed) query byte for byte', () => {
    const signed = 'https://x.com/cb?sig=AbC%2B%2F%3D&exp=1700000000&q=a+b';
    expect(buildPayCallbackUrl(signed, { amountMsat: 21_000 })).toBe(`${signed}&amount=21000`);
    expect(appendQuery('https://x.com/cb#f', [])).toBe('https://x.com/cb#f');
  });

  it('adds payerdata and nostr, encoded', () => {
    const payerDataJson = '{"name":"bob"}';
    expect(
      buildPayCallbackUrl('https://x.com/cb', { amountMsat: 1000, payerDataJson, nostr: '{}' }),
    ).toBe('https://x.com/cb?amount=1000&payerdata=%7B%22name%22%3A%22bob%22%7D&nostr=%7B%7D');
  });

  it('refuses an http callback on a public host', () => {
    expect(errorOf(() => buildPayCallbackUrl('http://x.com/cb', { amountMsat: 1000 })).code).toBe(
      'url',
    );
    expect(
      errorOf(() => buildWithdrawCallbackUrl('http://x.com/cb', { k1: 'a', pr: 'lnbc1' })).code,
    ).toBe('url');
    expect(buildPayCallbackUrl('http://127.0.0.1:5000/cb', { amountMsat: 1000 })).toBe(
      'http://127.0.0.1:5000/cb?amount=1000',
    );
  });

  it('refuses a comment longer than commentAllowed, or any comment when not allowed', () => {
    const tooLong = errorOf(() =>
      buildPayCallbackUrl('https://x.com/cb', {
        amountMsat: 1000,
        comment: 'x'.repeat(11),
        commentAllowed: 10,
      }),
    );
    expect(tooLong.code).toBe('comment');
    expect(tooLong.message).toContain('at most 10 characters');
    expect(
      errorOf(() => buildPayCallbackUrl('https://x.com/cb', { amountMsat: 1000, comment: 'hi' }))
        .code,
    ).toBe('comment');
    expect(
      buildPayCallbackUrl('https://x.com/cb', {
        amountMsat: 1000,
        comment: 'x'.repeat(10),
        commentAllowed: 10,
      }),
    ).toBe(`https://x.com/cb?amount=1000&comment=${'x'.repeat(10)}`);
    // An emoji counts as 2 UTF-16 units, so never more than the server's code-point count.
    expect(
      errorOf(() =>
        buildPayCallbackUrl('https://x.com/cb', {
          amountMsat: 1000,
          comment: '😀😀',
          commentAllowed: 3,
        }),
      ).code,
    ).toBe('comment');
  });

  it('refuses a non-integer or non-positive amount', () => {
    for (const amountMsat of [0, -1, 1.5, Number.NaN, 2 ** 60]) {
      expect(errorOf(() => buildPayCallbackUrl('https://x.com/cb', { amountMsat })).code).toBe(
        'amount',
      );
    }
  });
});

describe('response parsing', () => {
  it('parses a payRequest (LUD-06/12/18, NIP-57)', () => {
    const request = parsePayRequest(
      payRequest({
        commentAllowed: 255,
        payerData: {
          name: { mandatory: false },
          auth: {
            mandatory: true,
            k1: 'E2AF6254A8DF433264FA23F67EB8188635D15CE883E8FC020989D5F82AE6F11E',
          },
        },
        allowsNostr: true,
        nostrPubkey: 'ab'.repeat(32),
        extraField: 'ignored',
      }),
    );
    expect(request).toEqual({
      tag: 'payRequest',
      callback: 'https://lnbits.example.com/lnurlp/api/v1/lnurl/cb/abc?k=1',
      callbackHost: 'lnbits.example.com',
      minSendableMsat: 1000,
      maxSendableMsat: 100_000_000,
      metadataRaw: SELF_MADE_METADATA,
      metadata: { text: 'Pay to alice', identifier: 'alice@lnbits.example.com' },
      commentAllowed: 255,
      payerData: {
        name: { mandatory: false },
        auth: {
          mandatory: true,
          k1: 'e2af6254a8df433264fa23f67eb8188635d15ce883e8fc020989d5f82ae6f11e',
        },
      },
      allowsNostr: true,
      nostrPubkey: 'ab'.repeat(32),
    });
    expect(mandatoryPayerDataKinds(request.payerData)).toEqual(['auth']);
    expect(parsePayRequest(payRequest()).commentAllowed).toBe(0);
    expect(mandatoryPayerDataKinds(undefined)).toEqual([]);
  });

  it('rejects bad payRequests with typed errors', () => {
    const cases: [Record<string, unknown>, LnurlErrorCode][] = [
      [{ callback: 'http://evil.example.com/cb' }, 'url'],
      [{ callback: 'javascript:alert(1)' }, 'url'],
      [{ callback: 'https://u:p@x.com/cb' }, 'url'],
      [{ minSendable: 0 }, 'amount'],
      [{ minSendable: 2000, maxSendable: 1000 }, 'amount'],
      [{ maxSendable: 2.1e21 }, 'amount'],
      [{ minSendable: '1000' }, 'response'],
      [{ metadata: [['text/plain', 'x']] }, 'response'],
      [{ metadata: '[["text/identifier","a@b.c"]]' }, 'metadata'],
      [{ tag: 'withdrawRequest' }, 'response'],
      [{ payerData: { auth: { mandatory: true, k1: 'nothex' } } }, 'payer-data'],
      [{ payerData: { name: true } }, 'payer-data'],
    ];
    for (const [overrides, code] of cases) {
      expect(errorOf(() => parsePayRequest(payRequest(overrides))).code).toBe(code);
    }
  });

  it('turns an ERROR body into a service-error at every step, case-insensitively', () => {
    const body = { status: 'error', reason: '<b>Nope</b>\u202e' + 'x'.repeat(400) };
    for (const parse of [
      parsePayRequest,
      parseWithdrawRequest,
      parseLnurlResponse,
      (raw: unknown) => parsePayCallbackResponse(raw, CALLBACK),
    ]) {
      const error = errorOf(() => parse(body));
      expect(error.code).toBe('service-error');
      expect(error.reason?.startsWith('<b>Nope</b>x')).toBe(true);
      expect(error.reason?.length).toBe(300);
    }
    expect(lnurlErrorReason({ status: 'ERROR' })).toBe('No reason given.');
    expect(lnurlErrorReason({ status: 'OK' })).toBeNull();
    expect(lnurlErrorReason('ERROR')).toBeNull();
  });

  it('parses a withdrawRequest (LUD-03/14/19)', () => {
    expect(
      parseWithdrawRequest(
        withdrawRequest({
          balanceCheck: 'https://lnbits.example.com/withdraw/balance',
          currentBalance: 42_000,
          payLink: 'http://evil.example.com/pay',
        }),
      ),
    ).toEqual({
      tag: 'withdrawRequest',
      callback: 'https://lnbits.example.com/withdraw/api/v1/lnurl/cb/xyz',
      callbackHost: 'lnbits.example.com',
      k1: 'opaque k1/+&=',
      minWithdrawableMsat: 1000,
      maxWithdrawableMsat: 50_000,
      defaultDescription: 'Voucher',
      balanceCheck: 'https://lnbits.example.com/withdraw/balance',
      currentBalanceMsat: 42_000,
    });
    const zero = parseWithdrawRequest(withdrawRequest({ minWithdrawable: 0, maxWithdrawable: 0 }));
    expect(withdrawAmountRange(zero.minWithdrawableMsat, zero.maxWithdrawableMsat)).toBeNull();
    expect(
      parseWithdrawRequest(withdrawRequest({ defaultDescription: undefined })).defaultDescription,
    ).toBe('');
  });

  it('rejects bad withdrawRequests', () => {
    const cases: [Record<string, unknown>, LnurlErrorCode][] = [
      [{ callback: 'http://evil.example.com/cb' }, 'url'],
      [{ minWithdrawable: -1 }, 'amount'],
      [{ minWithdrawable: 2000, maxWithdrawable: 1000 }, 'amount'],
      [{ k1: '' }, 'response'],
      [{ k1: 7 }, 'response'],
    ];
    for (const [overrides, code] of cases) {
      expect(errorOf(() => parseWithdrawRequest(withdrawRequest(overrides))).code).toBe(code);
    }
  });

  it('dispatches on tag', () => {
    expect(parseLnurlResponse(payRequest()).tag).toBe('payRequest');
    expect(parseLnurlResponse(withdrawRequest()).tag).toBe('withdrawRequest');
    expect(errorOf(() => parseLnurlResponse({ tag: 'channelRequest' })).code).toBe('response');
  });

  it('parses the pay callback answer (LUD-06/09/11/21)', () => {
    expect(parsePayCallbackResponse({ pr: PAY_OK, routes: [] }, CALLBACK)).toEqual({
      pr: PAY_OK,
      successAction: null,
      disposable: true,
    });
    expect(
      parsePayCallbackResponse(
        {
          pr: PAY_OK,
          routes: [],
          disposable: false,
          successAction: { tag: 'message', message: 'Thanks!' },
          verify: 'https://lnbits.example.com/verify/1',
        },
        CALLBACK,
      ),
    ).toEqual({
      pr: PAY_OK,
      successAction: { tag: 'message', message: 'Thanks!' },
      disposable: false,
      verify: 'https://lnbits.example.com/verify/1',
    });
    expect(
      parsePayCallbackResponse({ pr: PAY_OK, disposable: null, successAction: null }, CALLBACK)
        .disposable,
    ).toBe(true);
    expect(errorOf(() => parsePayCallbackResponse({ routes: [] }, CALLBACK)).code).toBe('response');
    expect(errorOf(() => parsePayCallbackResponse({ pr: ' ' }, CALLBACK)).code).toBe('response');
    expect(
      errorOf(() =>
        parsePayCallbackResponse({ pr: PAY_OK, successAction: { tag: 'bogus' } }, CALLBACK),
      ).code,
    ).toBe('success-action-unsupported');
  });
});

describe('successAction (LUD-09/10)', () => {
  it('message ≤ 144 chars, inert', () => {
    expect(parseSuccessAction({ tag: 'message', message: '<script>x</script>' }, CALLBACK)).toEqual(
      { tag: 'message', message: '<script>x</script>' },
    );
    expect(parseSuccessAction({ tag: 'message', message: 'x'.repeat(144) }, CALLBACK)).toEqual({
      tag: 'message',
      message: 'x'.repeat(144),
    });
    expect(
      errorOf(() => parseSuccessAction({ tag: 'message', message: 'x'.repeat(145) }, CALLBACK))
        .code,
    ).toBe('success-action');
    expect(errorOf(() => parseSuccessAction({ tag: 'message' }, CALLBACK)).code).toBe(
      'success-action',
    );
  });

  it('url on the callback host', () => {
    expect(
      parseSuccessAction(
        { tag: 'url', description: 'Your receipt', url: 'https://LNbits.example.com/r/1' },
        CALLBACK,
      ),
    ).toEqual({ tag: 'url', description: 'Your receipt', url: 'https://LNbits.example.com/r/1' });
  });

  it.each([
    ['another domain', 'https://evil.example.com/r/1'],
    ['a subdomain', 'https://shop.lnbits.example.com/r/1'],
    ['http', 'http://lnbits.example.com/r/1'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,hi'],
    ['credentials', 'https://u:p@lnbits.example.com/r/1'],
  ])('refuses a url on %s', (_why, url) => {
    const error = errorOf(() =>
      parseSuccessAction({ tag: 'url', description: 'Receipt', url }, CALLBACK),
    );
    expect(error.code).toBe('success-action');
    expect(error.message).toContain('nothing was paid');
  });

  it('refuses unknown tags: do not pay', () => {
    for (const tag of ['Message', 'html', 'script', undefined, 42]) {
      const error = errorOf(() => parseSuccessAction({ tag, message: 'x' }, CALLBACK));
      expect(error.code).toBe('success-action-unsupported');
      expect(error.message).toContain('nothing was paid');
    }
    expect(errorOf(() => parseSuccessAction('message', CALLBACK)).code).toBe('success-action');
    expect(errorOf(() => parseSuccessAction([], CALLBACK)).code).toBe('success-action');
    expect(parseSuccessAction(null, CALLBACK)).toBeNull();
    expect(parseSuccessAction(undefined, CALLBACK)).toBeNull();
  });

  const aes: AesSuccessAction = {
    tag: 'aes',
    description: 'Your code',
    ciphertext: LUD10_AES.ciphertext,
    iv: LUD10_AES.iv,
  };

  it('aes: validates before paying (LUD-10 invalid cases)', () => {
    expect(parseSuccessAction({ ...aes, extra: 1 }, CALLBACK)).toEqual(aes);
    const bad: Record<string, unknown>[] = [
      { iv: 'EBESExQVFhcYGRobHB0e' }, // 20 chars
      { iv: 'EBESExQVFhcYGRobHB0eHw==AAAA' }, // 28 chars
      { iv: 'EBESExQVFhcYGRobHB0eH!==' }, // bad alphabet
      { ciphertext: 'AAAAAAAAAAAAAAAAAAAAAA==AAAA' }, // 19 bytes
      { ciphertext: 'A'.repeat(4100) }, // > 4096 chars
      { ciphertext: '' },
      { description: 'x'.repeat(145) },
      { ciphertext: 7 },
    ];
    for (const overrides of bad) {
      expect(errorOf(() => parseSuccessAction({ ...aes, ...overrides }, CALLBACK)).code).toBe(
        'success-action',
      );
    }
  });

  it('aes: decrypts the LUD-10 vector', async () => {
    await expect(decryptAesSuccessAction(aes, LUD10_AES.preimageHex)).resolves.toBe(
      LUD10_AES.plaintext,
    );
    await expect(
      decryptAesSuccessAction(aes, LUD10_AES.preimageHex.toUpperCase(), LUD10_AES.paymentHash),
    ).resolves.toBe(LUD10_AES.plaintext);
  });

  it('aes: the all-zero key fails with a typed error (bad padding)', async () => {
    const error = await decryptAesSuccessAction(aes, '00'.repeat(32)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LnurlError);
    expect((error as LnurlError).code).toBe('aes-decrypt');
  });

  it('aes: checks the preimage against the payment hash and its shape', async () => {
    const mismatch = await decryptAesSuccessAction(
      aes,
      '00'.repeat(32),
      LUD10_AES.paymentHash,
    ).catch((e: unknown) => e);
    expect((mismatch as LnurlError).code).toBe('aes-key');
    for (const preimage of ['', 'zz'.repeat(32), '00'.repeat(31), '0'.repeat(63)]) {
      const error = await decryptAesSuccessAction(aes, preimage).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LnurlError);
      expect((error as LnurlError).code).toBe('aes-key');
    }
  });
});

describe('checkPayInvoice (LNURL-pay C)', () => {
  const base = { requestedAmountMsat: 10_000, metadata: SELF_MADE_METADATA };

  it('PAY_OK: amount equal, h matches → verified', () => {
    const result = checkPayInvoice({ ...base, invoice: PAY_OK });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.description).toEqual({ kind: 'hash-verified' });
      expect(result.invoice.amountMsat).toBe(10_000n);
    }
    const withClock = checkPayInvoice({
      ...base,
      invoice: PAY_OK,
      requestedAmountMsat: 10_000n,
      network: 'mainnet',
      nowSeconds: INVOICE_TIMESTAMP + 599,
    });
    expect(withClock.ok).toBe(true);
  });

  it('PAY_AMOUNT_MISMATCH: rejected with a human message, no override', () => {
    const result = checkPayInvoice({ ...base, invoice: PAY_AMOUNT_MISMATCH });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('amount-mismatch');
      expect(result.canOverride).toBe(false);
      expect(result.error.message).toBe(
        'The service returned an invoice for 20 sats instead of the 10 you chose — nothing was paid.',
      );
    }
  });

  it('PAY_HASH_MISMATCH: blocked, overridable unless payer data was sent (LUD-18)', () => {
    const result = checkPayInvoice({ ...base, invoice: PAY_HASH_MISMATCH });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('description-hash');
      expect(result.canOverride).toBe(true);
      expect(result.invoice?.amountMsat).toBe(10_000n);
    }
    const withPayerData = checkPayInvoice({
      ...base,
      invoice: PAY_HASH_MISMATCH,
      payerDataJson: '{"name":"bob"}',
    });
    expect(withPayerData.ok === false && withPayerData.canOverride).toBe(false);
    // PAY_OK's h covers the metadata only, so it fails once payer data is part of the pre-image.
    const okWithPayerData = checkPayInvoice({
      ...base,
      invoice: PAY_OK,
      payerDataJson: '{"name":"bob"}',
    });
    expect(okWithPayerData.ok).toBe(false);
  });

  it('PAY_D_INSTEAD_OF_H: accepted under current LUD-06, showing d', () => {
    const result = checkPayInvoice({ ...base, invoice: PAY_D_INSTEAD_OF_H });
    expect(result).toMatchObject({
      ok: true,
      description: { kind: 'description', text: 'Pay to alice' },
    });
  });

  it('PAY_AMOUNTLESS: rejected', () => {
    const result = checkPayInvoice({ ...base, invoice: PAY_AMOUNTLESS });
    expect(result.ok === false && result.error.code).toBe('amountless');
  });

  it('wrong network, expired, undecodable', () => {
    const regtest = checkPayInvoice({
      invoice: REGTEST_1SAT,
      requestedAmountMsat: 1000,
      metadata: SELF_MADE_METADATA,
      network: 'mainnet',
    });
    expect(regtest.ok === false && regtest.error.code).toBe('network');
    const expired = checkPayInvoice({
      ...base,
      invoice: PAY_OK,
      nowSeconds: INVOICE_TIMESTAMP + 600,
    });
    expect(expired.ok === false && expired.error.code).toBe('expired');
    const garbage = checkPayInvoice({ ...base, invoice: 'lnbc1garbage' });
    expect(garbage.ok === false && garbage.error.code).toBe('invoice');
    const tampered = checkPayInvoice({ ...base, invoice: `${PAY_OK.slice(0, -1)}q` });
    expect(tampered.ok === false && tampered.error.code).toBe('invoice');
  });

  it('XSS memo stays inert text', () => {
    const result = checkPayInvoice({
      invoice: XSS_MEMO,
      requestedAmountMsat: 1000,
      metadata: SELF_MADE_METADATA,
    });
    expect(result).toMatchObject({
      ok: true,
      description: { kind: 'description', text: '<img src=x onerror=alert(1)>' },
    });
  });
});

describe('property: parsers throw only LnurlError on arbitrary JSON', () => {
  const onlyLnurlErrors = (fn: () => unknown): void => {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(LnurlError);
    }
  };

  const mime = fc.constantFrom(
    'text/plain',
    'text/long-desc',
    'text/identifier',
    'text/email',
    'image/png;base64',
    'image/jpeg;base64',
    'x/unknown',
  );
  const metadataString = fc.oneof(
    fc.string(),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.array(fc.tuple(mime, fc.jsonValue())).map((v) => JSON.stringify(v)),
  );
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.oneof(arb, fc.jsonValue());
  const url = fc.oneof(
    fc.webUrl(),
    fc.constantFrom(CALLBACK, 'http://x.com', 'javascript:1', 'http://[::1]/', 'https://u@x.com'),
    fc.string(),
  );
  const payLike = fc.record(
    {
      tag: fc.constantFrom('payRequest', 'withdrawRequest', 'login', 'x'),
      status: maybe(fc.constantFrom('ERROR', 'error', 'OK')),
      reason: fc.jsonValue(),
      callback: maybe(url),
      minSendable: maybe(fc.integer({ min: -10, max: 1e7 })),
      maxSendable: maybe(fc.oneof(fc.integer({ min: -10, max: 1e9 }), fc.double())),
      metadata: maybe(metadataString),
      commentAllowed: fc.jsonValue(),
      payerData: fc.jsonValue(),
      k1: fc.jsonValue(),
      minWithdrawable: maybe(fc.integer({ min: -10, max: 1e7 })),
      maxWithdrawable: maybe(fc.integer({ min: -10, max: 1e9 })),
      defaultDescription: fc.jsonValue(),
      balanceCheck: maybe(url),
      currentBalance: fc.jsonValue(),
      payLink: maybe(url),
    },
    { requiredKeys: [] },
  );
  const actionLike = fc.record(
    {
      tag: maybe(fc.constantFrom('message', 'url', 'aes', 'other')),
      message: maybe(fc.string()),
      description: maybe(fc.string()),
      url: maybe(url),
      ciphertext: maybe(fc.base64String()),
      iv: maybe(fc.oneof(fc.base64String({ minLength: 24, maxLength: 24 }), fc.string())),
    },
    { requiredKeys: [] },
  );
  const callbackAnswer = fc.record(
    {
      pr: maybe(fc.constantFrom(PAY_OK, '', 'lnbc1')),
      routes: fc.jsonValue(),
      successAction: fc.oneof(actionLike, fc.jsonValue()),
      disposable: fc.jsonValue(),
      verify: maybe(url),
      status: maybe(fc.constant('ERROR')),
    },
    { requiredKeys: [] },
  );

  it('first responses', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), payLike), (raw) => {
        onlyLnurlErrors(() => parsePayRequest(raw));
        onlyLnurlErrors(() => parseWithdrawRequest(raw));
        onlyLnurlErrors(() => parseLnurlResponse(raw));
        onlyLnurlErrors(() => lnurlErrorReason(raw));
      }),
      { numRuns: 500 },
    );
  });

  it('metadata', () => {
    fc.assert(
      fc.property(metadataString, (meta) => {
        onlyLnurlErrors(() => parsePayMetadata(meta));
      }),
      { numRuns: 500 },
    );
  });

  it('callback answers and success actions', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), callbackAnswer), url, (raw, callbackUrl) => {
        onlyLnurlErrors(() => parsePayCallbackResponse(raw, callbackUrl));
        onlyLnurlErrors(() => parseSuccessAction(raw, callbackUrl));
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(actionLike, (raw) => {
        onlyLnurlErrors(() => parseSuccessAction(raw, CALLBACK));
      }),
      { numRuns: 500 },
    );
  });

  it('checkPayInvoice never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom(PAY_OK, PAY_AMOUNTLESS, PAY_D_INSTEAD_OF_H)),
        fc.integer({ min: 0, max: 1e9 }),
        fc.string(),
        (invoice, requestedAmountMsat, metadata) => {
          const result = checkPayInvoice({ invoice, requestedAmountMsat, metadata });
          expect(typeof result.ok).toBe('boolean');
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('lnurlUrlUnchecked: the URL of a bech32 LNURL, to recognise it, never to open it', () => {
  it('reads any URL, also one decodeLnurl refuses to open', () => {
    const plain = 'http://shop.example/pay';
    const code = lnurlBech32(plain);
    expect(() => decodeLnurl(code)).toThrow(LnurlError);
    expect(lnurlUrlUnchecked(code)).toBe(plain);
    expect(lnurlUrlUnchecked(` ${code.toLowerCase()} `)).toBe(plain);
  });

  it('is undefined for anything but a bech32 LNURL', () => {
    const code = lnurlBech32('https://shop.example/pay');
    for (const text of [
      '',
      'alice@example.com',
      `${code.slice(0, -1)}Q`,
      code.replace('LNURL', 'LNBC'),
    ]) {
      expect(lnurlUrlUnchecked(text), text).toBeUndefined();
    }
  });
});
