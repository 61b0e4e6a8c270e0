import { describe, expect, it } from 'vitest';
import {
  buildNwcUri,
  generateClientKeys,
  isValidNwcSecret,
  NwcUriError,
  pubkeyOfSecret,
  readNwcUri,
  readPairingTemplate,
} from './nwc';

// Vectors: NIP-47 pairing URIs in the shapes NIP-47 and nwcprovider write.
const WALLET_PK = 'b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4';
const SECRET = '71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c';
const CLIENT_PK = '3ba6db4896124383fdaa5f7d42c25f9df1b128a280928baeb3f3fa36d25506f9';
const SPEC_URI = `nostr+walletconnect://${WALLET_PK}?relay=wss%3A%2F%2Frelay.damus.io&secret=${SECRET}`;
const TEMPLATE = `nostr+walletconnect://${WALLET_PK}?relay=ws://127.0.0.1:5000/nostrclient/api/v1/relay&secret={SECRET}`;

describe('client keys', () => {
  it('derives the x-only pubkey of the NIP-47 example secret', () => {
    expect(pubkeyOfSecret(SECRET)).toBe(CLIENT_PK);
  });

  it('makes a fresh 64-hex pair whose pubkey belongs to its secret', () => {
    const a = generateClientKeys();
    const b = generateClientKeys();
    expect(a.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.pubkey).toMatch(/^[0-9a-f]{64}$/);
    expect(pubkeyOfSecret(a.secret)).toBe(a.pubkey);
    expect(a.secret).not.toBe(b.secret);
  });
});

describe('readNwcUri', () => {
  it('reads the spec example', () => {
    expect(readNwcUri(SPEC_URI)).toEqual({
      ok: true,
      uri: { walletPubkey: WALLET_PK, relays: ['wss://relay.damus.io'], secret: SECRET },
    });
  });

  it('reads LNbits’ template: relay not encoded, secret a placeholder kept as it stands', () => {
    expect(readNwcUri(TEMPLATE)).toEqual({
      ok: true,
      uri: {
        walletPubkey: WALLET_PK,
        relays: ['ws://127.0.0.1:5000/nostrclient/api/v1/relay'],
        secret: '{SECRET}',
      },
    });
  });

  it('reads several relays, lud16, the legacy forms, upper case and a trailing slash', () => {
    const many = `nostr+walletconnect://${WALLET_PK}?relay=wss%3A%2F%2Frelay.damus.io&relay=wss%3A%2F%2Fnos.lol&secret=${SECRET}&lud16=alice%40example.com`;
    const reading = readNwcUri(many);
    expect(reading.ok && reading.uri.relays).toEqual(['wss://relay.damus.io', 'wss://nos.lol']);
    expect(reading.ok && reading.uri.lud16).toBe('alice@example.com');
    for (const prefix of [
      'nostr+walletconnect:',
      'nostrwalletconnect:',
      'nostrwalletconnect://',
      'NOSTR+WALLETCONNECT://',
    ]) {
      const legacy = `${prefix}${WALLET_PK.toUpperCase()}/?RELAY=wss%3A%2F%2Frelay.damus.io&secret=${SECRET}`;
      const read = readNwcUri(legacy);
      expect(read.ok && read.uri.walletPubkey).toBe(WALLET_PK);
    }
  });

  it('keeps `+` as it is (NIP-47 percent-encodes; `+` is not a space)', () => {
    const uri = `${SPEC_URI}&lud16=alice+tips%40example.com`;
    const reading = readNwcUri(uri);
    expect(reading.ok && reading.uri.lud16).toBe('alice+tips@example.com');
  });

  it.each([
    ['https://example.com/?relay=wss://x', 'scheme'],
    [`nostr+walletconnect://${WALLET_PK.slice(1)}?relay=wss%3A%2F%2Fr.example`, 'wallet-key'],
    [`nostr+walletconnect://${WALLET_PK}?relay=wss%3A%2F%2Fr.example%ZZ`, 'encoding'],
    [`nostr+walletconnect://${WALLET_PK}?relay=https%3A%2F%2Fr.example`, 'relay'],
    [`nostr+walletconnect://${WALLET_PK}?secret=${SECRET}`, 'no-relay'],
    [`nostr+walletconnect://${WALLET_PK}`, 'no-relay'],
  ])('%s → %s', (uri, problem) => {
    expect(readNwcUri(uri)).toEqual({ ok: false, problem });
  });
});

describe('isValidNwcSecret', () => {
  it('wants 64 hex that is a secp256k1 secret key', () => {
    expect(isValidNwcSecret(SECRET)).toBe(true);
    expect(isValidNwcSecret(SECRET.toUpperCase())).toBe(true);
    expect(isValidNwcSecret(null)).toBe(false);
    expect(isValidNwcSecret('{SECRET}')).toBe(false);
    expect(isValidNwcSecret(SECRET.slice(1))).toBe(false);
    expect(isValidNwcSecret('0'.repeat(64))).toBe(false);
    expect(isValidNwcSecret('f'.repeat(64))).toBe(false);
  });
});

/** The code of the NwcUriError `run` throws. */
function problemOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof NwcUriError) {
      return error.problem;
    }
    throw error;
  }
  throw new Error('did not throw');
}

describe('readPairingTemplate', () => {
  it('gives the wallet service, without the placeholder secret', () => {
    expect(readPairingTemplate(TEMPLATE)).toEqual({
      walletPubkey: WALLET_PK,
      relays: ['ws://127.0.0.1:5000/nostrclient/api/v1/relay'],
    });
  });

  it('says what is wrong with a template it cannot use', () => {
    expect(() => readPairingTemplate(`nostr+walletconnect://${WALLET_PK}?secret=x`)).toThrow(
      new NwcUriError('The server’s pairing address names no relay.', 'no-relay'),
    );
    expect(() => readPairingTemplate('https://example.com')).toThrow(NwcUriError);
    // The screen words the problem from its code, in the person's language.
    expect(
      problemOf(() => readPairingTemplate(`nostr+walletconnect://${WALLET_PK}?secret=x`)),
    ).toBe('no-relay');
    expect(problemOf(() => readPairingTemplate('https://example.com'))).toBe('scheme');
  });
});

describe('buildNwcUri', () => {
  it('emits the :// form with the relay percent-encoded and the secret last', () => {
    const uri = buildNwcUri({ walletPubkey: WALLET_PK, relays: ['wss://relay.damus.io'] }, SECRET);
    expect(uri).toBe(SPEC_URI);
    expect(readNwcUri(uri)).toEqual({
      ok: true,
      uri: { walletPubkey: WALLET_PK, relays: ['wss://relay.damus.io'], secret: SECRET },
    });
  });

  it('round-trips a relay with a path and query, and adds lud16 when given', () => {
    const relay = 'ws://127.0.0.1:5000/nostrclient/api/v1/relay?x=1&y=2';
    const uri = buildNwcUri({ walletPubkey: WALLET_PK, relays: [relay] }, SECRET.toUpperCase(), {
      lud16: 'alice@example.com',
    });
    expect(uri).toContain(`secret=${SECRET}&lud16=alice%40example.com`);
    const reading = readNwcUri(uri);
    expect(reading.ok && reading.uri.relays).toEqual([relay]);
    expect(
      new URL(uri.replace('nostr+walletconnect://', 'http://x/')).searchParams.get('relay'),
    ).toBe(relay);
  });

  it('refuses a secret that is not a usable key', () => {
    const service = { walletPubkey: WALLET_PK, relays: ['wss://r.example'] };
    expect(() => buildNwcUri(service, '{SECRET}')).toThrow(NwcUriError);
    expect(() => buildNwcUri(service, '0'.repeat(64))).toThrow(NwcUriError);
    expect(() => buildNwcUri({ ...service, relays: [] }, SECRET)).toThrow(NwcUriError);
    expect(problemOf(() => buildNwcUri(service, '0'.repeat(64)))).toBe('secret');
    expect(problemOf(() => buildNwcUri({ ...service, relays: [] }, SECRET))).toBe('service');
  });
});
