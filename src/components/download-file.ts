import { readPlatform } from './usePlatform';

/** Saves text as a file through a temporary link (backup files, CSV exports). */
export function downloadFile(parts: BlobPart[], type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'needs-tap': the share sheet was refused because the tap that started the work is too long ago
 * (Safari allows a share only shortly after a tap); the caller offers a button that shares `file`.
 */
export type SaveOutcome =
  { kind: 'shared' | 'downloaded' | 'cancelled' } | { kind: 'needs-tap'; file: File };

type ShareNavigator = Pick<Navigator, 'share' | 'canShare'>;

/**
 * The installed iOS app has no downloads: a file is handed to the share sheet there (Save to
 * Files, Mail…), where the browser can share it. Everywhere else it downloads, as before.
 */
export function sharesFilesInsteadOfDownloading(): boolean {
  const platform = readPlatform();
  return platform.os === 'ios' && platform.installed;
}

/** Shares `file` where that is the way to save it and the browser can; downloads it otherwise. */
export async function saveFile(
  parts: BlobPart[],
  type: string,
  fileName: string,
  {
    share = sharesFilesInsteadOfDownloading(),
    nav = globalThis.navigator as ShareNavigator | undefined,
  }: { share?: boolean; nav?: ShareNavigator } = {},
): Promise<SaveOutcome> {
  const file = new File(parts, fileName, { type });
  if (share && typeof nav?.share === 'function' && nav.canShare?.({ files: [file] })) {
    return shareFile(file, nav);
  }
  downloadFile(parts, type, fileName);
  return { kind: 'downloaded' };
}

/** Opens the share sheet with `file` (canShare said yes); call it from a tap. */
export async function shareFile(file: File, nav: ShareNavigator = navigator): Promise<SaveOutcome> {
  try {
    await nav.share({ files: [file], title: file.name });
    return { kind: 'shared' };
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError') {
      return { kind: 'needs-tap', file };
    }
    if (name === 'AbortError') {
      return { kind: 'cancelled' };
    }
    throw error;
  }
}
