import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FramedNotice } from './app/framing/FramedNotice';
import { isFramed } from './app/framing/framing';
import { AppUpdatePrompt } from './app/layout/AppUpdatePrompt';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { preloadScreen } from './app/screens';
import { VaultGate } from './app/VaultGate';
import { registerServiceWorker } from './features/pwa/register';
import { I18nRoot, startI18n, startWalletStore } from './session';
import { warmUpAmountFormatting } from './lib/amount';
import { warmUpDateFormatting } from './lib/time';
import './index.css';

/**
 * How long the first render waits, after the words, for the wallets and the opening screen's
 * code, before it shows the shell with a skeleton instead (a slow network, a slow device).
 */
const FIRST_SCREEN_WAIT_MS = 300;

const root = document.getElementById('root');
if (!root) {
  throw new Error('Missing #root element');
}

// Everything below starts in the task after the one that evaluated the app's code: that task is
// long already, and one long task blocks input for longer than two short ones.
const started = nextTask();

// The first render waits for the person's language (English is inline; another language is one
// small chunk), so no screen shows in English first.
const languageReady = started.then(startI18n);

// Decided before anything reads a wallet: a framed page renders no providers, no router, no Pay,
// and never opens the vault.
if (isFramed(window)) {
  void languageReady.then(() =>
    createRoot(root).render(
      <I18nRoot>
        <FramedNotice href={window.location.href} />
      </I18nRoot>,
    ),
  );
} else {
  // Reading the vault (IndexedDB, decryption) starts before React, in parallel with loading the
  // language and the opening screen's code.
  const walletsRead = started.then(() => startWalletStore()).catch(() => undefined);
  // The first paint is the screen the address opens, whole, not the navigation around a
  // skeleton: its code and words are usually here already (the HTML asked for them with the
  // entry), and the wallets are read by then.
  const firstScreenReady = languageReady.then(() =>
    Promise.race([
      Promise.all([walletsRead, preloadScreen(window.location.pathname)]),
      new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
    ]),
  );
  // The engine's one-time set-up for numbers and dates (lib/amount.ts, lib/time.ts), each in a
  // task of its own, once the language is known: usually while the screen's code and the
  // wallets are still on their way, so neither the render nor a tap after it waits for it.
  void languageReady
    .then(nextTask)
    .then(() => warmUpAmountFormatting())
    .then(nextTask)
    .then(() => warmUpDateFormatting());
  // The render gets a task of its own: what made the screen ready (evaluating its code, the words,
  // decrypting the vault) has already run long, and one long task blocks input for longer than two
  // short ones (Lighthouse counts blocking time per task).
  void firstScreenReady.then(nextTask).then(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <VaultGate>
            <AppRouter />
          </VaultGate>
          <AppUpdatePrompt />
        </AppProviders>
      </StrictMode>,
    );
  });
  // The service worker (and the workbox code that registers it) waits until the page has loaded
  // and the first screen is up: nothing of the first visit needs it, and its download would
  // compete with the screen's.
  void firstScreenReady.then(afterLoadWhenIdle).then(registerServiceWorker);
}

/** Resolves in a later task, so what follows doesn't lengthen the current one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function afterLoadWhenIdle(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        );
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) {
          requestIdleCallback(() => resolve(), { timeout: 2_000 });
        } else {
          setTimeout(resolve, 500);
        }
      }),
  );
}
