// The CSP watch on its own, for Firefox's preload script (engines/page/bundle.ts).
import { installCspWatch } from './csp-watch.ts';

installCspWatch();
