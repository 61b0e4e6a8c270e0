// What a connection card says: expiry, last use and permissions, in words. Pure; unix seconds.
import type { NwcConnection, NwcPermissions } from '@/api/nwc';
import { formatDuration } from '@/lib/time';

const MINUTE = 60;

/** "in 3 days" / "5 minutes ago" / "just now" (under a minute either way). */
export function formatRelative(at: number, now: number): string {
  const delta = at - now;
  if (Math.abs(delta) < MINUTE) {
    return 'just now';
  }
  return delta > 0 ? `in ${formatDuration(delta)}` : `${formatDuration(-delta)} ago`;
}

export function isExpired(connection: NwcConnection, now: number): boolean {
  const expiresAt = connection.data.expires_at;
  return expiresAt !== 0 && expiresAt <= now;
}

/** "Never expires", "Expires in 6 days", "Expired 2 hours ago". */
export function expiryText(expiresAt: number, now: number): string {
  if (expiresAt === 0) {
    return 'Never expires';
  }
  return expiresAt <= now
    ? `Expired ${formatRelative(expiresAt, now)}`
    : `Expires ${formatRelative(expiresAt, now)}`;
}

/**
 * "Last used 5 minutes ago", or "Never used": 0, and also a `last_used` no later than
 * `created_at`, since LNbits stamps both with the time of registration.
 */
export function lastUsedText(connection: NwcConnection, now: number): string {
  const { last_used: lastUsed, created_at: createdAt } = connection.data;
  if (lastUsed === 0 || lastUsed <= createdAt) {
    return 'Never used';
  }
  return `Last used ${formatRelative(lastUsed, now)}`;
}

/** Short names for LNbits' permission ids; unknown ids fall back to the server's name or the id. */
const PERMISSION_SHORT: Record<string, string> = {
  pay: 'Send',
  invoice: 'Receive',
  lookup: 'Invoice status',
  history: 'History',
  balance: 'Balance',
  info: 'Info',
};

/** "Send, Receive, Balance" for "pay invoice balance". */
export function permissionsText(permissionIds: string[], known?: NwcPermissions): string {
  if (permissionIds.length === 0) {
    return 'No permissions';
  }
  return permissionIds.map((id) => PERMISSION_SHORT[id] ?? known?.[id]?.name ?? id).join(', ');
}
