import { useState } from 'react';
import { detectPlatform } from '@/lib/platform';
import type { Platform } from '@/lib/platform';

/** The platform of this browser, read once (it does not change while the page is open). */
export function readPlatform(): Platform {
  const nav = navigator as Navigator & { standalone?: boolean };
  return detectPlatform({
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone,
    displayModeStandalone:
      typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
  });
}

export function usePlatform(): Platform {
  return useState(readPlatform)[0];
}
