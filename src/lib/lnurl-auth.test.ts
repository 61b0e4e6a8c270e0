import { describe, expect, it } from 'vitest';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { HDKey } from '@scure/bip32';
import {
  loginAction,
  linkingPublicKeyHex,
  LUD05_HASHING_KEY_PATH,
  buildLnurlAuthCallbackUrl,
  deriveLinkingKey,
  linkingDomain,
  linkingKeyPath,
  lnurlAuthSeed,
  requireK1,
  signK1,
  verifyLnurlAuthSignature,
} from './lnurl-auth';
import { LnurlError } from './lnurl/errors';

// Vectors from LUD-04 and
// LUD-05; the lnurl library's tests (tests/test_helpers_lnurlauth.py) use the same ones.
const LUD04 = {
  k1: 'e2af6254a8df433264fa23f67eb8188635d15ce883e8fc020989d5f82ae6f11e',
  key: '02c3b844b8104f0c1b15c507774c9ba7fc609f58f343b9b149122e944dd20c9362',
  sig: '304402203767faf494f110b139293d9bab3c50e07b3bf33c463d4aa767256cd09132dc5102205821f8efacdb5c595b92ada255876d9201e126e2f31a140d44561cc1f7e9e43d',
};
const LUD05 = {
  domain: 'site.com',
  hashingPrivateKey: '7d417a6a5e9a6a4a879aeaba11a11838764c8fa2b959c242d43dea682b3e409b',
  path: "m/138'/1588488367/2659270754/38110259/4136336762",
};

// What the genuine LNbits 1.5.1 sent to a login service on 127.0.0.1 (any port) for the wallet
// with this admin key: `key` and `sig` of its callback, for LUD04.k1 and for the 2-byte k1
// "abcd" (LNbits signs short challenges too). Its signature is high-S (python-ecdsa).
const ORACLE = {
  adminKey: 'caaeeb88b0d9475282aebdc7aca85ef7',
  domain: '127.0.0.1',
  key: '029af53681731726894a1045b769c513d94e32d580734944698595468bbcac9390',
  sig: '3046022100e67e94f9b74f6a1d745ee0c575dae7b3f6d66be4e628c5b810063df472afd797022100ae1f7c52378709ed4f29716d7cd4e61553ecd3dd7e61c3a7d2b5aa8c1b110d36',
  shortK1Sig:
    '30440220585346b54da6250d9a28037a4c583e0b053e7d131bf0b9dcc1e6b7ae21907dd802204825c89e6f3820d6cab665703078e18bfc1e5b584d5b0be0efbc5eedfd51eb87',
};

const HALF_ORDER = secp256k1.Point.CURVE().n / 2n;
const sOf = (derHex: string) => secp256k1.Signature.fromBytes(hexToBytes(derHex), 'der').s;

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof LnurlError ? error.code : 'not-an-LnurlError';
  }
  return undefined;
}

describe('LUD-04/05 vectors', () => {
  it('derives the LUD-05 path of site.com from the published hashing key', () => {
    expect(linkingKeyPath(hexToBytes(LUD05.hashingPrivateKey), LUD05.domain)).toBe(LUD05.path);
  });

  it('verifies the LUD-04 signature over the k1 bytes, and not over sha256(k1)', () => {
    expect(verifyLnurlAuthSignature(LUD04.k1, LUD04.key, LUD04.sig)).toBe(true);
    const hashed = bytesToHex(sha256(hexToBytes(LUD04.k1)));
    expect(verifyLnurlAuthSignature(hashed, LUD04.key, LUD04.sig)).toBe(false);
    const otherKey = bytesToHex(secp256k1.getPublicKey(hexToBytes('11'.repeat(32))));
    expect(verifyLnurlAuthSignature(LUD04.k1, otherKey, LUD04.sig)).toBe(false);
  });

  it('refuses malformed input without throwing', () => {
    expect(verifyLnurlAuthSignature('0'.repeat(32), '0'.repeat(66), '0'.repeat(64))).toBe(false);
    expect(verifyLnurlAuthSignature(LUD04.k1, 'zz', LUD04.sig)).toBe(false);
    expect(verifyLnurlAuthSignature(LUD04.k1, LUD04.key, '')).toBe(false);
  });
});

describe('the linking key LNbits derives', () => {
  it('is the one the genuine LNbits sent for the same admin key and domain', () => {
    const linkingKey = deriveLinkingKey(lnurlAuthSeed(ORACLE.adminKey), ORACLE.domain);
    expect(bytesToHex(linkingKey.publicKey)).toBe(ORACLE.key);
  });

  it('signs byte for byte as LNbits when asked to, high S included', () => {
    const linkingKey = deriveLinkingKey(lnurlAuthSeed(ORACLE.adminKey), ORACLE.domain);
    const lnbits = signK1(LUD04.k1, linkingKey, { lnbitsCompatible: true });
    expect(lnbits).toEqual({ key: ORACLE.key, sig: ORACLE.sig });
    expect(sOf(lnbits.sig) > HALF_ORDER).toBe(true);
    expect(signK1('abcd', linkingKey, { lnbitsCompatible: true, allowShortK1: true }).sig).toBe(
      ORACLE.shortK1Sig,
    );
  });

  it('gives the low-S twin by default, and both verify', () => {
    const linkingKey = deriveLinkingKey(lnurlAuthSeed(ORACLE.adminKey), ORACLE.domain);
    const low = signK1(LUD04.k1, linkingKey);
    expect(sOf(low.sig) <= HALF_ORDER).toBe(true);
    expect(low.sig).not.toBe(ORACLE.sig);
    expect(verifyLnurlAuthSignature(LUD04.k1, low.key, low.sig)).toBe(true);
    expect(verifyLnurlAuthSignature(LUD04.k1, ORACLE.key, ORACLE.sig)).toBe(true);
  });

  it("walks m/138'/n1/n2/n3/n4 with indexes of 2^31 and more as hardened (python-bip32)", () => {
    const seed = lnurlAuthSeed(ORACLE.adminKey);
    const master = HDKey.fromMasterSeed(seed);
    const hashing = master.derive(LUD05_HASHING_KEY_PATH).privateKey!;
    const path = linkingKeyPath(hashing, ORACLE.domain);
    const indexes = path.split('/').slice(2).map(Number);
    let node = master.deriveChild(0x80000000 + 138);
    for (const index of indexes) {
      node = node.deriveChild(index);
    }
    expect(bytesToHex(node.publicKey!)).toBe(ORACLE.key);
  });

  it('is the same for every port of a host and differs between hosts and wallets', () => {
    const seed = lnurlAuthSeed(ORACLE.adminKey);
    const keyFor = (callback: string) =>
      bytesToHex(deriveLinkingKey(seed, linkingDomain(callback)).publicKey);
    expect(keyFor('http://127.0.0.1:1/a')).toBe(keyFor('http://127.0.0.1:2/b?c=d'));
    expect(keyFor('https://a.example/login')).not.toBe(keyFor('https://b.example/login'));
    const otherWallet = bytesToHex(
      deriveLinkingKey(lnurlAuthSeed('0'.repeat(31) + '1'), 'a.example').publicKey,
    );
    expect(otherWallet).not.toBe(keyFor('https://a.example/login'));
  });
});

describe('linkingDomain', () => {
  it('is the host without port, as written', () => {
    expect(linkingDomain('https://site.com:8443/auth?tag=login')).toBe('site.com');
    expect(linkingDomain('https://Site.COM/auth')).toBe('Site.COM');
    expect(linkingDomain('http://127.0.0.1:5000/x')).toBe('127.0.0.1');
    expect(linkingDomain('http://abcdefghij.onion/x')).toBe('abcdefghij.onion');
  });

  it('punycodes an international host, as pydantic does', () => {
    expect(linkingDomain('https://bücher.example/login')).toBe('xn--bcher-kva.example');
  });

  it('refuses what no login may use', () => {
    expect(codeOf(() => linkingDomain('http://site.com/auth'))).toBe('url');
    expect(codeOf(() => linkingDomain('ftp://site.com/auth'))).toBe('url');
    expect(codeOf(() => linkingDomain('not a url'))).toBe('url');
    expect(codeOf(() => linkingDomain('https://user@site.com/auth'))).toBe('url');
  });
});

describe('buildLnurlAuthCallbackUrl', () => {
  const seed = lnurlAuthSeed(ORACLE.adminKey);

  it('keeps the callback’s query and appends key then sig, as LNbits sends them', () => {
    const callback = `http://127.0.0.1:5797/ok?tag=login&k1=${LUD04.k1}&action=login`;
    expect(buildLnurlAuthCallbackUrl(callback, LUD04.k1, seed, { lnbitsCompatible: true })).toBe(
      `${callback}&key=${ORACLE.key}&sig=${ORACLE.sig}`,
    );
  });

  it('signs what the service can verify', () => {
    const url = new URL(
      buildLnurlAuthCallbackUrl(`https://site.com/auth?tag=login&k1=${LUD04.k1}`, LUD04.k1, seed),
    );
    const key = url.searchParams.get('key')!;
    const sig = url.searchParams.get('sig')!;
    expect(key).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(verifyLnurlAuthSignature(LUD04.k1, key, sig)).toBe(true);
    expect(key).toBe(bytesToHex(deriveLinkingKey(seed, 'site.com').publicKey));
  });

  it('wants a k1 of exactly 32 bytes of hex and an https (or loopback/onion http) callback', () => {
    const https = 'https://site.com/auth';
    expect(codeOf(() => buildLnurlAuthCallbackUrl(https, 'abcd', seed))).toBe('response');
    expect(codeOf(() => buildLnurlAuthCallbackUrl(https, `${LUD04.k1}00`, seed))).toBe('response');
    expect(codeOf(() => buildLnurlAuthCallbackUrl(https, 'zz'.repeat(32), seed))).toBe('response');
    expect(codeOf(() => buildLnurlAuthCallbackUrl('http://site.com/auth', LUD04.k1, seed))).toBe(
      'url',
    );
    expect(codeOf(() => buildLnurlAuthCallbackUrl(https, LUD04.k1, seed))).toBeUndefined();
  });

  it('takes upper-case hex k1 as its bytes', () => {
    expect(requireK1(LUD04.k1.toUpperCase())).toBe(LUD04.k1);
    expect(() => requireK1(42)).toThrow(LnurlError);
  });
});

describe('lnurlAuthSeed', () => {
  it('is the bytes an admin key spells, not its text', () => {
    expect(lnurlAuthSeed(ORACLE.adminKey)).toEqual(hexToBytes(ORACLE.adminKey));
    expect(lnurlAuthSeed(ORACLE.adminKey)).toHaveLength(16);
  });

  it('refuses a key BIP32 cannot take', () => {
    expect(() => lnurlAuthSeed('zz'.repeat(16))).toThrow(RangeError);
    expect(() => lnurlAuthSeed('ab'.repeat(15))).toThrow(RangeError);
    expect(() => lnurlAuthSeed('abc')).toThrow(RangeError);
  });
});

describe('loginAction', () => {
  const k1 = 'ab'.repeat(32);
  it('reads the four LUD-04 actions, and nothing else', () => {
    for (const action of ['register', 'login', 'link', 'auth'] as const) {
      expect(loginAction(`https://site.example/a?tag=login&k1=${k1}&action=${action}`)).toBe(
        action,
      );
    }
    expect(loginAction(`https://site.example/a?tag=login&k1=${k1}&action=LOGIN`)).toBe('login');
    expect(loginAction(`https://site.example/a?tag=login&k1=${k1}`)).toBeNull();
    expect(loginAction(`https://site.example/a?tag=login&k1=${k1}&action=pay`)).toBeNull();
    expect(loginAction(`http://site.example/a?tag=login&k1=${k1}&action=login`)).toBeNull();
  });
});

describe('linkingPublicKeyHex', () => {
  it('is the compressed public key of the domain’s linking key', () => {
    const adminKey = '0123456789abcdef0123456789abcdef';
    const key = linkingPublicKeyHex(adminKey, 'https://site.example:8443/x?tag=login');
    expect(key).toBe(
      bytesToHex(deriveLinkingKey(lnurlAuthSeed(adminKey), 'site.example').publicKey),
    );
    expect(linkingPublicKeyHex(adminKey, 'https://other.example/')).not.toBe(key);
  });
});
