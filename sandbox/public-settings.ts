// The public settings LNbits 1.5.1 writes into every page it renders (lnbits/settings.py
// PublicSettings, templates/base.html: `const SETTINGS = {{ SETTINGS | tojson | safe }}`). A
// client reads the server's VAPID key (`webpushPubkey`) there; the sandbox writes the same line
// into the app page it serves, so one reader works on both.
import { pyFloatStr, pyJsonDumps } from './services/lnurlp-pyjson.ts';

/** A number Python holds as a float, written with its `.0` (`0.0`, not `0`). */
class PyFloat {
  constructor(readonly value: number) {}
}

export interface PublicSettingsInput {
  siteTitle: string;
  /** LNbits' `auth_allowed_methods` the sandbox honours. */
  authMethods: string[];
  /** The extensions this sandbox serves. */
  extensions: string[];
  webpushPubkey: string;
  serviceFeePercent: number;
  serviceFeeMaxSat: number;
  serviceFeeWallet: string | null;
  /** LNbits' server start time, in seconds (`cacheKey`). */
  startedAtSeconds: number;
}

/**
 * Every key of PublicSettings.from_settings: what the sandbox has from its own configuration, the
 * rest as an LNbits with default settings and no admin UI, ads or notification channels has it.
 */
export function publicSettings(input: PublicSettingsInput): Record<string, unknown> {
  return {
    adSpace: [['']],
    adSpaceTitle: 'Supported by',
    allowRegister: true,
    allowedCurrencies: [],
    authMethods: input.authMethods,
    cacheKey: String(input.startedAtSeconds),
    customBadge: null,
    customBadgeColor: 'warning',
    customImage: null,
    customLogo: null,
    defaultBgimage: null,
    defaultBorder: 'hard-border',
    defaultCardGradient: true,
    defaultCardRounded: true,
    defaultCardShadow: false,
    defaultDark: true,
    defaultGradient: true,
    defaultReaction: 'confettiBothSides',
    defaultTheme: 'bitcoin',
    denomination: 'sats',
    extBuilder: false,
    extensions: input.extensions,
    extensionsReviewsUrl: 'https://demo.lnbits.com/paidreviews/api/v1/AdFzLjzuKFLsdk4Bcnff6r',
    hasFirstInstallToken: false,
    hasHoldinvoice: false,
    hasNodemanager: false,
    hideApi: false,
    keycloakIcon: null,
    keycloakOrg: null,
    nostrConfigured: false,
    qrLogo: '/static/images/favicon_qr_logo.png',
    serviceFee: new PyFloat(input.serviceFeePercent),
    serviceFeeMax: input.serviceFeeMaxSat,
    serviceFeeWallet: input.serviceFeeWallet,
    showAdSpace: false,
    showAdmin: false,
    showAudit: false,
    showExtensions: true,
    showHomePageElements: true,
    showNodemanager: false,
    showVoidwallet: false,
    siteDescription: "The world's most powerful suite of bitcoin tools.",
    siteTagline: 'free and open-source lightning wallet',
    siteTitle: input.siteTitle,
    telegramConfigured: false,
    themeOptions: [
      'classic',
      'freedom',
      'mint',
      'salvador',
      'monochrome',
      'autumn',
      'cyber',
      'flamingo',
      'bitcoin',
    ],
    userActivationByEmail: false,
    userActivationByInvitationCode: false,
    userActivationByPayment: false,
    version: '1.5.1',
    walletFeaturedButtonIcon: null,
    walletFeaturedButtonLabel: null,
    walletFeaturedButtonUrl: null,
    webpushPubkey: input.webpushPubkey,
  };
}

/** Python's `json.dumps(value, sort_keys=True)`. */
function sortedPyJson(value: unknown): string {
  if (value instanceof PyFloat) {
    return pyFloatStr(value.value);
  }
  if (Array.isArray(value)) {
    return `[${value.map(sortedPyJson).join(', ')}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((key) => `${pyJsonDumps(key)}: ${sortedPyJson(record[key])}`)
      .join(', ')}}`;
  }
  return pyJsonDumps(value);
}

/**
 * Jinja's `tojson` (htmlsafe_json_dumps): sorted keys, and `<`, `>`, `&`, `'` escaped, so the
 * text can never close the element it sits in.
 */
export function htmlSafeJson(value: unknown): string {
  return sortedPyJson(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/'/g, '\\u0027');
}

/**
 * The settings as LNbits' pages carry them, `const SETTINGS = {…}` on a line of its own, in a
 * data block rather than a script: the app page's Content-Security-Policy allows only the
 * build's own inline scripts, and no one needs this one run, only read.
 */
export function settingsBlock(settings: Record<string, unknown>): string {
  return [
    '    <script type="text/plain" id="lnbits-settings">',
    `      const SETTINGS = ${htmlSafeJson(settings)}`,
    '    </script>',
    '',
  ].join('\n');
}
