import type { NwcStore } from '../db/nwc.ts';
import type { NostrRelay } from './relay.ts';
import type { NwcService } from './service.ts';

/** The NWC parts of the sandbox: the extension's tables, the relay and the wallet service. */
export interface NwcParts {
  store: NwcStore;
  relay: NostrRelay;
  service: NwcService;
}
