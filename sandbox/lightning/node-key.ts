import { getPublicKey, utils } from '@noble/secp256k1';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { getSetting, setSetting, type Db } from '../db/database.ts';

export interface NodeKey {
  privateKey: Uint8Array;
  /** 33-byte compressed public key, hex: the payee of every invoice this sandbox signs. */
  publicKeyHex: string;
}

/** The node key lives in the database, so invoices keep one payee across restarts. */
export function loadNodeKey(db: Db): NodeKey {
  const stored = getSetting(db, 'node_private_key');
  const privateKey = stored ? hexToBytes(stored) : utils.randomSecretKey();
  if (!stored) {
    setSetting(db, 'node_private_key', bytesToHex(privateKey));
  }
  return { privateKey, publicKeyHex: bytesToHex(getPublicKey(privateKey, true)) };
}
