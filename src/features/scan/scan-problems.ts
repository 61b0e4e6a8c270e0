// What went wrong while scanning, and how to say it. Pure, so it is tested without a browser.
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

const texts: Record<ScanProblem, ProblemText> = {
  insecure: {
    title: 'The camera isn’t available here',
    body: 'Browsers only give the camera to pages served over https or from localhost. Open Pocketbits from an https address, or scan an image or paste the code instead.',
  },
  denied: {
    title: 'Camera access is blocked',
    body: 'To scan, allow the camera for this site: open the site settings (the icon beside the address, or the browser menu → Site settings), set Camera to Allow, then try again. On a phone, the browser itself may also need camera access in the system settings. You can also scan an image or paste the code.',
  },
  'no-camera': {
    title: 'No camera found',
    body: 'This device has no camera the browser can use. Scan an image of the code or paste it instead.',
  },
  busy: {
    title: 'The camera is busy',
    body: 'Another app or tab may be using the camera. Close it and try again, or scan an image or paste the code.',
  },
  failed: {
    title: 'The camera didn’t start',
    body: 'Try again, or scan an image or paste the code instead.',
  },
  ended: {
    title: 'The camera stopped',
    body: 'Another app (a call, perhaps) took the camera, or the phone put it to sleep. Try again, or scan an image or paste the code.',
  },
  'no-code': {
    title: 'No QR code found in that image',
    body: 'Choose a sharp image where the whole code is visible, or paste the code instead.',
  },
  unreadable: {
    title: 'That file couldn’t be opened as an image',
    body: 'Choose a photo or screenshot (PNG, JPEG, WebP…) of the QR code.',
  },
};

const OTHER_WAYS = 'You can also scan an image or paste the code.';

/**
 * Where the camera is allowed again on the phone in hand: the menus differ by browser, and an
 * installed app has no address bar to tap.
 */
function deniedHelp({ os, browser, installed }: Platform): string {
  if (os === 'ios') {
    if (browser !== 'safari') {
      return `To scan, allow the camera: open the iPhone’s Settings, find this browser’s app, set Camera to Allow, then try again. ${OTHER_WAYS}`;
    }
    if (installed) {
      return `To scan, allow the camera: this app has no address bar, so open the iPhone’s Settings → Safari (on iOS 18: Settings → Apps → Safari) → Camera, choose Ask or Allow, then come back and try again. ${OTHER_WAYS}`;
    }
    return `To scan, allow the camera: tap aA in the address bar → Website Settings → Camera → Allow, then try again. If Safari never asks, open the iPhone’s Settings → Safari (on iOS 18: Settings → Apps → Safari) → Camera and choose Ask or Allow. ${OTHER_WAYS}`;
  }
  if (os === 'android') {
    const appSettings = (name: string) =>
      `If ${name} itself may not use the camera: Android Settings → Apps → ${name} → Permissions → Camera.`;
    if (installed) {
      return `To scan, allow the camera: this app has no address bar, so open this site in your browser, tap the icon beside the address → Permissions → Camera → Allow, then come back and try again. ${OTHER_WAYS}`;
    }
    if (browser === 'firefox') {
      return `To scan, allow the camera: tap the lock icon beside the address, set Camera to Allowed, then try again (or ⋮ → Settings → Site permissions → Camera). ${appSettings('Firefox')} ${OTHER_WAYS}`;
    }
    if (browser === 'samsung') {
      return `To scan, allow the camera: tap the lock icon in the address bar → Permissions → Camera → Allow, then try again (or ≡ → Settings → Sites and downloads → Site permissions). ${appSettings('Samsung Internet')} ${OTHER_WAYS}`;
    }
    return `To scan, allow the camera: tap the icon beside the address → Permissions → Camera → Allow, then try again. ${appSettings(browser === 'edge' ? 'Edge' : 'Chrome')} ${OTHER_WAYS}`;
  }
  return texts.denied.body;
}

/** The words for `problem`; `platform` picks the camera help for the browser in hand. */
export function describeScanProblem(problem: ScanProblem, platform?: Platform): ProblemText {
  if (problem === 'denied' && platform) {
    return { title: texts.denied.title, body: deniedHelp(platform) };
  }
  return texts[problem];
}

/** Whether trying the camera again can help (it cannot on an insecure page). */
export const canRetry = (problem: CameraProblem) => problem !== 'insecure';
