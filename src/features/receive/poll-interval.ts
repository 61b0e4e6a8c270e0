// Its own module: the address view polls at the same pace as an invoice, and importing it from
// useInvoiceStatus would bring the invoice view's code onto Receive's first screen.

/** How often a payment is re-read while the websocket is down. */
export const INVOICE_POLL_MS = 2_000;
