import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FramedNotice } from './app/framing/FramedNotice';
import { isFramed } from './app/framing/framing';
import { AppUpdatePrompt } from './app/layout/AppUpdatePrompt';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { VaultGate } from './app/VaultGate';
import { registerServiceWorker } from './features/pwa/register';
import { startWalletStore } from './session';
import './index.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('Missing #root element');
}

// Decided before anything reads a wallet: a framed page renders no providers, no router, no Pay,
// and never opens the vault.
if (isFramed(window)) {
  createRoot(root).render(<FramedNotice href={window.location.href} />);
} else {
  // Reading the vault (IndexedDB, decryption) starts before React, in parallel with the first render.
  void startWalletStore();
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
  registerServiceWorker();
}
