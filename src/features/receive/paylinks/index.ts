// Receive's "Reusable" tab: the wallet's LNURL-pay links (lnurlp extension). It lives inside
// receive because Receive is the only screen that shows it (a feature imports no other feature),
// and ReceiveScreen loads it lazily, when the tab is first opened.
export { PayLinksPanel } from './PayLinksPanel';
