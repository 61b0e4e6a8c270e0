import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FramedNotice } from './app/framing/FramedNotice';
import { isFramed } from './app/framing/framing';
import { AppUpdatePrompt } from './app/layout/AppUpdatePrompt';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { registerServiceWorker } from './features/pwa/register';
import './index.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('Missing #root element');
}

// Decided before anything reads a wallet: a framed page renders no providers, no router, no Pay.
if (isFramed(window)) {
  createRoot(root).render(<FramedNotice href={window.location.href} />);
} else {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
        <AppUpdatePrompt />
      </AppProviders>
    </StrictMode>,
  );
  registerServiceWorker();
}
