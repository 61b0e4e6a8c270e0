// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveOutcome } from '@/components/download-file';

const save = vi.hoisted(() => ({
  saveFile: vi.fn<() => Promise<SaveOutcome>>(),
  shareFile: vi.fn<() => Promise<SaveOutcome>>(),
  downloadFile: vi.fn(),
  markBackedUp: vi.fn(),
}));

vi.mock('@/components/download-file', () => ({
  saveFile: save.saveFile,
  shareFile: save.shareFile,
  downloadFile: save.downloadFile,
}));
vi.mock('@/lib/backup-file', () => ({
  backupFileName: () => 'pocketbits-backup.json',
  writeBackupFile: () => Promise.resolve('{"encrypted":true}'),
}));
vi.mock('@/session', () => ({
  getWalletState: () => ({ connections: [{ id: 'w1' }, { id: 'w2' }] }),
  markBackedUp: save.markBackedUp,
}));
vi.mock('./restore-plan', () => ({ toBackupWallets: () => [] }));
vi.mock('./useWalletConnect', () => ({ appOrigin: () => 'https://app.example' }));

const { useBackupDownload } = await import('./useBackupDownload');

function renderBackup() {
  const client = new QueryClient();
  return renderHook(() => useBackupDownload(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

const file = new File(['{}'], 'pocketbits-backup.json', { type: 'application/json' });

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(cleanup);

describe('useBackupDownload', () => {
  it('counts the wallets as backed up once the file is saved', async () => {
    save.saveFile.mockResolvedValue({ kind: 'downloaded' });
    const { result } = renderBackup();
    act(() => result.current.mutation.mutate('correct horse battery'));
    await waitFor(() => expect(result.current.saved).not.toBeNull());
    expect(result.current.saved).toEqual({ fileName: 'pocketbits-backup.json', walletCount: 2 });
    expect(save.markBackedUp).toHaveBeenCalledWith(['w1', 'w2']);
  });

  it('does not when the share sheet was closed without saving', async () => {
    save.saveFile.mockResolvedValue({ kind: 'cancelled' });
    const { result } = renderBackup();
    act(() => result.current.mutation.mutate('correct horse battery'));
    await waitFor(() => expect(result.current.cancelled).toBe(true));
    expect(result.current.saved).toBeNull();
    expect(save.markBackedUp).not.toHaveBeenCalled();
  });

  it('asks for one more tap when the browser refused the share sheet, then saves', async () => {
    save.saveFile.mockResolvedValue({ kind: 'needs-tap', file });
    save.shareFile.mockResolvedValue({ kind: 'shared' });
    const { result } = renderBackup();
    act(() => result.current.mutation.mutate('correct horse battery'));
    await waitFor(() => expect(result.current.fileToShare).toBe(file));
    expect(save.markBackedUp).not.toHaveBeenCalled();

    await act(() => result.current.shareAgain());
    expect(save.shareFile).toHaveBeenCalledWith(file);
    expect(result.current.fileToShare).toBeNull();
    expect(result.current.saved?.walletCount).toBe(2);
    expect(save.markBackedUp).toHaveBeenCalledWith(['w1', 'w2']);
  });

  it('downloads when sharing is refused even from a tap', async () => {
    save.saveFile.mockResolvedValue({ kind: 'needs-tap', file });
    save.shareFile.mockResolvedValue({ kind: 'needs-tap', file });
    const { result } = renderBackup();
    act(() => result.current.mutation.mutate('correct horse battery'));
    await waitFor(() => expect(result.current.fileToShare).toBe(file));
    await act(() => result.current.shareAgain());
    expect(save.downloadFile).toHaveBeenCalledWith([file], file.type, file.name);
    expect(save.markBackedUp).toHaveBeenCalledWith(['w1', 'w2']);
  });
});
