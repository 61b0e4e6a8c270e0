/**
 * Runs in the page (bundled by engines/page/bundle.ts): keeps every `securitypolicyviolation` the
 * document sees until the runner takes them. Firefox gets it before the page's own scripts (a
 * preload script); WebKit's classic WebDriver has no such hook, so there it is installed with the
 * first thing the runner asks of each new document (see the README's note on engines).
 */
export interface Violation {
  directive: string;
  blocked: string;
  documentUrl: string;
  sample: string;
  source: string;
}

interface Watched {
  __pocketbitsCsp?: Violation[];
}

export function installCspWatch(): Violation[] {
  const w = window as unknown as Watched;
  if (w.__pocketbitsCsp) {
    return w.__pocketbitsCsp;
  }
  const seen: Violation[] = [];
  w.__pocketbitsCsp = seen;
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        documentUrl: event.documentURI,
        sample: event.sample,
        source: event.sourceFile
          ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`
          : '',
      });
    },
    true,
  );
  return seen;
}

/** The violations seen since the last call. */
export function takeViolations(): Violation[] {
  return installCspWatch().splice(0);
}
