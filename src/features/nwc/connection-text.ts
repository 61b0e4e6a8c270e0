// What a connection card says: expiry, last use and permissions, in words. Pure; unix seconds.
// Words in the active language (Lingui's `t`, read when called).
import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { NwcConnection, NwcPermissions } from '@/api/nwc';
import { formatRelativeTime } from '@/lib/time';

const MINUTE = 60;

/**
 * "in 3 days" / "5 minutes ago" / "just now" (under a minute either way), from Intl, so each
 * language gets its own grammar ("vor 5 Minuten", "hace 5 minutos").
 */
export function formatRelative(at: number, now: number): string {
  if (Math.abs(at - now) < MINUTE) {
    return t({ message: 'just now', comment: 'Follows "Last used" or "Expired"' });
  }
  return formatRelativeTime(at * 1000, new Date(now * 1000));
}

export function isExpired(connection: NwcConnection, now: number): boolean {
  const expiresAt = connection.data.expires_at;
  return expiresAt !== 0 && expiresAt <= now;
}

/** "Never expires", "Expires in 6 days", "Expired 2 hours ago". */
export function expiryText(expiresAt: number, now: number): string {
  if (expiresAt === 0) {
    return t`Never expires`;
  }
  const when = formatRelative(expiresAt, now);
  return expiresAt <= now
    ? t({ message: `Expired ${when}`, comment: 'when: "2 hours ago", "yesterday", "just now"' })
    : t({ message: `Expires ${when}`, comment: 'when: "in 6 days", "tomorrow", "just now"' });
}

/**
 * "Last used 5 minutes ago", or "Never used": 0, and also a `last_used` no later than
 * `created_at`, since LNbits stamps both with the time of registration.
 */
export function lastUsedText(connection: NwcConnection, now: number): string {
  const { last_used: lastUsed, created_at: createdAt } = connection.data;
  if (lastUsed === 0 || lastUsed <= createdAt) {
    return t`Never used`;
  }
  const when = formatRelative(lastUsed, now);
  return t({
    message: `Last used ${when}`,
    comment: 'An app’s connection; when: "5 minutes ago", "yesterday", "just now"',
  });
}

/** Short names for LNbits' permission ids; unknown ids fall back to the server's name or the id. */
const PERMISSION_SHORT: Record<string, MessageDescriptor> = {
  pay: msg({ message: 'Send', comment: 'What an app may do: send payments' }),
  invoice: msg({ message: 'Receive', comment: 'What an app may do: create invoices' }),
  lookup: msg`Invoice status`,
  history: msg({ message: 'History', comment: 'What an app may do: read the payment history' }),
  balance: msg({ message: 'Balance', comment: 'What an app may do: read the balance' }),
  info: msg({ message: 'Info', comment: 'What an app may do: read the wallet’s details' }),
};

/**
 * LNbits' names of its six permissions, in the person's language. The server sends its names in
 * English, so these win for the ids they cover; the server's name is kept for any other id.
 */
const PERMISSION_NAMES: Record<string, MessageDescriptor> = {
  pay: msg`Send payments`,
  invoice: msg`Create invoices`,
  lookup: msg`Lookup status of invoice`,
  history: msg`Read transaction history`,
  balance: msg`Read wallet balance`,
  info: msg`Read account info`,
};

/** "Send payments" for "pay": a permission's whole name, for a list of them. */
export function permissionName(id: string, known?: NwcPermissions): string {
  const name = PERMISSION_NAMES[id];
  return name ? i18n._(name) : (known?.[id]?.name ?? id);
}

/** "Send, Receive, Balance" for "pay invoice balance". */
export function permissionsText(permissionIds: string[], known?: NwcPermissions): string {
  if (permissionIds.length === 0) {
    return t`No permissions`;
  }
  return permissionIds
    .map((id) => {
      const short = PERMISSION_SHORT[id];
      return short ? i18n._(short) : (known?.[id]?.name ?? id);
    })
    .join(', ');
}
