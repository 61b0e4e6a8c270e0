/**
 * NWC (NIP-47) client keys (docs/lightning-protocols.md, "NIP-47"; pure TypeScript: no DOM, no
 * React, no I/O), and the
 * pairing URIs of `nwc-uri.ts`, re-exported.
 *
 * The client's key pair is made on this device and the `nostr+walletconnect://` URI is assembled
 * here, so its secret never goes to the server.
 */
import { etc, schnorr, utils } from '@noble/secp256k1';

export * from './nwc-uri.ts';

export interface NwcClientKeys {
  /** 32-byte secret, 64 lowercase hex. Goes only into the pairing URI, never to the server. */
  secret: string;
  /** The x-only public key of `secret`, 64 lowercase hex: what the server registers. */
  pubkey: string;
}

/** A fresh client key pair from the platform's CSPRNG. */
export function generateClientKeys(): NwcClientKeys {
  const secretKey = utils.randomSecretKey();
  return {
    secret: etc.bytesToHex(secretKey),
    pubkey: etc.bytesToHex(schnorr.getPublicKey(secretKey)),
  };
}

/** The x-only pubkey (hex) of a 64-hex secret. */
export function pubkeyOfSecret(secretHex: string): string {
  return etc.bytesToHex(schnorr.getPublicKey(etc.hexToBytes(secretHex.toLowerCase())));
}
