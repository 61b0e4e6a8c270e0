// What this device noted about the payments it made to Lightning addresses and LNURLs (whom,
// the service's description, the note), for the payments LNbits keeps none of it for
// (lib/payment-counterparty.ts says what it keeps). Per wallet, in localStorage, under a key that
// ends in the wallet's id, so removing the wallet removes it (wallets/wallet-traces.ts). Not
// encrypted: it holds no key, but whom the wallet paid (README, "Not encrypted").
import { useMemo } from 'react';
import { findSentRecord, parseSentRecords, withSentRecord } from '@/lib/sent-record';
import type { SentRecord } from '@/lib/sent-record';
import { walletTraceKey } from '../wallets/wallet-traces';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export const sentRecordsKey = (walletId: string) => walletTraceKey('send.sent.v1', walletId);

function localStore(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Every record of this wallet's, newest first. */
export function readSentRecords(walletId: string, store = localStore()): SentRecord[] {
  try {
    return parseSentRecords(store?.getItem(sentRecordsKey(walletId)));
  } catch {
    return [];
  }
}

/**
 * The wallet's records, read once for a screen (History's rows, Home's latest, the detail): a
 * payment made on this device is noted before its screens open again.
 */
export function useSentRecords(walletId: string): readonly SentRecord[] {
  return useMemo(() => readSentRecords(walletId), [walletId]);
}

/** This device's record of one payment of this wallet, if it made one. */
export function sentRecordOf(
  walletId: string,
  paymentHash: string,
  store = localStore(),
): SentRecord | undefined {
  return findSentRecord(readSentRecords(walletId, store), paymentHash);
}

/** Notes a payment (once its hash is known); a later note of the same payment replaces it. */
export function rememberSentPayment(
  walletId: string,
  record: SentRecord,
  store = localStore(),
): void {
  try {
    store?.setItem(
      sentRecordsKey(walletId),
      JSON.stringify(withSentRecord(readSentRecords(walletId, store), record)),
    );
  } catch {
    // Storage full or refused: the server's own record of the payment stands without it.
  }
}
