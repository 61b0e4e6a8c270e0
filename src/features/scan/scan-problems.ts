// What went wrong while scanning, and how to say it. Pure, so it is tested without a browser.
import { t } from '@lingui/core/macro';
import type { Platform } from '@/lib/platform';

export type CameraProblem = 'insecure' | 'denied' | 'no-camera' | 'busy' | 'failed' | 'ended';
export type ImageProblem = 'no-code' | 'unreadable';
export type ScanProblem = CameraProblem | ImageProblem;

const names: Record<string, CameraProblem> = {
  NotAllowedError: 'denied',
  PermissionDeniedError: 'denied', // older Chrome
  SecurityError: 'denied', // blocked by a permissions policy
  NotFoundError: 'no-camera',
  DevicesNotFoundError: 'no-camera', // older Chrome
  OverconstrainedError: 'no-camera',
  ConstraintNotSatisfiedError: 'no-camera', // older Chrome
  NotReadableError: 'busy',
  TrackStartError: 'busy', // older Chrome
  AbortError: 'busy',
};

/** Sorts a getUserMedia (or later) failure into what the person can do about it. */
export function cameraProblem(error: unknown): CameraProblem {
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return names[name] ?? 'failed';
}

/** Whether this page can ask for a camera at all (only https and localhost can). */
export function cameraSupported(
  win: Pick<Window, 'isSecureContext'> & { navigator: Pick<Navigator, 'mediaDevices'> },
): boolean {
  return win.isSecureContext && typeof win.navigator.mediaDevices?.getUserMedia === 'function';
}

export interface ProblemText {
  title: string;
  body: string;
}

/**
 * The words for each problem, in the active language: built when asked, since `t` reads the
 * language at the call. Each body is one whole message, so a translator sees it all at once.
 */
function problemText(problem: ScanProblem): ProblemText {
  switch (problem) {
    case 'insecure':
      return {
        title: t`The camera isn’t available here`,
        body: t`Browsers only give the camera to pages served over https or from localhost. Open Pocketbits from an https address, or scan an image or paste the code instead.`,
      };
    case 'denied':
      return {
        title: deniedTitle(),
        body: t`To scan, allow the camera for this site: open the site settings (the icon beside the address, or the browser menu → Site settings), set Camera to Allow, then try again. On a phone, the browser itself may also need camera access in the system settings. You can also scan an image or paste the code.`,
      };
    case 'no-camera':
      return {
        title: t`No camera found`,
        body: t`This device has no camera the browser can use. Scan an image of the code or paste it instead.`,
      };
    case 'busy':
      return {
        title: t`The camera is busy`,
        body: t`Another app or tab may be using the camera. Close it and try again, or scan an image or paste the code.`,
      };
    case 'failed':
      return {
        title: t`The camera didn’t start`,
        body: t`Try again, or scan an image or paste the code instead.`,
      };
    case 'ended':
      return {
        title: t`The camera stopped`,
        body: t`Another app (a call, perhaps) took the camera, or the phone put it to sleep. Try again, or scan an image or paste the code.`,
      };
    case 'no-code':
      return {
        title: t`No QR code found in that image`,
        body: t`Choose a sharp image where the whole code is visible, or paste the code instead.`,
      };
    case 'unreadable':
      return {
        title: t`That file couldn’t be opened as an image`,
        body: t`Choose a photo or screenshot (PNG, JPEG, WebP…) of the QR code.`,
      };
  }
}

const deniedTitle = () => t`Camera access is blocked`;

/** The browsers' own app names, as Android's app list shows them. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- brand names, the same in every language
const ANDROID_BROWSER_APP = { chrome: 'Chrome', edge: 'Edge' } as const;

/**
 * Where the camera is allowed again on the phone in hand: the menus differ by browser, and an
 * installed app has no address bar to tap. Each variant is one whole message (the menu names
 * are the ones the phone shows in the person's language, so translators name them).
 */
function deniedHelp({ os, browser, installed }: Platform): string {
  if (os === 'ios') {
    if (browser !== 'safari') {
      return t`To scan, allow the camera: open the iPhone’s Settings, find this browser’s app, set Camera to Allow, then try again. You can also scan an image or paste the code.`;
    }
    if (installed) {
      return t`To scan, allow the camera: this app has no address bar, so open the iPhone’s Settings → Safari (on iOS 18: Settings → Apps → Safari) → Camera, choose Ask or Allow, then come back and try again. You can also scan an image or paste the code.`;
    }
    return t`To scan, allow the camera: tap aA in the address bar → Website Settings → Camera → Allow, then try again. If Safari never asks, open the iPhone’s Settings → Safari (on iOS 18: Settings → Apps → Safari) → Camera and choose Ask or Allow. You can also scan an image or paste the code.`;
  }
  if (os === 'android') {
    if (installed) {
      return t`To scan, allow the camera: this app has no address bar, so open this site in your browser, tap the icon beside the address → Permissions → Camera → Allow, then come back and try again. You can also scan an image or paste the code.`;
    }
    if (browser === 'firefox') {
      return t`To scan, allow the camera: tap the lock icon beside the address, set Camera to Allowed, then try again (or ⋮ → Settings → Site permissions → Camera). If Firefox itself may not use the camera: Android Settings → Apps → Firefox → Permissions → Camera. You can also scan an image or paste the code.`;
    }
    if (browser === 'samsung') {
      return t`To scan, allow the camera: tap the lock icon in the address bar → Permissions → Camera → Allow, then try again (or ≡ → Settings → Sites and downloads → Site permissions). If Samsung Internet itself may not use the camera: Android Settings → Apps → Samsung Internet → Permissions → Camera. You can also scan an image or paste the code.`;
    }
    const browserApp = ANDROID_BROWSER_APP[browser === 'edge' ? 'edge' : 'chrome'];
    return t`To scan, allow the camera: tap the icon beside the address → Permissions → Camera → Allow, then try again. If ${browserApp} itself may not use the camera: Android Settings → Apps → ${browserApp} → Permissions → Camera. You can also scan an image or paste the code.`;
  }
  return problemText('denied').body;
}

/** The words for `problem`; `platform` picks the camera help for the browser in hand. */
export function describeScanProblem(problem: ScanProblem, platform?: Platform): ProblemText {
  if (problem === 'denied' && platform) {
    return { title: deniedTitle(), body: deniedHelp(platform) };
  }
  return problemText(problem);
}

/** Whether trying the camera again can help (it cannot on an insecure page). */
export const canRetry = (problem: CameraProblem) => problem !== 'insecure';
