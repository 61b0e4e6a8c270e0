// Apart from invoice-assessment, so the payment hook (on Send's first screen) doesn't load the
// review's rules and words with it.
import type { Bolt11Network } from '@/lib/bolt11';

/** The network of the LNbits server. LNbits (FakeWallet and the sandbox) sign mainnet invoices. */
export const SERVER_NETWORK: Bolt11Network = 'mainnet';
