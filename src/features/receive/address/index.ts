// Receive's first view: the wallet's Lightning address (an lnurlp pay link) as a QR code, or
// the one tap that makes it. ReceiveScreen loads it lazily, with its QR code library.
export { AddressPanel } from './AddressPanel';
