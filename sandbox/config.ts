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
}

export const DEFAULT_CONFIG: SandboxConfig = {
  host: '127.0.0.1',
  port: 5000,
  dataFile: '.sandbox/sandbox.db',
  profile: 'current',
  demo: true,
  siteTitle: 'LNbits',
  logRequests: false,
};

/** Extensions enabled for new accounts, as on an LNbits with LNBITS_USER_DEFAULT_EXTENSIONS. */
export function defaultExtensions(profile: Profile): string[] {
  return profile === 'legacy' ? [] : ['lnurlp', 'nwcprovider'];
}
