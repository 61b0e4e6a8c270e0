import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FramedNotice } from './app/framing/FramedNotice';
import { isFramed } from './app/framing/framing';
import { AppUpdatePrompt } from './app/layout/AppUpdatePrompt';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { VaultGate } from './app/VaultGate';
import { registerServiceWorker } from './features/pwa/register';
import { I18nRoot, startI18n, startWalletStore } from './session';
import './index.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('Missing #root element');
}

// The first render waits for the person's language (English is inline; another language is one
// small chunk), so no screen shows in English first.
const languageReady = startI18n();

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
  // Reading the vault (IndexedDB, decryption) starts before React, in parallel with the first
  // render and with loading the language.
  void startWalletStore();
  void languageReady.then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <VaultGate>
            <AppRouter />
          </VaultGate>
          <AppUpdatePrompt />
        </AppProviders>
      </StrictMode>,
    ),
  );
  registerServiceWorker();
}
