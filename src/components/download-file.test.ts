// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile, sharesFilesInsteadOfDownloading, shareFile } from './download-file';

const IPHONE_HOME_SCREEN =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let clicked: { href: string; download: string }[];
beforeEach(() => {
  clicked = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'standalone');
});

const sharer = (canShare: boolean, share: () => Promise<void> = () => Promise.resolve()) => ({
  canShare: vi.fn((_data?: ShareData) => canShare),
  share: vi.fn((_data?: ShareData) => share()),
});

describe('saveFile', () => {
  it('shares the file where sharing is the way and the browser can share it', async () => {
    const nav = sharer(true);
    const outcome = await saveFile(['a,b\n'], 'text/csv', 'payments.csv', { share: true, nav });
    expect(outcome).toEqual({ kind: 'shared' });
    const files = nav.share.mock.calls[0]![0]!.files!;
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('payments.csv');
    expect(files[0]!.type).toBe('text/csv');
    expect(await files[0]!.text()).toBe('a,b\n');
    expect(clicked).toEqual([]);
  });

  it('downloads where the browser cannot share files', async () => {
    const nav = sharer(false);
    const outcome = await saveFile(['a,b\n'], 'text/csv', 'payments.csv', { share: true, nav });
    expect(outcome).toEqual({ kind: 'downloaded' });
    expect(nav.share).not.toHaveBeenCalled();
    expect(clicked).toEqual([{ href: 'blob:csv', download: 'payments.csv' }]);
  });

  it('downloads where a download manager exists, even if sharing would work', async () => {
    const nav = sharer(true);
    expect(await saveFile(['x'], 'text/csv', 'p.csv', { share: false, nav })).toEqual({
      kind: 'downloaded',
    });
    expect(nav.share).not.toHaveBeenCalled();
    expect(clicked).toHaveLength(1);
  });

  it('a share refused for want of a recent tap hands the file back; a cancel is a cancel', async () => {
    const refused = sharer(true, () => Promise.reject(new DOMException('late', 'NotAllowedError')));
    const outcome = await saveFile(['x'], 'text/csv', 'p.csv', { share: true, nav: refused });
    expect(outcome.kind).toBe('needs-tap');
    expect(outcome.kind === 'needs-tap' && outcome.file.name).toBe('p.csv');

    const cancelled = sharer(true, () => Promise.reject(new DOMException('no', 'AbortError')));
    expect(await shareFile(new File(['x'], 'p.csv'), cancelled)).toEqual({ kind: 'cancelled' });
  });
});

describe('sharesFilesInsteadOfDownloading', () => {
  it('in the installed iOS app only', () => {
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get');
    userAgent.mockReturnValue(IPHONE_HOME_SCREEN);
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    expect(sharesFilesInsteadOfDownloading()).toBe(true);
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: false });
    expect(sharesFilesInsteadOfDownloading()).toBe(false);
    userAgent.mockReturnValue(CHROME_ANDROID);
    Reflect.deleteProperty(navigator, 'standalone');
    expect(sharesFilesInsteadOfDownloading()).toBe(false);
  });
});
