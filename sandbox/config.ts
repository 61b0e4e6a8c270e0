import type { LightningNetworkSettings } from './lightning/network.ts';
import type { ServiceFeeSettings } from './services/payments.ts';

export type Profile = 'current' | 'legacy';

export interface SandboxConfig {
  host: string;
  port: number;
  /** SQLite file, or ':memory:'. */
  dataFile: string;
  profile: Profile;
  ratesFile?: string;
  /** Folder of the built app served at `/`; nothing is served there when absent. */
  staticDir?: string;
  /** Create the bank and a funded demo wallet on first start. */
  demo: boolean;
  siteTitle: string;
  /** Log each request (off by default: the sandbox stays quiet and fast). */
  logRequests: boolean;
  /** Also run the "third-party" LNURL host (sandbox/third-party/) on its own loopback port. */
  thirdParty: boolean;
  /** Its port (0 picks a free one); it listens on 127.0.0.1. */
  thirdPartyPort: number;
  /** Whether it sends `Access-Control-Allow-Origin: *` (turn off to test the wallet's fallback). */
  thirdPartyCors: boolean;
  /**
   * When set, a second third-party host runs on this port (0 picks a free one) on 127.0.0.1,
   * with CORS always off and the same wallet, beside the first one: the wallet's fallback for
   * hosts that block CORS can then be tested while other hosts keep CORS on.
   */
  thirdPartyBlockedPort?: number;
  /**
   * Port of the Nostr relay (NIP-01) the NWC wallet service uses, on 127.0.0.1; 0 picks a free
   * one. Not started in the legacy profile.
   */
  nwcRelayPort: number;
  /**
   * LNbits' service fee on outgoing payments (`lnbits_service_fee`, `…_max`,
   * `…_ignore_internal`), paid to the bank; none when absent.
   */
  serviceFee?: ServiceFeeSettings;
  /**
   * LNbits' auth method `user-id-only` in `auth_allowed_methods` (allowed by default): the user
   * id of a wallet link logs in (`POST /api/v1/auth/usr`, `GET /api/v1/auth?usr=`).
   */
  userIdLogin: boolean;
  /**
   * The simulated Lightning network (`--lightning-network-secret`, `--lightning-peer`): sandboxes
   * with the same secret pay each other's invoices. Absent: only its own invoices are paid, and
   * the network routes refuse everything.
   */
  lightningNetwork?: LightningNetworkSettings;
}

export const DEFAULT_CONFIG: SandboxConfig = {
  host: '127.0.0.1',
  port: 5000,
  dataFile: '.sandbox/sandbox.db',
  profile: 'current',
  demo: true,
  siteTitle: 'LNbits',
  logRequests: false,
  thirdParty: false,
  thirdPartyPort: 5001,
  thirdPartyCors: true,
  nwcRelayPort: 0,
  userIdLogin: true,
};

/** Extensions enabled for new accounts, as on an LNbits with LNBITS_USER_DEFAULT_EXTENSIONS. */
export function defaultExtensions(profile: Profile): string[] {
  return profile === 'legacy' ? [] : ['lnurlp', 'nwcprovider'];
}
