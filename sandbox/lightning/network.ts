/**
 * A simulated Lightning network between sandboxes on this machine. Sandboxes started with the
 * same network secret are peers: one pays an invoice another signed by asking that other sandbox,
 * over loopback HTTP, to settle it (`POST /sandbox/lightning/settle`), and gets the preimage back.
 * No channels, no HTLCs: the payee's word, given to a holder of the secret, is the settlement.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The header that carries the network secret to a peer. */
export const NETWORK_SECRET_HEADER = 'x-sandbox-lightning-secret';
export const SETTLE_PATH = '/sandbox/lightning/settle';
export const PEERS_PATH = '/sandbox/lightning/peers';
/** The shortest secret accepted: a guessable one would make the settle route a money printer. */
export const MIN_SECRET_LENGTH = 16;

export interface LightningNetworkSettings {
  /** Shared by every sandbox of the network; a peer must present it to settle or register. */
  secret: string;
  /** Base URLs of the peers known at start (more register at run time). */
  peers: string[];
}

/** localhost, 127.x.x.x or [::1]: the peer's `/sandbox/` routes answer on loopback only. */
function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** Why a peer URL cannot be used, or undefined: plain http on this machine, nothing more. */
export function peerUrlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${url} is not a URL`;
  }
  if (parsed.protocol !== 'http:') {
    return `${url} is not an http:// URL`;
  }
  if (!isLoopbackName(parsed.hostname)) {
    return `${url} is not on this machine (peers are reached on loopback only)`;
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username) {
    return `${url} must be a bare origin such as http://127.0.0.1:5000`;
  }
  return undefined;
}

/** What a peer said to a settle request. */
export type SettleOutcome =
  | { kind: 'paid'; preimage: string }
  /** The peer looked and said no: nothing was credited there. */
  | { kind: 'refused'; reason: string }
  /** The request never reached the peer (connection refused): nothing was credited there. */
  | { kind: 'not-delivered' }
  /** No clear answer (timeout, broken reply): the peer may have credited the payee. */
  | { kind: 'unclear' };

export interface SettleRequest {
  bolt11: string;
  amountMsat: number;
  /** The payer's node key: an invoice settled for this payer is answered again, for no other. */
  payerNode: string;
}

const settleAnswer = z.object({ preimage: z.string().regex(/^[0-9a-f]{64}$/) });
const refusalAnswer = z.object({ detail: z.string() });
const infoAnswer = z.object({ node_pubkey: z.string().regex(/^0[23][0-9a-f]{64}$/) });

/** How long one settle request may take before its answer counts as unclear. */
const SETTLE_TIMEOUT_MS = 5_000;

const digest = (text: string) => createHash('sha256').update(text).digest();

export class LightningNetwork {
  private readonly peers = new Set<string>();
  /** Each peer's node key, once it said it. */
  private readonly nodeKeys = new Map<string, string>();
  private readonly secretDigest: Buffer;

  constructor(private readonly settings: LightningNetworkSettings) {
    this.secretDigest = digest(settings.secret);
    for (const peer of settings.peers) {
      this.addPeer(peer);
    }
  }

  /** Whether `given` is the network secret; compared in constant time (of equal-length digests). */
  secretMatches(given: string | undefined): boolean {
    return given !== undefined && timingSafeEqual(digest(given), this.secretDigest);
  }

  /** Adds a peer (a bare loopback origin); throws on any other URL. */
  addPeer(url: string): void {
    const problem = peerUrlProblem(url);
    if (problem) {
      throw new Error(problem);
    }
    this.peers.add(new URL(url).origin);
  }

  peerUrls(): string[] {
    return [...this.peers];
  }

  /** The peer whose node signs invoices for `payee`, if any answers; unreachable peers are skipped. */
  async peerFor(payee: string): Promise<string | undefined> {
    for (const peer of this.peers) {
      let key = this.nodeKeys.get(peer);
      if (key === undefined) {
        key = await this.nodeKeyOf(peer);
        if (key !== undefined) {
          this.nodeKeys.set(peer, key);
        }
      }
      if (key === payee) {
        return peer;
      }
    }
    return undefined;
  }

  private async nodeKeyOf(peer: string): Promise<string | undefined> {
    try {
      const response = await fetch(`${peer}/sandbox/info`, {
        signal: AbortSignal.timeout(SETTLE_TIMEOUT_MS),
      });
      const parsed = infoAnswer.safeParse(await response.json());
      return parsed.success ? parsed.data.node_pubkey : undefined;
    } catch {
      return undefined;
    }
  }

  /** Asks `peer` once to settle an invoice of its own. */
  async settle(peer: string, request: SettleRequest): Promise<SettleOutcome> {
    let response: Response;
    try {
      response = await fetch(`${peer}${SETTLE_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [NETWORK_SECRET_HEADER]: this.settings.secret,
        },
        body: JSON.stringify({
          bolt11: request.bolt11,
          amount_msat: request.amountMsat,
          payer_node: request.payerNode,
        }),
        signal: AbortSignal.timeout(SETTLE_TIMEOUT_MS),
      });
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      return code === 'ECONNREFUSED' ? { kind: 'not-delivered' } : { kind: 'unclear' };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { kind: 'unclear' };
    }
    if (response.status === 200) {
      const paid = settleAnswer.safeParse(body);
      return paid.success ? { kind: 'paid', preimage: paid.data.preimage } : { kind: 'unclear' };
    }
    // A 4xx is the peer's considered answer; anything else (5xx, proxies) may hide a credit.
    const refusal = refusalAnswer.safeParse(body);
    if (response.status >= 400 && response.status < 500 && refusal.success) {
      return { kind: 'refused', reason: refusal.data.detail };
    }
    return { kind: 'unclear' };
  }

  /**
   * Tells every peer that this sandbox, at `ownUrl`, is in the network too (peers started first
   * cannot know a port picked at start). Resolves to the peers that did not take it.
   */
  async announce(ownUrl: string): Promise<string[]> {
    const failed: string[] = [];
    for (const peer of this.peers) {
      try {
        const response = await fetch(`${peer}${PEERS_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [NETWORK_SECRET_HEADER]: this.settings.secret,
          },
          body: JSON.stringify({ url: ownUrl }),
          signal: AbortSignal.timeout(SETTLE_TIMEOUT_MS),
        });
        if (!response.ok) {
          failed.push(peer);
        }
      } catch {
        failed.push(peer);
      }
    }
    return failed;
  }
}

/** The routing fee a payment between peers costs: 1 sat plus 1 sat per 1000, never above `capMsat`. */
export function peerRoutingFeeMsat(amountMsat: number, capMsat: number): number {
  const feeMsat = 1_000 + Math.floor(amountMsat / 1_000_000) * 1_000;
  return Math.min(feeMsat, capMsat);
}
