// The installable-app layer. register.ts (the service worker) is imported by main.tsx alone, so
// nothing else pulls the build-time virtual module into tests.
export { UpdatePrompt } from './UpdatePrompt';
export { OfflineBanner } from './OfflineBanner';
export { useWalletFromAddress } from './useWalletFromAddress';
