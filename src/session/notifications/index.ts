// Payment notifications: the subscription of each server, its state, and turning it on and off.
// Imported by Settings alone (`@/session/notifications`, not through `@/session`), so that none of
// it loads with the other screens (scripts/first-render-imports.test.ts). The two pieces every
// screen needs (a payment seen while hidden, a removed wallet) load it lazily.
export { notificationDeps } from './default-deps';
export type { WalletAccess } from './default-deps';
export { browserPush } from './browser-push';
export { rememberedCredential, turnOff, turnOn } from './notifications';
export type { AccountInput, TurnOffResult, TurnOnResult } from './notifications';
export { getNotificationRecord, serverOf, subscribeNotificationRecord } from './record';
export type { ServerNotifications } from './record';
export { notificationStatus } from './status';
export type { NotificationStatus } from './status';
export { writeWorkerConfig } from './worker-config';
