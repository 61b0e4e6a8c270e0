// The choices the Receive form offers, within LNbits' limits.

/** LNbits' limit on an invoice memo (lnbits-api.md E2). */
export const MEMO_MAX_LENGTH = 640;

export const EXPIRY_OPTIONS = [
  { label: '10 minutes', seconds: 600 },
  { label: '1 hour', seconds: 3_600 },
  { label: '24 hours', seconds: 86_400 },
] as const;

export const DEFAULT_EXPIRY_SECONDS = 3_600;
