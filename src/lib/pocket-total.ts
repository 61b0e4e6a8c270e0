// The whole pocket: every wallet of this device, across servers, added up (Home's "All wallets").
// A wallet whose server can't be reached counts with the last balance it gave, marked as such;
// one that never answered is counted as unknown, and said so — never silently left out.
import { formatLocale } from './locale';

/** A share of the pocket in the person's language ("30 %", "30%"): `percent` is 0–100. */
export function formatShare(percent: number, locale: string = formatLocale()): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );
}

export type BalanceSource =
  /** The server's answer now. */
  | { kind: 'live'; balanceMsat: number }
  /** The last answer kept on the device (offline, or the server unreachable). */
  | { kind: 'last-known'; balanceMsat: number; savedAt: number }
  /** Nothing known yet, or ever. */
  | { kind: 'unknown' };

export interface PocketEntry {
  walletId: string;
  /** The server, as shown ("lnbits.example.com"). */
  server: string;
  balance: BalanceSource;
}

export interface ServerShare {
  server: string;
  totalMsat: number;
  walletCount: number;
  /** Some of it is a last known balance. */
  includesLastKnown: boolean;
  /** Some wallet of it has no balance known. */
  includesUnknown: boolean;
}

export interface WalletShare {
  walletId: string;
  server: string;
  balance: BalanceSource;
  /** Of the total, 0–100, rounded; null when the balance is unknown or the total is 0. */
  percent: number | null;
}

export interface PocketTotal {
  totalMsat: number;
  /** In the order the servers first appear among the wallets. */
  servers: ServerShare[];
  wallets: WalletShare[];
  lastKnownCount: number;
  unknownCount: number;
}

const known = (balance: BalanceSource): number | null =>
  balance.kind === 'unknown' ? null : balance.balanceMsat;

export function pocketTotal(entries: readonly PocketEntry[]): PocketTotal {
  const servers = new Map<string, ServerShare>();
  let totalMsat = 0;
  for (const entry of entries) {
    const amount = known(entry.balance) ?? 0;
    totalMsat += amount;
    const share = servers.get(entry.server) ?? {
      server: entry.server,
      totalMsat: 0,
      walletCount: 0,
      includesLastKnown: false,
      includesUnknown: false,
    };
    servers.set(entry.server, {
      ...share,
      totalMsat: share.totalMsat + amount,
      walletCount: share.walletCount + 1,
      includesLastKnown: share.includesLastKnown || entry.balance.kind === 'last-known',
      includesUnknown: share.includesUnknown || entry.balance.kind === 'unknown',
    });
  }
  return {
    totalMsat,
    servers: [...servers.values()],
    wallets: entries.map((entry) => {
      const amount = known(entry.balance);
      return {
        walletId: entry.walletId,
        server: entry.server,
        balance: entry.balance,
        percent: amount === null || totalMsat <= 0 ? null : Math.round((amount / totalMsat) * 100),
      };
    }),
    lastKnownCount: entries.filter((e) => e.balance.kind === 'last-known').length,
    unknownCount: entries.filter((e) => e.balance.kind === 'unknown').length,
  };
}
