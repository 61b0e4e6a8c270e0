import { describe, expect, it } from 'vitest';
import {
  buildPairingUri,
  generateClientKeys,
  PairingError,
  parsePairingUri,
  pubkeyOfSecret,
} from './pairing';

// Vectors: docs/protocol-test-vectors.json (`nip47`).
const WALLET_PK = 'b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4';
const SECRET = '71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c';
const CLIENT_PK = '3ba6db4896124383fdaa5f7d42c25f9df1b128a280928baeb3f3fa36d25506f9';
const SPEC_URI = `nostr+walletconnect://${WALLET_PK}?relay=wss%3A%2F%2Frelay.damus.io&secret=${SECRET}`;

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

describe('parsePairingUri', () => {
  it('reads the spec example', () => {
    expect(parsePairingUri(SPEC_URI)).toEqual({
      walletPubkey: WALLET_PK,
      relays: ['wss://relay.damus.io'],
      secret: SECRET,
    });
  });

  it('reads LNbits’ template: relay not encoded, secret a placeholder', () => {
    const template = `nostr+walletconnect://${WALLET_PK}?relay=ws://127.0.0.1:5000/nostrclient/api/v1/relay&secret={SECRET}`;
    expect(parsePairingUri(template)).toEqual({
      walletPubkey: WALLET_PK,
      relays: ['ws://127.0.0.1:5000/nostrclient/api/v1/relay'],
      secret: '{SECRET}',
    });
  });

  it('reads several relays and the legacy forms', () => {
    const many = `nostr+walletconnect://${WALLET_PK}?relay=wss%3A%2F%2Frelay.damus.io&relay=wss%3A%2F%2Fnos.lol&secret=${SECRET}&lud16=alice%40example.com`;
    expect(parsePairingUri(many).relays).toEqual(['wss://relay.damus.io', 'wss://nos.lol']);
    for (const prefix of ['nostr+walletconnect:', 'nostrwalletconnect:']) {
      const legacy = `${prefix}${WALLET_PK}?relay=wss%3A%2F%2Frelay.damus.io&secret=${SECRET}`;
      expect(parsePairingUri(legacy).walletPubkey).toBe(WALLET_PK);
    }
  });

  it('refuses a missing relay, a short pubkey, an https relay, another scheme', () => {
    const bad = [
      `nostr+walletconnect://${WALLET_PK}?secret=${SECRET}`,
      `nostr+walletconnect://${WALLET_PK.slice(1)}?relay=wss%3A%2F%2Frelay.damus.io&secret=${SECRET}`,
      `nostr+walletconnect://${WALLET_PK}?relay=https%3A%2F%2Frelay.damus.io&secret=${SECRET}`,
      `https://example.com/?relay=wss://x`,
    ];
    for (const uri of bad) {
      expect(() => parsePairingUri(uri)).toThrow(PairingError);
    }
  });
});

describe('buildPairingUri', () => {
  it('emits the :// form with the relay percent-encoded and the secret last', () => {
    const uri = buildPairingUri(
      { walletPubkey: WALLET_PK, relays: ['wss://relay.damus.io'] },
      SECRET,
    );
    expect(uri).toBe(SPEC_URI);
    expect(parsePairingUri(uri)).toEqual({
      walletPubkey: WALLET_PK,
      relays: ['wss://relay.damus.io'],
      secret: SECRET,
    });
  });

  it('round-trips a relay with a path and query, and adds lud16 when given', () => {
    const relay = 'ws://127.0.0.1:5000/nostrclient/api/v1/relay?x=1&y=2';
    const uri = buildPairingUri(
      { walletPubkey: WALLET_PK, relays: [relay] },
      SECRET.toUpperCase(),
      {
        lud16: 'alice@example.com',
      },
    );
    expect(uri).toContain(`secret=${SECRET}&lud16=alice%40example.com`);
    expect(parsePairingUri(uri).relays).toEqual([relay]);
    expect(
      new URL(uri.replace('nostr+walletconnect://', 'http://x/')).searchParams.get('relay'),
    ).toBe(relay);
  });

  it('refuses a secret that is not 64 hex', () => {
    expect(() =>
      buildPairingUri({ walletPubkey: WALLET_PK, relays: ['wss://r.example'] }, '{SECRET}'),
    ).toThrow(PairingError);
  });
});
