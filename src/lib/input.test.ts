import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bech32 } from '@scure/base';
import {
  INPUT_KINDS,
  MAX_INPUT_LENGTH,
  btcToSats,
  classifyInput,
  lightningTarget,
  onchainAddress,
  type Bip21Input,
  type Bolt11Input,
  type ClassifiedInput,
  type LightningAddressInput,
  type LnurlInput,
  type NwcInput,
} from './input.ts';

// ---------------------------------------------------------------------------------------------
// Vectors: BOLT 11 / LUD-01 / LUD-16 / BIP-321 / NIP-47 test vectors and self-made cases (`inputs`, `lnurl`, `bip321`, `bolt11_spec_valid`,
// `nip47`), inlined so that the repository does not depend on ../shared at test time.
// `kind` is this module's reading of the vector's free-text `class`.
// ---------------------------------------------------------------------------------------------

interface InputVector {
  in: string;
  class: string;
  kind: ClassifiedInput['kind'];
  url?: string;
  normalised?: string;
  network?: string;
}

interface LnurlVector {
  lnurl: string;
  expect: string;
  url?: string;
  reason?: string;
}

interface Bip321Vector {
  uri: string;
  expect: string;
}

interface SpecInvoice {
  name: string;
  invoice: string;
  network: string;
  amountMsat: number | null;
}

interface Nip47Vector {
  uri: string;
  expect: string;
}

const INPUT_VECTORS: readonly InputVector[] = [
  {
    in: 'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh',
    class: 'bolt11',
    kind: 'bolt11',
    network: 'mainnet',
  },
  {
    in: 'lightning:lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh',
    class: 'bolt11',
    kind: 'bolt11',
    normalised:
      'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh',
  },
  {
    in: 'LIGHTNING:LNBC25M1PVJLUEZPP5QQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQYPQDQ5VDHKVEN9V5SXYETPDEESSP5ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYGS9Q5SQQQQQQQQQQQQQQQQSGQ2A25DXL5HRNTDTN6ZVYDT7D66HYZSYHQS4WDYNAVYS42XGL6SGX9C4G7ME86A27T07MDTFRY458RTJR0V92CNMSWPSJSCGT2VCSE3SGPZ3UAPA',
    class: 'bolt11',
    kind: 'bolt11',
    normalised:
      'lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqqsgq2a25dxl5hrntdtn6zvydt7d66hyzsyhqs4wdynavys42xgl6sgx9c4g7me86a27t07mdtfry458rtjr0v92cnmswpsjscgt2vcse3sgpz3uapa',
  },
  {
    in: 'lightning://lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh',
    class: "bolt11 (tolerated non-standard '//' form)",
    kind: 'bolt11',
  },
  {
    in: '  lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh\n',
    class: 'bolt11 (after trim)',
    kind: 'bolt11',
  },
  {
    in: '\u200blnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh',
    class: 'bolt11 (after stripping zero-width space)',
    kind: 'bolt11',
  },
  {
    in: 'lntb10n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsdqvw3jhxarwv46q9qyzsqqmc6rarhh0thgyljn0mc5k4gxcjvz8qrd0kll0gdf45frfmuena39yv0zcwfy24jar5hzxnm9nw97a0mnysu9wug5965ypg7ngqlq4mqq6xl7ru',
    class: 'bolt11',
    kind: 'bolt11',
    network: 'testnet',
  },
  {
    in: 'lntbs10n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsdq2wd5kwmn9ws9qyzsqqujv6d74gzhflyxx4ss5sftw8p3f48gfvq2qgcyd0u0s0j5qmpepjvt4arh6mrqw98wj758shavmmz4evf9llccyensafd58z0ll4jpsqzl6gdy',
    class: 'bolt11',
    kind: 'bolt11',
    network: 'signet',
  },
  {
    in: 'lnbcrt10n1pj48ugqpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsdqvwfjkwar9wd6q9qyzsqqx08yu8rzxu8srevwqx099r88t3ffvt8er2thwc99fjgfydht84fjkqn4hdj9lcqq9ptnmn5cr7kn5jkynayxe32hqlkcqxh4xncq5dsqwes00h',
    class: 'bolt11',
    kind: 'bolt11',
    network: 'regtest',
  },
  {
    in: 'LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS',
    class: 'lnurl',
    kind: 'lnurl',
    url: 'https://service.com/api?q=3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df',
  },
  {
    in: 'lightning:LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS',
    class: 'lnurl',
    kind: 'lnurl',
    url: 'https://service.com/api?q=3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df',
  },
  {
    in: 'https://service.com/giftcard/redeem?id=123&lightning=LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS',
    class: 'lnurl (LUD-01 fallback param)',
    kind: 'lnurl',
    url: 'https://service.com/api?q=3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df',
  },
  {
    in: 'lnurlp://lnbits.example.com/lnurlp/api/v1/lnurl/abc123',
    class: 'lnurl-pay (LUD-17)',
    kind: 'lnurl',
    url: 'https://lnbits.example.com/lnurlp/api/v1/lnurl/abc123',
  },
  {
    in: 'LNURLW://lnbits.example.com/withdraw/api/v1/lnurl/Xy7',
    class: 'lnurl-withdraw (LUD-17, scheme case-insensitive)',
    kind: 'lnurl',
    url: 'https://lnbits.example.com/withdraw/api/v1/lnurl/Xy7',
  },
  {
    in: 'keyauth://site.com/auth?tag=login&k1=e2af6254a8df433264fa23f67eb8188635d15ce883e8fc020989d5f82ae6f11e&action=login',
    class: 'lnurl-auth (LUD-17)',
    kind: 'lnurl',
    url: 'https://site.com/auth?tag=login&k1=e2af6254a8df433264fa23f67eb8188635d15ce883e8fc020989d5f82ae6f11e&action=login',
  },
  {
    in: 'lnurlp://examplennnnnnnn.onion/path',
    class: 'lnurl-pay (LUD-17 onion)',
    kind: 'lnurl',
    url: 'http://examplennnnnnnn.onion/path',
  },
  {
    in: 'lnurlc://node.example.com/chan',
    class: 'channelRequest -> unsupported by a custodial wallet',
    kind: 'unsupported',
  },
  {
    in: 'alice@lnbits.example.com',
    class: 'lightning address',
    kind: 'lightning-address',
    url: 'https://lnbits.example.com/.well-known/lnurlp/alice',
  },
  {
    in: 'Alice@LNbits.Example.com',
    class: 'lightning address (lower-cased)',
    kind: 'lightning-address',
    url: 'https://lnbits.example.com/.well-known/lnurlp/alice',
  },
  {
    in: 'alice+tips@lnbits.example.com',
    class: 'lightning address with LUD-16 tag',
    kind: 'lightning-address',
    url: 'https://lnbits.example.com/.well-known/lnurlp/alice+tips',
  },
  {
    in: 'lightning:alice@lnbits.example.com',
    class: 'lightning address',
    kind: 'lightning-address',
  },
  {
    in: '\u20bfalice@lnbits.example.com',
    class: 'BIP-353 name (\u20bf prefix); LN-address fallback allowed',
    kind: 'lightning-address',
    url: 'https://lnbits.example.com/.well-known/lnurlp/alice',
  },
  {
    in: 'bob@abcdefghijklmnop.onion',
    class: 'lightning address (onion)',
    kind: 'lightning-address',
    url: 'http://abcdefghijklmnop.onion/.well-known/lnurlp/bob',
  },
  {
    in: 'al ice@example.com',
    class: 'reject (space in user part)',
    kind: 'invalid',
  },
  {
    in: 'alice@localhost',
    class: 'reject (no dot in domain) unless a dev flag allows it',
    kind: 'invalid',
  },
  {
    in: 'bitcoin:?lightning=lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh',
    class: 'bip21 -> bolt11',
    kind: 'bip21',
  },
  {
    in: 'bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?lightning=LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS',
    class: 'bip21 -> lnurl (seen in the wild)',
    kind: 'bip21',
  },
  {
    in: 'bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.001',
    class: 'on-chain only -> unsupported (offer to copy address)',
    kind: 'bip21',
  },
  {
    in: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    class: 'on-chain address -> unsupported',
    kind: 'onchain-address',
  },
  {
    in: 'lno1bogusoffer',
    class: 'BOLT12 offer -> unsupported',
    kind: 'unsupported',
  },
  {
    in: 'nostr+walletconnect://b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4?relay=wss%3A%2F%2Frelay.damus.io&secret=71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c',
    class: 'nwc pairing URI (secret!)',
    kind: 'nwc',
  },
  {
    in: 'https://example.com/some/page',
    class:
      'plain https: ask before probing as LUD-17 raw LNURL; if the JSON has no known tag, offer to open as a web page',
    kind: 'lnurl',
  },
  {
    in: 'http://example.com/lnurlp/1',
    class: 'reject (clear-text http, non-onion)',
    kind: 'invalid',
  },
  {
    in: 'javascript:alert(1)',
    class: 'reject',
    kind: 'invalid',
  },
  {
    in: 'lnbc1pvjluezsp5\u202e...',
    class: 'reject (bidi override / control character)',
    kind: 'invalid',
  },
];

const LNURL_VECTORS: readonly LnurlVector[] = [
  {
    lnurl:
      'LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNS',
    expect: 'decode',
    url: 'https://service.com/api?q=3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df',
  },
  {
    lnurl:
      'lnurl1dp68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefcv5mkvv34x5ekzd3ev56nyd3hxqurzepexejxxepnxscrvwfnv9nxzcn9xq6xyefhvgcxxcmyxymnserxfq5fns',
    expect: 'decode',
    url: 'https://service.com/api?q=3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df',
  },
  {
    lnurl:
      'LNURL1DP68GURN8GHJ7MRWVF5HGUEWV4UXZMTSD3JJUCM0D5HKCMN4WFK8QTMPWP5J7A339AKXUATJDSHKZCNRXYERX2NYD2Y',
    expect: 'decode',
    url: 'https://lnbits.example.com/lnurlp/api/v1/lnurl/abc123',
  },
  {
    lnurl:
      'LNURL1DP68GURN8GHJ7MRWVF5HGUEWV4UXZMTSD3JJUCM0D5HHW6T5DPJ8YCTH9ASHQ6F0WCCJ7MRWW4EXCT6C0YMN7ARPVU7HW6T5DPJ8YCTH2FJHZAT9WD6QM4RN3V',
    expect: 'decode',
    url: 'https://lnbits.example.com/withdraw/api/v1/lnurl/Xy7?tag=withdrawRequest',
  },
  {
    lnurl:
      'LNURL1DP68GUP69UHKZCNRV3JKVEMGD94XKMRDDEHHQUTJWD682ANH0PUH5V3NXS6NVDMPVF3KGETXVA5XJ6NTD3KKUMMSW9E8XAPWDAHXJMMW9AKXUATJD3CZ7VG2AKSPW',
    expect: 'decode',
    url: 'http://abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst.onion/lnurlp/1',
  },
  {
    lnurl:
      'LNURL1DP68GURN8GHJ7UMFW3JJUCM0D5LHGCT884KX7EMFDCNXKVFAV5EXZE3KXG6NGCFCV3NRGVENXGMRGENPXGEKVD3HV43RSVFC8QMRXDTYXY6KXEFC8QEK2WRXVVCRYVPE8QUKGDTX8QEXZEFKVCCNZEFXV93HG6T0DC7KCMM8D9HQETUXUW',
    expect: 'decode',
    url: 'https://site.com?tag=login&k1=e2af6254a8df433264fa23f67eb8188635d15ce883e8fc020989d5f82ae6f11e&action=login',
  },
  {
    lnurl:
      'LNURL1DP68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefcv5mkvv34x5ekzd3ev56nyd3hxqurzepexejxxepnxscrvwfnv9nxzcn9xq6xyefhvgcxxcmyxymnserxfq5fns',
    expect: 'reject',
    reason: 'mixed case',
  },
  {
    lnurl:
      'LNURL1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJ0M385EKVCENXC6R2C35XVUKXEFCV5MKVV34X5EKZD3EV56NYD3HXQURZEPEXEJXXEPNXSCRVWFNV9NXZCN9XQ6XYEFHVGCXXCMYXYMNSERXFQ5FNQ',
    expect: 'reject',
    reason: 'bad checksum',
  },
  {
    lnurl: 'LNURL1DP68GUP69UHK2ANFDSHX27RPD4CXCEFWVDHK6TMVDE6HYMRS9AUQCEZQUG',
    expect: 'reject',
    url: 'http://evil.example.com/lnurlp/x',
    reason: 'decodes to http:// on a non-onion host',
  },
  {
    lnurl: 'LNURL1DFSHVCTNVDEXJUR58FSKCETJWS5RZ2GZLJV4F',
    expect: 'reject',
    url: 'javascript:alert(1)',
    reason: 'decodes to a non-http(s) scheme',
  },
  {
    lnurl: 'LNURX1DP68GURN8GHJ7UM9WFMXJCM99E3K7MF0V9CXJYA20ND',
    expect: 'reject',
    reason: "hrp is 'lnurx', not 'lnurl' (checksum valid)",
  },
];

const BIP321_VECTORS: readonly Bip321Vector[] = [
  {
    uri: 'bitcoin:175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W?lightning=lnbc420bogusinvoice',
    expect: 'lightning param present; address is the on-chain fallback',
  },
  {
    uri: 'bitcoin:?lightning=lnbc420bogusinvoice',
    expect: 'valid: empty address, lightning only',
  },
  {
    uri: 'bitcoin:?lno=lno1bogusoffer',
    expect: 'BOLT12 offer only -> unsupported unless the server supports BOLT12',
  },
  {
    uri: 'BITCOIN:BC1QUFGY354J3KMVUCH987XE4S40836X3H0LG8F5NQ?BC=BC1P5SWKUGEZN97763TL0YTY6556856UUG0Q6JFLLJVEP9M4P7339X5QZYRH4Q',
    expect: 'valid; scheme and keys case-insensitive; no lightning -> on-chain only',
  },
  {
    uri: 'bitcoin:175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W?amount=42&amount=10',
    expect: 'reject: duplicate amount',
  },
  {
    uri: 'bitcoin:175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W?label=Luke-Jr&label=Matt',
    expect: 'reject: duplicate label',
  },
  {
    uri: 'bitcoin:175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W?req-somethingyoudontunderstand=50&req-somethingelseyoudontget=999',
    expect: 'reject: unknown req- parameter',
  },
  {
    uri: 'bitcoin:175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W?somethingyoudontunderstand=50&somethingelseyoudontget=999',
    expect: 'valid: unknown optional params ignored',
  },
  {
    uri: 'bitcoin:175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W?req-pop=https%3aevilwebsite.com',
    expect: 'MUST NOT pay (req-pop with a web scheme)',
  },
  {
    uri: 'BITCOIN:BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4?AMOUNT=0.0025&LIGHTNING=LNBC2500U1PVJLUEZSP5ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYGSPP5QQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQYPQDQ5XYSXXATSYP3K7ENXV4JSXQZPU9QRSGQUK0RL77NJ30YXDY8J9VDX85FKPMDLA2087NE0XH8NHEDH8W27KYKE0LP53UT353S06FV3QFEGEXT0EH0YMJPF39TUVEN09SAM30G4VGPFNA3RH',
    expect: 'lightning = BOLT11 V2 (250000000 msat); amount 0.0025 BTC = 250000000 msat agrees',
  },
];

const BOLT11_SPEC_VALID: readonly SpecInvoice[] = [
  {
    name: 'V1 donation (no amount)',
    invoice:
      'lnbc1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq9qrsgq357wnc5r2ueh7ck6q93dj32dlqnls087fxdwk8qakdyafkq3yap9us6v52vjjsrvywa6rt52cm9r9zqt8r2t7mlcwspyetp5h2tztugp9lfyql',
    network: 'mainnet',
    amountMsat: null,
  },
  {
    name: 'V2 2500u coffee, expiry 60',
    invoice:
      'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh',
    network: 'mainnet',
    amountMsat: 250000000,
  },
  {
    name: 'V3 2500u nonsense (UTF-8)',
    invoice:
      'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpquwpc4curk03c9wlrswe78q4eyqc7d8d0xqzpu9qrsgqhtjpauu9ur7fw2thcl4y9vfvh4m9wlfyz2gem29g5ghe2aak2pm3ps8fdhtceqsaagty2vph7utlgj48u0ged6a337aewvraedendscp573dxr',
    network: 'mainnet',
    amountMsat: 250000000,
  },
  {
    name: 'V4 20m hashed description',
    invoice:
      'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqs9qrsgq7ea976txfraylvgzuxs8kgcw23ezlrszfnh8r6qtfpr6cxga50aj6txm9rxrydzd06dfeawfk6swupvz4erwnyutnjq7x39ymw6j38gp7ynn44',
    network: 'mainnet',
    amountMsat: 2000000000,
  },
  {
    name: 'V5 testnet P2PKH fallback',
    invoice:
      'lntb20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfpp3x9et2e20v6pu37c5d9vax37wxq72un989qrsgqdj545axuxtnfemtpwkc45hx9d2ft7x04mt8q7y6t0k2dge9e7h8kpy9p34ytyslj3yu569aalz2xdk8xkd7ltxqld94u8h2esmsmacgpghe9k8',
    network: 'testnet',
    amountMsat: 2000000000,
  },
  {
    name: 'V6 mainnet fallback + route hints',
    invoice:
      'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqsfpp3qjmp7lwpagxun9pygexvgpjdc4jdj85fr9yq20q82gphp2nflc7jtzrcazrra7wwgzxqc8u7754cdlpfrmccae92qgzqvzq2ps8pqqqqqqpqqqqq9qqqvpeuqafqxu92d8lr6fvg0r5gv0heeeqgcrqlnm6jhphu9y00rrhy4grqszsvpcgpy9qqqqqqgqqqqq7qqzq9qrsgqdfjcdk6w3ak5pca9hwfwfh63zrrz06wwfya0ydlzpgzxkn5xagsqz7x9j4jwe7yj7vaf2k9lqsdk45kts2fd0fkr28am0u4w95tt2nsq76cqw0',
    network: 'mainnet',
    amountMsat: 2000000000,
  },
  {
    name: 'V7 P2SH fallback',
    invoice:
      'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfppj3a24vwu6r8ejrss3axul8rxldph2q7z99qrsgqz6qsgww34xlatfj6e3sngrwfy3ytkt29d2qttr8qz2mnedfqysuqypgqex4haa2h8fx3wnypranf3pdwyluftwe680jjcfp438u82xqphf75ym',
    network: 'mainnet',
    amountMsat: 2000000000,
  },
  {
    name: 'V8 P2WPKH fallback',
    invoice:
      'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfppqw508d6qejxtdg4y5r3zarvary0c5xw7k9qrsgqt29a0wturnys2hhxpner2e3plp6jyj8qx7548zr2z7ptgjjc7hljm98xhjym0dg52sdrvqamxdezkmqg4gdrvwwnf0kv2jdfnl4xatsqmrnsse',
    network: 'mainnet',
    amountMsat: 2000000000,
  },
  {
    name: 'V9 P2WSH fallback',
    invoice:
      'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygshp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqfp4qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q9qrsgq9vlvyj8cqvq6ggvpwd53jncp9nwc47xlrsnenq2zp70fq83qlgesn4u3uyf4tesfkkwwfg3qs54qe426hp3tz7z6sweqdjg05axsrjqp9yrrwc',
    network: 'mainnet',
    amountMsat: 2000000000,
  },
  {
    name: 'V10 P2TR fallback',
    invoice:
      'lnbc20m1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqhp58yjmdan79s6qqdhdzgynm4zwqd5d7xmw5fk98klysy043l2ahrqsfp4pptdvg0d2nj99568qn6ssdy4cygnwuxgw2ukmnwgwz7jpqjz2kszs9qrsgqy606dznq28exnydt2r4c29y56xjtn3sk4mhgjtl4pg2y4ar3249rq4ajlmj9jy8zvlzw7cr8mggqzm842xfr0v72rswzq9xvr4hknfsqwmn6xd',
    network: 'mainnet',
    amountMsat: 2000000000,
  },
  {
    name: 'V11 pico amount, 1 week expiry, c=10, r hint',
    invoice:
      'lnbc9678785340p1pwmna7lpp5gc3xfm08u9qy06djf8dfflhugl6p7lgza6dsjxq454gxhj9t7a0sd8dgfkx7cmtwd68yetpd5s9xar0wfjn5gpc8qhrsdfq24f5ggrxdaezqsnvda3kkum5wfjkzmfqf3jkgem9wgsyuctwdus9xgrcyqcjcgpzgfskx6eqf9hzqnteypzxz7fzypfhg6trddjhygrcyqezcgpzfysywmm5ypxxjemgw3hxjmn8yptk7untd9hxwg3q2d6xjcmtv4ezq7pqxgsxzmnyyqcjqmt0wfjjq6t5v4khxsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygsxqyjw5qcqp2rzjq0gxwkzc8w6323m55m4jyxcjwmy7stt9hwkwe2qxmy8zpsgg7jcuwz87fcqqeuqqqyqqqqlgqqqqn3qq9q9qrsgqrvgkpnmps664wgkp43l22qsgdw4ve24aca4nymnxddlnp8vh9v2sdxlu5ywdxefsfvm0fq3sesf08uf6q9a2ke0hc9j6z6wlxg5z5kqpu2v9wz',
    network: 'mainnet',
    amountMsat: 967878534,
  },
  {
    name: 'V12 25m features 8,14,99',
    invoice:
      'lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqqsgq2a25dxl5hrntdtn6zvydt7d66hyzsyhqs4wdynavys42xgl6sgx9c4g7me86a27t07mdtfry458rtjr0v92cnmswpsjscgt2vcse3sgpz3uapa',
    network: 'mainnet',
    amountMsat: 2500000000,
  },
  {
    name: 'V13 same, all upper case',
    invoice:
      'LNBC25M1PVJLUEZPP5QQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQQQSYQCYQ5RQWZQFQYPQDQ5VDHKVEN9V5SXYETPDEESSP5ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYG3ZYGS9Q5SQQQQQQQQQQQQQQQQSGQ2A25DXL5HRNTDTN6ZVYDT7D66HYZSYHQS4WDYNAVYS42XGL6SGX9C4G7ME86A27T07MDTFRY458RTJR0V92CNMSWPSJSCGT2VCSE3SGPZ3UAPA',
    network: 'mainnet',
    amountMsat: 2500000000,
  },
  {
    name: 'V14 same, fields that must be ignored',
    invoice:
      'lnbc25m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5vdhkven9v5sxyetpdeessp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q5sqqqqqqqqqqqqqqqqsgq2qrqqqfppnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqppnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqpp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqhpnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqhp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqspnqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqsp4qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnp5qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnpkqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqz599y53s3ujmcfjp5xrdap68qxymkqphwsexhmhr8wdz5usdzkzrse33chw6dlp3jhuhge9ley7j2ayx36kawe7kmgg8sv5ugdyusdcqzn8z9x',
    network: 'mainnet',
    amountMsat: 2500000000,
  },
  {
    name: 'V15 payment metadata m',
    invoice:
      'lnbc10m1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdp9wpshjmt9de6zqmt9w3skgct5vysxjmnnd9jx2mq8q8a04uqsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygs9q2gqqqqqqsgq7hf8he7ecf7n4ffphs6awl9t6676rrclv9ckg3d3ncn7fct63p6s365duk5wrk202cfy3aj5xnnp5gs3vrdvruverwwq7yzhkf5a3xqpd05wjc',
    network: 'mainnet',
    amountMsat: 1000000000,
  },
  {
    name: 'V16 high-S signature (recovery)',
    invoice:
      'lnbc1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq9qrsgq357wnc5r2ueh7ck6q93dj32dlqnls087fxdwk8qakdyafkq3yap2r09nt4ndd0unm3z9u5t48y6ucv4r5sg7lk98c77ctvjczkspk5qprc90gx',
    network: 'mainnet',
    amountMsat: null,
  },
];

const NIP47_VECTORS: readonly Nip47Vector[] = [
  {
    uri: 'nostr+walletconnect://b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4?relay=wss%3A%2F%2Frelay.damus.io&secret=71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c',
    expect: 'valid',
  },
  {
    uri: 'nostr+walletconnect://b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4?relay=wss://relay.example.com&secret=71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c',
    expect: 'valid',
  },
  {
    uri: 'nostr+walletconnect://b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4?relay=wss%3A%2F%2Frelay.damus.io&relay=wss%3A%2F%2Fnos.lol&secret=71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c&lud16=alice%40example.com',
    expect: 'valid',
  },
  {
    uri: 'nostr+walletconnect:b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4?relay=wss%3A%2F%2Frelay.damus.io&secret=71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c',
    expect: 'accept (legacy)',
  },
  {
    uri: 'nostrwalletconnect:b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4?relay=wss%3A%2F%2Frelay.damus.io&secret=71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c',
    expect: 'accept (legacy)',
  },
  {
    uri: 'nostr+walletconnect://b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4?relay=wss%3A%2F%2Frelay.damus.io',
    expect: 'reject',
  },
  {
    uri: 'nostr+walletconnect://b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4?secret=71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c',
    expect: 'reject',
  },
  {
    uri: 'nostr+walletconnect://b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d?relay=wss%3A%2F%2Frelay.damus.io&secret=71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c',
    expect: 'reject',
  },
  {
    uri: 'nostr+walletconnect://b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4?relay=https%3A%2F%2Frelay.damus.io&secret=71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c',
    expect: 'reject',
  },
];

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/**
 * V14 (fields of the wrong length "must be ignored") is refused by `bolt11.ts` on purpose
 * (bolts#1243, Jun 2025: wrong-length p/h/s/n now make the invoice invalid); see bolt11.test.ts.
 */
const BOLT11_VALID = BOLT11_SPEC_VALID.filter((v) => !v.name.startsWith('V14 '));
const V1 = BOLT11_SPEC_VALID[0].invoice; // amountless
const V2 = BOLT11_SPEC_VALID[1].invoice; // 2500u
const LUD01 = LNURL_VECTORS[0].lnurl;
const LUD01_URL =
  'https://service.com/api?q=3fc3645b439ce8e7f2553a69e5267081d96dcd340693afabe04be7b0ccd178df';
const K1 = 'e2af6254a8df433264fa23f67eb8188635d15ce883e8fc020989d5f82ae6f11e';
const NWC_PK = 'b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4';
const NWC_SECRET = '71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c';
/** Addresses with valid checksums (BIP-173 / BIP-350 test vectors, and a base58 one). */
const GOOD_ADDRESSES = [
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
  '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
] as const;

function lnurlEncode(url: string, upper = true): string {
  const s = bech32.encode('lnurl', bech32.toWords(new TextEncoder().encode(url)), 100_000);
  return upper ? s.toUpperCase() : s;
}

function as<K extends ClassifiedInput['kind']>(
  c: ClassifiedInput,
  kind: K,
): Extract<ClassifiedInput, { kind: K }> {
  expect(
    c.kind,
    JSON.stringify(c, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}` : v)),
  ).toBe(kind);
  return c as Extract<ClassifiedInput, { kind: K }>;
}

function expectWellFormed(c: ClassifiedInput): void {
  expect(INPUT_KINDS).toContain(c.kind);
  // lib/ returns codes; the screens word them (features/send/input-problems.ts).
  if (c.kind === 'invalid') {
    expect(c.problem.code.length).toBeGreaterThan(0);
  }
  if (c.kind === 'unsupported') {
    expect(c.what.length).toBeGreaterThan(0);
  }
  if (c.kind === 'bip21' && c.lightning) {
    expectWellFormed(c.lightning);
  }
}

const NETWORK: Readonly<Record<string, string>> = {
  mainnet: 'mainnet',
  testnet: 'testnet',
  signet: 'signet',
  regtest: 'regtest',
};

// ---------------------------------------------------------------------------------------------
// Vectors
// ---------------------------------------------------------------------------------------------

describe('input vectors', () => {
  it('has all 35 vectors', () => {
    expect(INPUT_VECTORS).toHaveLength(35);
  });

  it.each(INPUT_VECTORS.map((v, i) => [i, v.class, v] as const))('#%i %s', (_i, _c, v) => {
    const c = classifyInput(v.in);
    expect(c.kind).toBe(v.kind);
    if (c.kind === 'bolt11') {
      expect(c.invoice).toBe(v.normalised ?? c.invoice);
      expect(c.invoice).toBe(c.invoice.toLowerCase());
      if (v.network) {
        expect(c.network).toBe(NETWORK[v.network]);
      }
    }
    if (c.kind === 'lnurl' || c.kind === 'lightning-address') {
      if (v.url) {
        expect(c.url).toBe(v.url);
      }
    }
  });

  it('BIP-21 vectors expose the Lightning instruction', () => {
    const withInvoice = as(classifyInput(INPUT_VECTORS[25].in), 'bip21');
    expect(withInvoice.address).toBe('');
    expect(as(withInvoice.lightning!, 'bolt11').invoice).toBe(V2);
    const withLnurl = as(classifyInput(INPUT_VECTORS[26].in), 'bip21');
    expect(withLnurl.address).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(as(withLnurl.lightning!, 'lnurl').url).toBe(LUD01_URL);
    expect(lightningTarget(withLnurl)?.kind).toBe('lnurl');
    const onchainOnly = as(classifyInput(INPUT_VECTORS[27].in), 'bip21');
    expect(onchainOnly.lightning).toBeUndefined();
    expect(onchainOnly.amountSat).toBe(100_000);
    expect(lightningTarget(onchainOnly)).toBeNull();
  });

  it('plain https is a raw LNURL to be confirmed before probing; keyauth is login', () => {
    expect(as(classifyInput('https://example.com/some/page'), 'lnurl').source).toBe('https');
    const auth = as(classifyInput(INPUT_VECTORS[14].in), 'lnurl');
    expect(auth.tag).toBe('login');
    expect(auth.k1).toBe(K1);
    expect(as(classifyInput(INPUT_VECTORS[15].in), 'lnurl').onion).toBe(true);
    expect(as(classifyInput(INPUT_VECTORS[11].in), 'lnurl').source).toBe('fallback');
  });

  it('lnurlc and BOLT 12 name what they are', () => {
    expect(as(classifyInput('lnurlc://node.example.com/chan'), 'unsupported').what).toBe(
      'lnurl-channel',
    );
    expect(as(classifyInput('lno1bogusoffer'), 'unsupported').what).toBe('bolt12-offer');
  });
});

describe('LNURL vectors (LUD-01, LUD-16, LUD-17)', () => {
  it.each(LNURL_VECTORS.map((v) => [v.expect, v.reason ?? v.url ?? '', v] as const))(
    '%s %s',
    (_e, _r, v) => {
      const c = classifyInput(v.lnurl);
      if (v.expect === 'decode') {
        expect(as(c, 'lnurl').url).toBe(v.url);
        expect(as(c, 'lnurl').source).toBe('bech32');
        // Same with the lightning: prefix, and in lower case.
        expect(as(classifyInput(`lightning:${v.lnurl}`), 'lnurl').url).toBe(v.url);
        expect(as(classifyInput(v.lnurl.toLowerCase()), 'lnurl').url).toBe(v.url);
      } else {
        expect(c.kind).toBe('invalid');
      }
    },
  );

  it('dispatches per LUD-01: tag=login → auth without GET; incomplete withdraw → GET', () => {
    const login = as(classifyInput(LNURL_VECTORS[5].lnurl), 'lnurl');
    expect(login.tag).toBe('login');
    expect(login.k1).toBe(K1);
    const withdraw = as(classifyInput(LNURL_VECTORS[3].lnurl), 'lnurl');
    expect(withdraw.tag).toBeUndefined();
    expect(withdraw.fastWithdraw).toBeUndefined();
    const fast = as(
      classifyInput(
        lnurlEncode(
          'https://x.example/w?tag=withdrawRequest&k1=ab&minWithdrawable=1000&maxWithdrawable=2000&defaultDescription=d&callback=https%3A%2F%2Fx.example%2Fcb',
        ),
      ),
      'lnurl',
    );
    expect(fast.tag).toBe('withdraw');
    expect(fast.fastWithdraw).toBe(true);
    expect(as(classifyInput(LNURL_VECTORS[4].lnurl), 'lnurl').onion).toBe(true);
  });

  it('the LUD-16 rows', () => {
    expect(as(classifyInput('bob@abcdefghijklmnop.onion'), 'lightning-address').url).toBe(
      'http://abcdefghijklmnop.onion/.well-known/lnurlp/bob',
    );
    expect(as(classifyInput('lnurlw://host.example/p'), 'lnurl').url).toBe(
      'https://host.example/p',
    );
    expect(as(classifyInput('LNURLP://host.example/p'), 'lnurl').url).toBe(
      'https://host.example/p',
    );
    expect(as(classifyInput('lnurlp://x.onion/p'), 'lnurl').url).toBe('http://x.onion/p');
  });
});

describe('BIP-321 vectors', () => {
  const [
    withFallback,
    emptyAddress,
    offerOnly,
    upper,
    dupAmount,
    dupLabel,
    unknownReq,
    unknownOpt,
    reqPop,
    v2,
  ] = BIP321_VECTORS.map((v) => v.uri);

  it('lightning param present; address is the on-chain fallback (bogus invoice → invalid inner)', () => {
    const c = as(classifyInput(withFallback), 'bip21');
    expect(c.address).toBe('175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W');
    expect(c.lightning?.kind).toBe('invalid');
    expect(lightningTarget(c)).toBeNull();
  });

  it('empty address with a lightning instruction is a valid form', () => {
    const c = as(classifyInput(emptyAddress), 'bip21');
    expect(c.address).toBe('');
    expect(c.lightning?.kind).toBe('invalid');
  });

  it('BOLT 12 only exposes the offer and no Lightning target', () => {
    const c = as(classifyInput(offerOnly), 'bip21');
    expect(c.offer).toBe('lno1bogusoffer');
    expect(lightningTarget(c)).toBeNull();
  });

  it('scheme and keys are case-insensitive; on-chain only', () => {
    const c = as(classifyInput(upper), 'bip21');
    expect(c.address).toBe('bc1qufgy354j3kmvuch987xe4s40836x3h0lg8f5nq');
    expect(c.lightning).toBeUndefined();
  });

  it('duplicates and unknown req- parameters are rejected; unknown optional ones ignored', () => {
    expect(classifyInput(dupAmount).kind).toBe('invalid');
    expect(classifyInput(dupLabel).kind).toBe('invalid');
    expect(classifyInput(unknownReq).kind).toBe('invalid');
    expect(as(classifyInput(unknownOpt), 'bip21').address).toBe(
      '175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W',
    );
  });

  it('req-pop with a web scheme must not be paid', () => {
    const c = classifyInput(reqPop);
    expect(c.kind).toBe('invalid');
    expect(lightningTarget(c)).toBeNull();
  });

  it('upper-case URI with upper-case V2 invoice; 0.0025 BTC agrees with 250 000 000 msat', () => {
    const c = as(classifyInput(v2), 'bip21');
    expect(c.amountSat).toBe(250_000);
    const inv = as(c.lightning!, 'bolt11');
    expect(inv.invoice).toBe(V2);
    expect(inv.amountMsat).toBe(250_000_000n);
    expect(c.amountMismatch).toBe(false);
  });

  it('covers every vector', () => {
    expect(BIP321_VECTORS).toHaveLength(10);
  });
});

describe('NIP-47 pairing URIs', () => {
  it.each(NIP47_VECTORS.map((v) => [v.expect, v] as const))('%s', (_e, v) => {
    const c = classifyInput(v.uri);
    if (v.expect === 'reject') {
      expect(c.kind).toBe('invalid');
    } else {
      const n = as(c, 'nwc');
      expect(n.uri).toBe(v.uri);
      expect(n.walletPubkey).toBe(NWC_PK);
      expect(n.secret).toBe(NWC_SECRET);
      expect(n.relays.length).toBeGreaterThan(0);
    }
  });

  it('multiple relays and lud16', () => {
    const n = as(classifyInput(NIP47_VECTORS[2].uri), 'nwc');
    expect(n.relays).toEqual(['wss://relay.damus.io', 'wss://nos.lol']);
    expect(n.lud16).toBe('alice@example.com');
    expect(as(classifyInput(NIP47_VECTORS[1].uri), 'nwc').relays).toEqual([
      'wss://relay.example.com',
    ]);
  });
});

describe('BOLT 11 spec vectors', () => {
  it('V14 follows the bolt11.ts policy (invalid)', () => {
    const v14 = BOLT11_SPEC_VALID.find((v) => v.name.startsWith('V14 '))!;
    expect(as(classifyInput(v14.invoice), 'invalid').problem).toEqual({
      code: 'invoice',
      bolt11: 'field-length',
    });
    expect(BOLT11_VALID).toHaveLength(BOLT11_SPEC_VALID.length - 1);
  });

  it.each(BOLT11_VALID.map((v) => [v.name, v] as const))('%s', (_n, v) => {
    const c = as(classifyInput(v.invoice), 'bolt11');
    expect(c.invoice).toBe(v.invoice.toLowerCase());
    expect(c.network).toBe(v.network);
    expect(c.amountMsat).toBe(v.amountMsat === null ? null : BigInt(v.amountMsat));
  });
});

// ---------------------------------------------------------------------------------------------
// N1–N3 clean-up
// ---------------------------------------------------------------------------------------------

describe('clean-up before classifying (N1–N3)', () => {
  it('rejects empty and over-long input', () => {
    expect(classifyInput('').kind).toBe('invalid');
    expect(classifyInput('  \n\t ').kind).toBe('invalid');
    expect(classifyInput('\u200b\ufeff').kind).toBe('invalid');
    expect(classifyInput('a'.repeat(MAX_INPUT_LENGTH + 1)).kind).toBe('invalid');
    expect(classifyInput(' '.repeat(100_000)).kind).toBe('invalid');
  });

  it('deletes zero-width characters anywhere', () => {
    const mid = `${V2.slice(0, 40)}\u200c${V2.slice(40, 80)}\u2060${V2.slice(80)}\ufeff`;
    expect(as(classifyInput(mid), 'bolt11').invoice).toBe(V2);
  });

  it('rejects remaining control and bidi characters', () => {
    for (const ch of ['\u0000', '\u0007', '\u007f', '\u0085', '\u202e', '\u2066', '\u2069']) {
      const c = as(classifyInput(`${V2.slice(0, 50)}${ch}${V2.slice(50)}`), 'invalid');
      expect(c.problem.code).toBe('hidden-characters');
    }
    expect(classifyInput(`alice@exa\u202emple.com`).kind).toBe('invalid');
  });

  it('removes line breaks and spaces inside a wrapped bech32 string', () => {
    const wrapped = V2.match(/.{1,60}/g)!.join('\r\n');
    expect(as(classifyInput(wrapped), 'bolt11').invoice).toBe(V2);
    const spaced = LUD01.match(/.{1,20}/g)!.join(' ');
    expect(as(classifyInput(spaced), 'lnurl').url).toBe(LUD01_URL);
    // Also after a lightning: prefix (an extension of N3).
    expect(as(classifyInput(`LIGHTNING:${wrapped.toUpperCase()}`), 'bolt11').invoice).toBe(V2);
  });

  it('does not glue words that contain ":", "/" or "@"', () => {
    expect(classifyInput('al ice@example.com').kind).toBe('invalid');
  });
});

// ---------------------------------------------------------------------------------------------
// the order of classification and the tricky cases (T1–T16)
// ---------------------------------------------------------------------------------------------

describe('classification order', () => {
  it('lightning: must not carry another scheme', () => {
    expect(classifyInput('lightning:https://service.com/x').kind).toBe('invalid');
    expect(classifyInput(`lightning:bitcoin:?lightning=${V2}`).kind).toBe('invalid');
    expect(classifyInput('lightning:').kind).toBe('invalid');
  });

  it('https://user@host is never a Lightning address', () => {
    const c = classifyInput('https://alice@lnbits.example.com');
    expect(c.kind).toBe('invalid');
    expect(classifyInput('https://alice:pw@lnbits.example.com/lnurlp/1').kind).toBe('invalid');
  });

  it('rejects other schemes with a message', () => {
    for (const s of ['javascript:alert(1)', 'data:text/html,hi', 'file:///etc/passwd']) {
      expect(as(classifyInput(s), 'invalid').problem).toEqual({ code: 'unsafe-scheme' });
    }
    expect(as(classifyInput('ftp://x.com/a'), 'invalid').problem).toEqual({
      code: 'unknown-scheme',
      scheme: 'ftp',
    });
    expect(as(classifyInput('nostr:npub1xyz'), 'unsupported').what).toBe('nostr-link');
    expect(as(classifyInput('cashu:cashuAeyJ0'), 'unsupported').what).toBe('cashu-token');
  });

  it('recognises common unsupported tokens', () => {
    expect(as(classifyInput('cashuAeyJ0b2tlbiI6W3sibWludCI6Imh0dHBz'), 'unsupported').what).toBe(
      'cashu-token',
    );
    expect(
      as(
        classifyInput('npub1sg6plzptd64u62a878hep2kev88swjh3tw00gjsfl8f237lmu63q0uf63m'),
        'unsupported',
      ).what,
    ).toBe('nostr-id');
    expect(
      as(
        classifyInput('nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5'),
        'unsupported',
      ).what,
    ).toBe('nostr-private-key');
    const node = `02${'ab'.repeat(32)}@203.0.113.1:9735`;
    expect(as(classifyInput(node), 'unsupported').what).toBe('node-uri');
    expect(as(classifyInput('lni1qqgsomething'), 'unsupported').what).toBe('bolt12-offer');
    expect(as(classifyInput('LNO1QCP4256YPQ'), 'unsupported').what).toBe('bolt12-offer');
    expect(as(classifyInput('lightning:lno1bogusoffer'), 'unsupported').what).toBe('bolt12-offer');
  });

  it('says when nothing was recognised', () => {
    expect(as(classifyInput('hello'), 'invalid').problem).toEqual({ code: 'not-recognised' });
  });
});

describe('tricky cases (T1–T16)', () => {
  it('#1 HRP prefixes are matched longest-first', () => {
    expect(as(classifyInput(INPUT_VECTORS[8].in), 'bolt11').network).toBe('regtest');
    expect(as(classifyInput(INPUT_VECTORS[7].in), 'bolt11').network).toBe('signet');
    expect(as(classifyInput(INPUT_VECTORS[6].in), 'bolt11').network).toBe('testnet');
  });

  it('#2 no 90-character bech32 limit', () => {
    expect(LUD01.length).toBe(156);
    expect(as(classifyInput(LUD01), 'lnurl').url).toBe(LUD01_URL);
    const longest = BOLT11_VALID.reduce(
      (a, b) => (b.invoice.length > a.length ? b.invoice : a),
      '',
    );
    expect(longest.length).toBeGreaterThan(500);
    expect(classifyInput(longest).kind).toBe('bolt11');
    const longUrl = `https://service.com/${'a'.repeat(1500)}`;
    expect(as(classifyInput(lnurlEncode(longUrl)), 'lnurl').url).toBe(longUrl);
  });

  it('#3 upper and lower case are valid, mixed case is not', () => {
    expect(classifyInput(V2.toUpperCase()).kind).toBe('bolt11');
    expect(classifyInput(`${V2.slice(0, 10).toUpperCase()}${V2.slice(10)}`).kind).toBe('invalid');
    expect(classifyInput(LNURL_VECTORS[6].lnurl).kind).toBe('invalid');
  });

  it('#4 amountless invoices are flagged with amountMsat = null', () => {
    expect(as(classifyInput(V1), 'bolt11').amountMsat).toBeNull();
  });

  it('#5 the network is reported so a mismatch can be refused', () => {
    expect(as(classifyInput(INPUT_VECTORS[6].in), 'bolt11').network).toBe('testnet');
  });

  it('#6 expiry is not judged here (2017 spec invoices still classify)', () => {
    expect(classifyInput(V2).kind).toBe('bolt11');
  });

  it('#7 LIGHTNING: with upper-case payloads, and the lightning:// form', () => {
    expect(as(classifyInput(`LIGHTNING:${LUD01}`), 'lnurl').url).toBe(LUD01_URL);
    expect(as(classifyInput(`LIGHTNING://${V2.toUpperCase()}`), 'bolt11').invoice).toBe(V2);
  });

  it('#8 an LNURL decoding to a bad URL is rejected', () => {
    for (const url of [
      'http://evil.example.com/x',
      'javascript:alert(1)',
      'ftp://files.example.com/a',
      '/relative/path',
      'https://user:pw@service.com/x',
      'https://user@service.com/x',
      'not a url',
    ]) {
      expect(classifyInput(lnurlEncode(url)).kind, url).toBe('invalid');
    }
    expect(classifyInput(lnurlEncode('http://abc.onion/x')).kind).toBe('lnurl');
    expect(classifyInput('http://abc.onion/lnurlp/1').kind).toBe('lnurl');
  });

  it('#9 LUD-17 schemes are swapped on the string', () => {
    const c = as(classifyInput('LnUrLp://Host.Example.com/A/b?x=Y'), 'lnurl');
    expect(c.url).toBe('https://Host.Example.com/A/b?x=Y');
    expect(c.domain).toBe('host.example.com');
    expect(c.tag).toBe('pay');
    expect(classifyInput('lnurlp:host.example.com/p').kind).toBe('invalid');
    expect(classifyInput('keyauth://site.com/auth').kind).toBe('invalid');
    expect(classifyInput(`lnurlp://site.com/auth?tag=login&k1=${K1}`).kind).toBe('invalid');
  });

  it('#10 Lightning addresses are lower-cased and IDN domains shown as punycode', () => {
    const c = as(classifyInput('Alice@Bücher.Example'), 'lightning-address');
    expect(c.address).toBe('alice@xn--bcher-kva.example');
    expect(c.url).toBe('https://xn--bcher-kva.example/.well-known/lnurlp/alice');
    for (const bad of [
      'alice@',
      '@example.com',
      'a@b@example.com',
      'alice@exa mple.com',
      'alice@example.com/x',
      'alice@example.com:443',
      'alice@.example.com',
      'alice@localhost',
      'al%69ce@example.com',
    ]) {
      expect(classifyInput(bad).kind, bad).toBe('invalid');
    }
  });

  it('#11 ₿user@domain falls back to LUD-16', () => {
    expect(as(classifyInput('₿Alice@Example.com'), 'lightning-address').address).toBe(
      'alice@example.com',
    );
    expect(as(classifyInput('lightning:₿bob@example.com'), 'lightning-address').address).toBe(
      'bob@example.com',
    );
  });

  it('#12 BIP-21/321 parsing rules', () => {
    const addr = '175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W';
    // Keys are case-insensitive, duplicates across case too.
    expect(classifyInput(`bitcoin:${addr}?AMOUNT=1&amount=2`).kind).toBe('invalid');
    expect(classifyInput(`bitcoin:${addr}?message=a&Message=b`).kind).toBe('invalid');
    expect(classifyInput(`bitcoin:${addr}?pop=x%3a&req-pop=y%3a`).kind).toBe('invalid');
    expect(classifyInput(`bitcoin:${addr}?req-amount=1`).kind).toBe('invalid');
    for (const pop of [
      'http%3a%2f%2fx.com',
      'file%3a%2f%2f%2fetc',
      'javascript%3aalert(1)',
      'mailto%3ax%40y.z',
    ]) {
      expect(classifyInput(`bitcoin:${addr}?req-pop=${pop}`).kind, pop).toBe('invalid');
    }
    expect(classifyInput(`bitcoin:${addr}?req-pop=callbackapp%3aabc`).kind).toBe('unsupported');
    // amount: decimal BTC, '.' separator, no commas, no sub-satoshi, not above 21M.
    expect(as(classifyInput(`bitcoin:${addr}?amount=20.3`), 'bip21').amountSat).toBe(2_030_000_000);
    expect(as(classifyInput(`bitcoin:${addr}?amount=.00000001`), 'bip21').amountSat).toBe(1);
    expect(as(classifyInput(`bitcoin:${addr}?amount=1.`), 'bip21').amountSat).toBe(100_000_000);
    expect(as(classifyInput(`bitcoin:${addr}?amount=0.100000000`), 'bip21').amountSat).toBe(
      10_000_000,
    );
    for (const bad of [
      '1,5',
      '0.000000001',
      '-1',
      '1e3',
      '',
      '.',
      '21000000.00000001',
      '0x10',
      ' 1',
    ]) {
      expect(classifyInput(`bitcoin:${addr}?amount=${bad}`).kind, bad).toBe('invalid');
    }
    // label/message: percent-encoded UTF-8; '+' accepted as a space too.
    const c = as(
      classifyInput(`bitcoin:${addr}?label=Luke-Jr&message=Donation%20for+project%20%E2%82%BF`),
      'bip21',
    );
    expect(c.label).toBe('Luke-Jr');
    expect(c.message).toBe('Donation for project ₿');
    expect(classifyInput(`bitcoin:${addr}?label=%E2%82`).kind).toBe('invalid');
    // Empty address only with another payment instruction.
    expect(classifyInput('bitcoin:').kind).toBe('invalid');
    expect(classifyInput('bitcoin:?amount=1').kind).toBe('invalid');
    // Base58 is never re-cased; bad address shapes are rejected.
    expect(as(classifyInput(`BITCOIN:${addr}`), 'bip21').address).toBe(addr);
    expect(classifyInput('bitcoin:notanaddress?amount=1').kind).toBe('invalid');
    expect(classifyInput('bitcoin:bc1Qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4').kind).toBe(
      'invalid',
    );
    // The invoice governs; a differing amount is flagged.
    const mismatch = as(
      classifyInput(`bitcoin:${GOOD_ADDRESSES[0]}?amount=0.001&lightning=${V2}`),
      'bip21',
    );
    expect(mismatch.amountMismatch).toBe(true);
    expect(mismatch.addressNetwork).toBe('mainnet');
  });

  it('#13 NWC quirks: raw relay, several relays, with and without //, upper-case hex', () => {
    const upper = `nostr+walletconnect://${NWC_PK.toUpperCase()}?relay=wss://relay.example.com&secret=${NWC_SECRET.toUpperCase()}`;
    const n = as(classifyInput(upper), 'nwc');
    expect(n.walletPubkey).toBe(NWC_PK);
    expect(n.secret).toBe(NWC_SECRET);
    expect(
      classifyInput(
        `NOSTR+WALLETCONNECT:${NWC_PK}?relay=wss%3A%2F%2Fr.example&secret=${NWC_SECRET}`,
      ).kind,
    ).toBe('nwc');
    expect(
      classifyInput(
        `nostr+walletconnect://${NWC_PK}?relay=wss%3A%2F%2Fr.example&secret=${'0'.repeat(64)}`,
      ).kind,
    ).toBe('invalid');
    expect(
      classifyInput(
        `nostr+walletconnect://${NWC_PK}?relay=wss%3A%2F%2Fr.example&secret=${'f'.repeat(64)}`,
      ).kind,
    ).toBe('invalid');
  });

  it('#14 an LNURL inside BIP-21 is accepted', () => {
    const c = as(classifyInput(`bitcoin:?lightning=${LUD01}`), 'bip21');
    expect(as(c.lightning!, 'lnurl').url).toBe(LUD01_URL);
  });

  it('#15 a single code inside surrounding text is extracted and reported', () => {
    const c = as(classifyInput(`Pay me: ${V2}. Thanks!`), 'bolt11');
    expect(c.invoice).toBe(V2);
    expect(c.extracted).toBe(V2);
    const l = as(classifyInput(`Scan (lightning:${LUD01}) to pay`), 'lnurl');
    expect(l.extracted).toBe(`lightning:${LUD01}`);
    expect(as(classifyInput(`first ${V2} second ${V1}`), 'invalid').problem).toEqual({
      code: 'several-codes',
    });
    expect(classifyInput('write to alice@example.com please').kind).toBe('invalid');
    expect(classifyInput(V2).extracted).toBeUndefined();
    // Without a colon the N3 whitespace removal would glue the words; extraction still wins.
    expect(as(classifyInput(`Pay me ${V2}`), 'bolt11').extracted).toBe(V2);
  });

  it('#16 web+lightning: deep links and percent-encoded links', () => {
    expect(as(classifyInput(`web+lightning:${V2}`), 'bolt11').invoice).toBe(V2);
    expect(as(classifyInput(`WEB+LIGHTNING://${LUD01}`), 'lnurl').url).toBe(LUD01_URL);
    expect(as(classifyInput(`web%2Blightning%3A${V2}`), 'bolt11').invoice).toBe(V2);
    expect(as(classifyInput(`bitcoin%3A%3Flightning%3D${V2}`), 'bip21').lightning?.kind).toBe(
      'bolt11',
    );
    expect(
      as(classifyInput('web+lightning:alice%40example.com'), 'lightning-address').address,
    ).toBe('alice@example.com');
    expect(classifyInput('web+lightning:%E0%A4%A').kind).toBe('invalid');
  });
});

describe('on-chain addresses', () => {
  it.each(GOOD_ADDRESSES.map((a) => [a] as const))('%s', (a) => {
    const c = as(classifyInput(a), 'onchain-address');
    expect(c.address).toBe(/^(bc|tb)1/i.test(a) ? a.toLowerCase() : a);
    expect(
      as(
        classifyInput(a.startsWith('1') || a.startsWith('3') ? a : a.toUpperCase()),
        'onchain-address',
      ).address,
    ).toBe(c.address);
  });

  it('rejects bad checksums and wrong witness versions', () => {
    expect(onchainAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBeNull();
    expect(onchainAddress('175tWpb8K1S7NmH4Zx6rewF9WQrcZv245W')).toBeNull();
    // BIP-350: a v1+ program in bech32 (not bech32m) is invalid.
    expect(
      onchainAddress('bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx'),
    ).toBeNull();
    expect(
      onchainAddress('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7')?.network,
    ).toBe('testnet');
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests
// ---------------------------------------------------------------------------------------------

const VALID_SAMPLES: readonly string[] = [
  ...INPUT_VECTORS.map((v) => v.in),
  ...BIP321_VECTORS.map((v) => v.uri),
  ...LNURL_VECTORS.map((v) => v.lnurl),
  ...NIP47_VECTORS.map((v) => v.uri),
  ...BOLT11_SPEC_VALID.map((v) => v.invoice),
  ...GOOD_ADDRESSES,
];

const PREFIXES = [
  '',
  'lightning:',
  'LIGHTNING:',
  'lightning://',
  'web+lightning:',
  'bitcoin:',
  'bitcoin:?lightning=',
  'BITCOIN:?amount=',
  'lnurlp://',
  'keyauth://',
  'lnurlc://',
  'https://',
  'http://',
  'nostr+walletconnect://',
  'nostrwalletconnect:',
  'lnurl1',
  'lnbc',
  'lnbcrt1',
  'lno1',
  '₿',
  'bc1',
  'a@',
  '%3A',
  'web%2Blightning%3A',
] as const;

/** Insert, delete, replace or re-case characters of a valid input. */
const mutated = fc
  .tuple(
    fc.constantFrom(...VALID_SAMPLES),
    fc.array(
      fc.tuple(
        fc.constantFrom('insert', 'delete', 'replace', 'upper', 'lower'),
        fc.nat(),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
      ),
      { minLength: 1, maxLength: 6 },
    ),
  )
  .map(([s, ops]) => {
    let out = s;
    for (const [op, pos, text] of ops) {
      const i = out.length === 0 ? 0 : pos % out.length;
      if (op === 'insert') {
        out = out.slice(0, i) + text + out.slice(i);
      } else if (op === 'delete') {
        out = out.slice(0, i) + out.slice(i + 1);
      } else if (op === 'replace') {
        out = out.slice(0, i) + text + out.slice(i + text.length);
      } else if (op === 'upper') {
        out = out.slice(0, i) + out.slice(i).toUpperCase();
      } else {
        out = out.slice(0, i) + out.slice(i).toLowerCase();
      }
    }
    return out;
  });

describe('property: never throws, always a known kind', () => {
  const check = (arb: fc.Arbitrary<string>, numRuns = 300) =>
    fc.assert(
      fc.property(arb, (s) => {
        expectWellFormed(classifyInput(s));
      }),
      { numRuns },
    );

  it('fc.string()', () => check(fc.string({ maxLength: 200 }), 1000));
  it('full unicode (binary unit)', () => check(fc.string({ unit: 'binary', maxLength: 200 })));
  it('graphemes', () => check(fc.string({ unit: 'grapheme', maxLength: 100 })));
  it('known prefixes followed by junk', () =>
    check(
      fc
        .tuple(fc.constantFrom(...PREFIXES), fc.string({ unit: 'binary', maxLength: 120 }))
        .map(([p, s]) => p + s),
      1000,
    ));
  it('mutations of valid inputs', () => check(mutated, 1000));
  it('long inputs', () =>
    check(
      fc
        .tuple(fc.constantFrom(...VALID_SAMPLES), fc.nat({ max: 40_000 }))
        .map(([s, n]) => s + 'q'.repeat(n)),
      30,
    ));
  it('non-string input from JavaScript callers does not throw', () => {
    for (const v of [undefined, null, 42, {}, []]) {
      expectWellFormed(classifyInput(v as unknown as string));
    }
  });

  it('a one-character substitution in an LNURL is never accepted', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LNURL_VECTORS.filter((v) => v.expect === 'decode').map((v) => v.lnurl)),
        fc.nat(),
        fc.constantFrom(...'qpzry9x8gf2tvdw0s3jn54khce6mua7l'),
        (lnurl, pos, ch) => {
          const i = 6 + (pos % (lnurl.length - 6));
          const replacement = ch.toUpperCase();
          fc.pre(lnurl[i] !== replacement);
          const bad = lnurl.slice(0, i) + replacement + lnurl.slice(i + 1);
          expect(classifyInput(bad).kind).toBe('invalid');
        },
      ),
      { numRuns: 500 },
    );
  });
});

const randomCase = (s: string, upper: boolean) => (upper ? s.toUpperCase() : s.toLowerCase());
const safeUrl = (s: string): boolean => {
  try {
    const u = new URL(s);
    return u.username === '' && u.password === '' && u.hostname !== '';
  } catch {
    return false;
  }
};
const httpsUrl = fc
  .webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true })
  .filter(safeUrl);
const whitespace = fc.constantFrom('', ' ', '  ', '\n', '\r\n', '\t', '\u200b', '\ufeff ');
const domain = fc
  .domain()
  .filter((d) => safeUrl(`https://${d}`) && !d.endsWith('.onion') && d.includes('.'));

describe('property: generated valid inputs are classified right', () => {
  it('https URLs bech32-encoded as LNURL, any case, with or without lightning:', () => {
    fc.assert(
      fc.property(
        httpsUrl,
        fc.boolean(),
        fc.constantFrom('', 'lightning:', 'LIGHTNING:', 'lightning://', 'web+lightning:'),
        whitespace,
        (url, upper, prefix, ws) => {
          const input = ws + prefix + lnurlEncode(url, upper) + ws;
          const c = as(classifyInput(input), 'lnurl');
          expect(c.url).toBe(url);
          expect(c.source).toBe('bech32');
          expect(c.domain).toBe(new URL(url).hostname);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('plain https URLs are raw LNURLs, and carry a ?lightning= fallback', () => {
    fc.assert(
      fc.property(httpsUrl, (url) => {
        fc.pre(!/[?&]lightning=/i.test(url));
        const c = as(classifyInput(url), 'lnurl');
        expect(c.source).toBe('https');
        expect(c.url).toBe(url);
        const inner = 'https://service.example/lnurlp/1';
        const withFallback = `https://${new URL(url).host}/redeem?id=1&lightning=${lnurlEncode(inner)}`;
        const f = as(classifyInput(withFallback), 'lnurl');
        expect(f.source).toBe('fallback');
        expect(f.url).toBe(inner);
      }),
      { numRuns: 200 },
    );
  });

  it('user@domain.tld Lightning addresses in random case', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9\-_.+]{1,24}$/),
        domain,
        fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
        fc.constantFrom('', 'lightning:', 'LIGHTNING:', '₿'),
        whitespace,
        (user, dom, flips, prefix, ws) => {
          const raw = `${user}@${dom}`;
          const mixed = [...raw].map((ch, i) => (flips[i % 64] ? ch.toUpperCase() : ch)).join('');
          const c = as(classifyInput(ws + prefix + mixed + ws), 'lightning-address');
          const host = new URL(`https://${dom}`).hostname;
          expect(c.address).toBe(`${user}@${host}`);
          expect(c.url).toBe(`https://${host}/.well-known/lnurlp/${user}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('LUD-17 URLs with random paths', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ['lnurlp', 'pay'],
          ['LNURLW', 'withdraw'],
          ['LnUrLp', 'pay'],
          ['lnurlw', 'withdraw'],
        ),
        domain,
        fc.array(fc.stringMatching(/^[A-Za-z0-9_~.-]{1,12}$/), { maxLength: 5 }),
        fc.boolean(),
        ([scheme, tag], dom, segments, onion) => {
          const host = onion ? `${dom.split('.')[0]}.onion` : dom;
          const rest = `${host}/${segments.join('/')}`;
          const c = as(classifyInput(`${scheme}://${rest}`), 'lnurl');
          expect(c.url).toBe(`${onion ? 'http' : 'https'}://${rest}`);
          expect(c.tag).toBe(tag);
          expect(c.onion).toBe(onion);
          expect(c.source).toBe('lud17');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keyauth:// with a random k1 is an LNURL-auth login', () => {
    fc.assert(
      fc.property(
        domain,
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.boolean(),
        (dom, k, upper) => {
          const k1 = Array.from(k, (b) => b.toString(16).padStart(2, '0')).join('');
          const c = as(
            classifyInput(
              `keyauth://${dom}/auth?tag=login&k1=${randomCase(k1, upper)}&action=login`,
            ),
            'lnurl',
          );
          expect(c.tag).toBe('login');
          expect(c.k1).toBe(k1);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('BOLT 11 spec invoices with random case, prefix and surrounding whitespace', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOLT11_VALID),
        fc.boolean(),
        fc.constantFrom(
          '',
          'lightning:',
          'LIGHTNING:',
          'lightning://',
          'LIGHTNING://',
          'web+lightning:',
        ),
        whitespace,
        whitespace,
        fc.array(fc.nat(), { maxLength: 4 }),
        (v, upper, prefix, before, after, breaks) => {
          let body = randomCase(v.invoice, upper);
          for (const b of breaks) {
            const i = b % body.length;
            body = `${body.slice(0, i)}\n${body.slice(i)}`;
          }
          const c = as(classifyInput(before + prefix + body + after), 'bolt11');
          expect(c.invoice).toBe(v.invoice.toLowerCase());
          expect(c.network).toBe(v.network);
          expect(c.amountMsat).toBe(v.amountMsat === null ? null : BigInt(v.amountMsat));
        },
      ),
      { numRuns: 400 },
    );
  });

  const btcString = (sats: bigint, style: number): string => {
    const int = (sats / 100_000_000n).toString();
    const frac = (sats % 100_000_000n).toString().padStart(8, '0');
    switch (style) {
      case 0:
        return `${int}.${frac}`;
      case 1: {
        const trimmed = frac.replace(/0+$/, '');
        return trimmed === '' ? int : `${int}.${trimmed}`;
      }
      case 2:
        return `${int}.${frac}000`;
      default:
        return `${int === '0' ? '' : int}.${frac}`;
    }
  };

  it('btcToSats round-trips every satoshi amount exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2_100_000_000_000_000n }),
        fc.nat({ max: 3 }),
        (sats, style) => {
          expect(btcToSats(btcString(sats, style))).toBe(Number(sats));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('bitcoin URIs with random amounts, labels and optional lightning=', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2_100_000_000_000_000n }),
        fc.nat({ max: 3 }),
        fc.option(fc.constantFrom(...BOLT11_VALID), { nil: undefined }),
        fc.option(fc.constantFrom('', ...GOOD_ADDRESSES), { nil: undefined }),
        fc.option(fc.string({ unit: 'grapheme', maxLength: 20 }), { nil: undefined }),
        fc.boolean(),
        (sats, style, invoice, address, label, upperScheme) => {
          const addr = address ?? '';
          const params = [`amount=${btcString(sats, style)}`];
          if (label !== undefined) {
            params.push(`label=${encodeURIComponent(label)}`);
          }
          if (invoice) {
            params.push(`lightning=${invoice.invoice}`);
          }
          fc.pre(addr !== '' || invoice !== undefined);
          const uri = `${upperScheme ? 'BITCOIN' : 'bitcoin'}:${addr}?${params.join('&')}`;
          const c = as(classifyInput(uri), 'bip21');
          expect(c.amountSat).toBe(Number(sats));
          expect(Number.isSafeInteger(c.amountSat)).toBe(true);
          expect(c.address).toBe(/^(bc|tb)1/i.test(addr) ? addr.toLowerCase() : addr);
          expect(c.label).toBe(label);
          if (invoice) {
            const inv = as(c.lightning!, 'bolt11');
            expect(inv.invoice).toBe(invoice.invoice.toLowerCase());
            expect(lightningTarget(c)).toBe(inv);
            expect(c.amountMismatch).toBe(
              invoice.amountMsat === null ? undefined : BigInt(invoice.amountMsat) !== sats * 1000n,
            );
          } else {
            expect(c.lightning).toBeUndefined();
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lightningTarget unwraps every payable kind', () => {
    const b = classifyInput(V2) as Bolt11Input;
    const l = classifyInput(LUD01) as LnurlInput;
    const a = classifyInput('alice@example.com') as LightningAddressInput;
    const n = classifyInput(NIP47_VECTORS[0].uri) as NwcInput;
    const u = classifyInput(`bitcoin:?lightning=alice@example.com`) as Bip21Input;
    expect(lightningTarget(b)).toBe(b);
    expect(lightningTarget(l)).toBe(l);
    expect(lightningTarget(a)).toBe(a);
    expect(lightningTarget(n)).toBeNull();
    expect(lightningTarget(u)?.kind).toBe('lightning-address');
  });
});

describe('allowLoopback (the loopback flag)', () => {
  const loopbackLnurl = bech32.encode(
    'lnurl',
    bech32.toWords(new TextEncoder().encode('http://127.0.0.1:5000/withdraw/api/v1/lnurl/abc')),
    2000,
  );

  it('is off by default: codes pointing at this device are refused', () => {
    for (const code of [
      'alice@localhost',
      'alice@127.0.0.1:5000',
      loopbackLnurl,
      'http://127.0.0.1:5000/x',
    ]) {
      expect(classifyInput(code).kind, code).toBe('invalid');
    }
  });

  it('accepts loopback addresses, LNURLs and LUD-17 links over http when on', () => {
    const options = { allowLoopback: true };
    expect(classifyInput('Alice@127.0.0.1:5000', options)).toMatchObject({
      kind: 'lightning-address',
      address: 'alice@127.0.0.1:5000',
      url: 'http://127.0.0.1:5000/.well-known/lnurlp/alice',
    });
    expect(classifyInput(loopbackLnurl, options)).toMatchObject({
      kind: 'lnurl',
      url: 'http://127.0.0.1:5000/withdraw/api/v1/lnurl/abc',
      source: 'bech32',
    });
    expect(classifyInput('lnurlp://localhost:4000/lnurlp/x', options)).toMatchObject({
      kind: 'lnurl',
      url: 'http://localhost:4000/lnurlp/x',
      tag: 'pay',
    });
  });

  it('reaches codes nested in a BIP-21 link, an https fallback and surrounding text', () => {
    const nested = [
      `bitcoin:?lightning=${loopbackLnurl}`,
      `https://example.com/pay?lightning=${loopbackLnurl}`,
      `Please pay ${loopbackLnurl} today`,
    ];
    for (const code of nested) {
      const on = classifyInput(code, { allowLoopback: true });
      const target = on.kind === 'bip21' ? on.lightning : on;
      expect(target).toMatchObject({
        kind: 'lnurl',
        url: 'http://127.0.0.1:5000/withdraw/api/v1/lnurl/abc',
      });
      const off = classifyInput(code);
      expect(off.kind === 'bip21' ? off.lightning?.kind : off.kind).not.toBe('lnurl');
    }
  });

  it('still refuses plain http elsewhere and resets after each call', () => {
    expect(classifyInput('http://example.com/x', { allowLoopback: true }).kind).toBe('invalid');
    classifyInput('alice@localhost', { allowLoopback: true });
    expect(classifyInput('alice@localhost').kind).toBe('invalid');
  });
});

describe('LNbits wallet links', () => {
  const usr = 'f4cb670d1c3f402bb40be3036fc645c3';
  const wal = '1d8cdbac00164c388acd89c1d64f1b63';

  it('reads the server, the user id and the wallet from the link LNbits shows', () => {
    expect(classifyInput(`https://pay.example.com/wallet?usr=${usr}&wal=${wal}`)).toEqual({
      kind: 'lnbits-wallet-link',
      serverUrl: 'https://pay.example.com',
      userId: usr,
      walletId: wal,
    });
  });

  it('keeps a path prefix, reads /wallet/<id>, dashed or upper-case ids, and plain http', () => {
    const dashed = 'F4CB670D-1C3F-402B-B40B-E3036FC645C3';
    expect(classifyInput(`http://127.0.0.1:5000/lnbits/wallet/${wal}?usr=${dashed}`)).toEqual({
      kind: 'lnbits-wallet-link',
      serverUrl: 'http://127.0.0.1:5000/lnbits',
      userId: usr,
      walletId: wal,
    });
    expect(classifyInput(`  https://x.example/wallet/?usr=${usr}  `)).toEqual({
      kind: 'lnbits-wallet-link',
      serverUrl: 'https://x.example',
      userId: usr,
    });
  });

  it('is not a wallet link without a user id, on another path, or with credentials', () => {
    for (const text of [
      `https://x.example/wallet?wal=${wal}`,
      `https://x.example/wallet?usr=nothex&wal=${wal}`,
      `https://x.example/wallets?usr=${usr}`,
      `https://a:b@x.example/wallet?usr=${usr}`,
      `ftp://x.example/wallet?usr=${usr}`,
    ]) {
      expect(classifyInput(text).kind).not.toBe('lnbits-wallet-link');
    }
  });
});
