// What src/app uses from send/ (a feature imports no other feature): the update prompt waits
// while a payment's outcome is open. The screen itself is reached through the router.
export { hasOpenPayment, sessionStore } from './pending-payment';
