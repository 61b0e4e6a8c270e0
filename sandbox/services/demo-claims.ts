import { createHash, randomBytes } from 'node:crypto';

export type DemoClaimOutcome = 'claimed' | 'used' | 'unknown';

/**
 * Bounds the tokens remembered: minting is loopback-only, but a script minting in a loop must not
 * grow the process. A forgotten token reads as unknown, like one from an earlier run.
 */
const MAX_REMEMBERED_TOKENS = 10_000;

/**
 * One-time claim tokens for the demo wallet: the one in the URL printed at start-up, and any a
 * script or test mints later (POST /sandbox/demo-claims). A token buys the demo wallet's keys once;
 * spent tokens are remembered so a second claim can say why it fails.
 */
export class DemoClaims {
  /** Token state by the token's SHA-256, so a lookup's timing says nothing about the token. */
  private readonly tokens = new Map<string, 'open' | 'used'>();
  /** The token in the URL printed at start-up. */
  readonly printed: string;

  constructor() {
    this.printed = this.mint();
  }

  /** A new unspent token. */
  mint(): string {
    const token = randomBytes(18).toString('base64url');
    this.tokens.set(digest(token), 'open');
    while (this.tokens.size > MAX_REMEMBERED_TOKENS) {
      const oldest = this.tokens.keys().next().value as string;
      this.tokens.delete(oldest);
    }
    return token;
  }

  /** Spends the token if it is unspent. */
  claim(token: string): DemoClaimOutcome {
    const key = digest(token);
    const state = this.tokens.get(key);
    if (state === undefined) {
      return 'unknown';
    }
    if (state === 'used') {
      return 'used';
    }
    this.tokens.set(key, 'used');
    return 'claimed';
  }
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
