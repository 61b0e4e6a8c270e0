import type { PaymentRow, WalletRow } from './ledger.ts';
import { isoUtcFromSeconds, isoUtcFromUs, naiveLocalFromSeconds } from '../time.ts';

/**
 * The Payment model as LNbits 1.5 writes it. `expiryForm` is 'naive' in the replies to creating
 * and paying an invoice (LNbits takes it straight from the bolt11 library) and 'utc' elsewhere.
 */
export function paymentJson(row: PaymentRow, expiryForm: 'naive' | 'utc' = 'utc') {
  return {
    checking_id: row.checking_id,
    payment_hash: row.payment_hash,
    wallet_id: row.wallet_id,
    amount: row.amount,
    // The ledger keeps every fee as a cost (≤ 0). LNbits stores an internal payment's service fee
    // as `abs(...)`, so on the wire it is positive there; the balance loses it either way.
    fee: row.checking_id.startsWith('internal_') ? Math.abs(row.fee) : row.fee,
    bolt11: row.bolt11,
    payment_request: row.bolt11,
    fiat_provider: row.fiat_provider,
    status: row.status,
    memo: row.memo,
    expiry:
      row.expiry == null
        ? null
        : expiryForm === 'naive'
          ? naiveLocalFromSeconds(row.expiry)
          : isoUtcFromSeconds(row.expiry),
    webhook: row.webhook,
    webhook_status: row.webhook_status,
    preimage: row.preimage,
    tag: row.tag,
    extension: row.extension,
    time: isoUtcFromUs(row.time_us),
    created_at: isoUtcFromUs(row.created_us),
    updated_at: isoUtcFromUs(row.updated_us),
    labels: JSON.parse(row.labels) as string[],
    extra: JSON.parse(row.extra) as Record<string, unknown>,
  };
}

export type PaymentJson = ReturnType<typeof paymentJson>;

/** The full Wallet model (docs/lnbits-behaviour.md, "Core wallet endpoints"), as returned by POST /api/v1/account. */
export function walletModelJson(row: WalletRow) {
  return {
    id: row.id,
    user: row.user_id,
    wallet_type: 'lightning',
    adminkey: row.adminkey,
    inkey: row.inkey,
    name: row.name,
    shared_wallet_id: null,
    deleted: row.deleted === 1,
    created_at: isoUtcFromUs(row.created_us),
    updated_at: isoUtcFromUs(row.updated_us),
    currency: row.currency,
    balance_msat: row.balance_msat,
    extra: JSON.parse(row.extra) as Record<string, unknown>,
    stored_paylinks: JSON.parse(row.stored_paylinks) as { links: unknown[] },
    share_permissions: [],
  };
}
