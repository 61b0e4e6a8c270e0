// Which phone and browser the app runs in, from the user agent and a few signals the browser gives.
// Pure, so every platform is tested with its real user agent string. Used only where behaviour or
// wording must differ (storage, install advice, camera help, payment links): features that can be
// tested for directly (an API that exists or not) are tested for, not guessed from here.

export type OperatingSystem = 'ios' | 'android' | 'desktop';
export type BrowserFamily = 'safari' | 'chrome' | 'edge' | 'firefox' | 'samsung' | 'other';

export interface Platform {
  os: OperatingSystem;
  browser: BrowserFamily;
  /** Opened from the home screen (or as an installed desktop app): no address bar, no browser menu. */
  installed: boolean;
}

/** What detectPlatform reads; usePlatform gathers it from the browser. */
export interface PlatformSignals {
  userAgent: string;
  /** navigator.maxTouchPoints: tells an iPad, which claims to be a Mac, from a Mac. */
  maxTouchPoints: number;
  /** navigator.standalone: only iOS Safari has it (true in a home-screen app, false in Safari). */
  standalone?: boolean;
  /** matchMedia('(display-mode: standalone)').matches */
  displayModeStandalone: boolean;
}

function operatingSystem({ userAgent, maxTouchPoints }: PlatformSignals): OperatingSystem {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) {
    return 'ios';
  }
  // iPadOS 13+ asks for desktop sites and says "Macintosh"; no Mac has a touch screen.
  if (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1) {
    return 'ios';
  }
  if (/\bAndroid\b/.test(userAgent)) {
    return 'android';
  }
  return 'desktop';
}

function browserFamily(userAgent: string, os: OperatingSystem): BrowserFamily {
  // Order matters: Samsung and Edge also say "Chrome", and everything says "Safari".
  if (/\bSamsungBrowser\//.test(userAgent)) {
    return 'samsung';
  }
  if (/\b(Edg|EdgA|EdgiOS)\//.test(userAgent)) {
    return 'edge';
  }
  if (/\b(Firefox|FxiOS)\//.test(userAgent)) {
    return 'firefox';
  }
  if (/\b(Chrome|HeadlessChrome|CriOS|Chromium)\//.test(userAgent)) {
    return 'chrome';
  }
  if (os === 'ios') {
    // Safari, or the home-screen app, whose user agent drops "Version/… Safari/…". Other iOS
    // browsers name themselves (CriOS, FxiOS, EdgiOS above), and embedded views are Safari's engine.
    return 'safari';
  }
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(userAgent)) {
    return 'safari';
  }
  return 'other';
}

export function detectPlatform(signals: PlatformSignals): Platform {
  const os = operatingSystem(signals);
  return {
    os,
    browser: browserFamily(signals.userAgent, os),
    installed: signals.standalone === true || signals.displayModeStandalone,
  };
}

/**
 * iOS in a browser tab, where storage can be deleted after 7 days without a visit, and where the
 * home-screen app would keep wallets of its own (its storage is not Safari's).
 */
export function shouldSuggestInstall(platform: Platform): boolean {
  return platform.os === 'ios' && !platform.installed;
}

/**
 * Where registerProtocolHandler really makes links open the app: desktop Chrome, Edge and Firefox.
 * Android browsers either lack it or accept the call and never offer the handler (Chrome, Samsung
 * Internet); iOS has none.
 */
export function protocolHandlersWork(platform: Platform): boolean {
  return (
    platform.os === 'desktop' &&
    (platform.browser === 'chrome' || platform.browser === 'edge' || platform.browser === 'firefox')
  );
}
