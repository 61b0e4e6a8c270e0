import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppUpdatePrompt } from './app/layout/AppUpdatePrompt';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { registerServiceWorker } from './features/pwa/register';
import './index.css';

const root = document.getElementById('root');
if (!root) {
  throw new Error('Missing #root element');
}

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
      <AppUpdatePrompt />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
