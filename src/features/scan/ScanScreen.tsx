import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import type { ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { buttonClass } from '@/components/ui/button-class';
import {
  CloseIcon,
  ImageIcon,
  PasteIcon,
  SwitchCameraIcon,
  TorchIcon,
} from '@/components/ui/icons';
import { Notice } from '@/components/ui/Notice';
import { readPlatform } from '@/components/usePlatform';
import { cx } from '@/lib/cx';
import { readLnbitsWalletLink } from '@/lib/wallet-link';
import { paths, sendInvoiceHref } from '@/lib/paths';
import { handOverToConnect } from '@/session';
import { canRetry, describeScanProblem } from './scan-problems';
import { useQrScanner } from './useQrScanner';

/**
 * The camera scanner, over the whole screen. The first code read goes to Send as it is, the same
 * as pasting it there: Send decides what kind of code it is. Opened from Connect (`purpose`), or
 * reading an LNbits wallet link, it goes to Connect instead, in memory: a key or a wallet link's
 * user id never rides in a URL.
 */
export function ScanScreen({ purpose = 'send' }: { purpose?: 'send' | 'connect' }) {
  const navigate = useNavigate();
  const onCode = useCallback(
    (text: string) => {
      if (purpose === 'connect' || readLnbitsWalletLink(text)) {
        handOverToConnect(text);
        void navigate(paths.connect.getHref(), { replace: true });
      } else {
        void navigate(sendInvoiceHref(text), { replace: true });
      }
    },
    [navigate, purpose],
  );
  const scanner = useQrScanner(onCode);
  const close = useCloseScanner();
  const { t } = useLingui();

  return (
    <div className="fixed inset-0 z-30 flex flex-col bg-white text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <header className="mx-auto flex w-full max-w-md items-center justify-between gap-2 px-4 pt-[max(0.5rem,env(safe-area-inset-top))]">
        <h1 className="text-xl font-semibold">
          <Trans>Scan a QR code</Trans>
        </h1>
        <button
          type="button"
          aria-label={t`Close`}
          onClick={close}
          className="-mr-2 inline-flex size-12 shrink-0 items-center justify-center rounded-xl text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-900"
        >
          <CloseIcon />
        </button>
      </header>

      <div className="mx-auto flex min-h-0 w-full max-w-md flex-1 flex-col px-4 py-3">
        <CameraView videoRef={scanner.videoRef} camera={scanner.camera} onRetry={scanner.retry} />
      </div>

      <div className="mx-auto w-full max-w-md space-y-3 px-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <ScanActions scanner={scanner} purpose={purpose} />
      </div>
    </div>
  );
}

type Scanner = ReturnType<typeof useQrScanner>;

/** Closes the scanner (also on Escape): back where the person came from, else Home. */
function useCloseScanner() {
  const navigate = useNavigate();
  const location = useLocation();
  const close = useCallback(() => {
    // Back where the person came from; Home when the scanner was opened directly.
    if (location.key !== 'default') {
      void navigate(-1);
    } else {
      void navigate(paths.home.getHref(), { replace: true });
    }
  }, [location.key, navigate]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close]);

  return close;
}

/** The camera's picture with its frame and status, or why there is none. */
function CameraView({
  videoRef,
  camera,
  onRetry,
}: Pick<Scanner, 'videoRef' | 'camera'> & { onRetry: () => void }) {
  const { t } = useLingui();
  const cameraText =
    camera.status === 'problem' ? describeScanProblem(camera.problem, readPlatform()) : null;
  return (
    <>
      {cameraText && camera.status === 'problem' ? (
        <div className="space-y-3">
          <Notice
            title={cameraText.title}
            tone={camera.problem === 'denied' ? 'warning' : 'danger'}
          >
            {cameraText.body}
          </Notice>
          {canRetry(camera.problem) && (
            <Button variant="secondary" className="w-full" onClick={onRetry}>
              <Trans>Try the camera again</Trans>
            </Button>
          )}
        </div>
      ) : (
        <section
          aria-label={t`Camera`}
          className="relative min-h-0 flex-1 overflow-hidden rounded-2xl bg-black"
        >
          <video
            ref={videoRef}
            muted
            playsInline
            autoPlay
            aria-hidden="true"
            className="absolute inset-0 size-full object-cover"
          />
          <div
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 aspect-square w-3/4 max-w-72 -translate-x-1/2 -translate-y-1/2 rounded-2xl border-4 border-white/80 shadow-[0_0_0_100vmax_rgb(0_0_0/0.35)]"
          />
          <p
            role="status"
            className="absolute inset-x-0 bottom-0 bg-black/50 px-4 py-3 text-center text-sm text-white"
          >
            {camera.status === 'starting'
              ? t`Starting the camera…`
              : t`Point the camera at a QR code`}
          </p>
        </section>
      )}
    </>
  );
}

/** Switch camera and torch when there are, and the ways round the camera: an image, a paste. */
function ScanActions({ scanner, purpose }: { scanner: Scanner; purpose: 'send' | 'connect' }) {
  const navigate = useNavigate();
  const {
    camera,
    canSwitchCamera,
    switchCamera,
    torch,
    toggleTorch,
    scanImage,
    imageBusy,
    imageProblem,
    pasteFromClipboard,
  } = scanner;
  const imageText = imageProblem ? describeScanProblem(imageProblem) : null;
  const { t } = useLingui();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again fires another change.
    event.target.value = '';
    if (file) {
      scanImage(file);
    }
  };

  const paste = async () => {
    if (!(await pasteFromClipboard())) {
      // No clipboard access (or nothing in it): Send and Connect have a field to paste into.
      const fallback = purpose === 'connect' ? paths.connect : paths.send;
      void navigate(fallback.getHref(), { replace: true });
    }
  };

  return (
    <>
      {imageText && <Notice title={imageText.title}>{imageText.body}</Notice>}
      {(canSwitchCamera || torch.available) && camera.status !== 'problem' && (
        <div className="flex gap-2">
          {canSwitchCamera && (
            <Button variant="secondary" className="flex-1" onClick={switchCamera}>
              <SwitchCameraIcon />
              <Trans>Switch camera</Trans>
            </Button>
          )}
          {torch.available && (
            <Button
              variant="secondary"
              className="flex-1"
              aria-pressed={torch.on}
              onClick={toggleTorch}
            >
              <TorchIcon />
              <Trans comment="Button that turns the phone's flashlight on and off while scanning">
                Torch
              </Trans>
            </Button>
          )}
        </div>
      )}
      <div className="grid grid-cols-2 gap-2">
        <label
          className={cx(
            buttonClass('secondary'),
            'cursor-pointer px-3 focus-within:outline-2 focus-within:outline-amber-500',
            imageBusy && 'pointer-events-none opacity-60',
          )}
          aria-busy={imageBusy || undefined}
        >
          <ImageIcon />
          {imageBusy ? t`Reading…` : t`Scan an image`}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={onFile}
            disabled={imageBusy}
          />
        </label>
        <Button variant="secondary" className="px-3" onClick={() => void paste()}>
          <PasteIcon />
          <Trans>Paste</Trans>
        </Button>
      </div>
    </>
  );
}
