// What other features may use from send/. The screen itself is reached through the router.
export { sendInvoiceHref } from './send-href';
export { hasOpenPayment, sessionStore } from './pending-payment';
