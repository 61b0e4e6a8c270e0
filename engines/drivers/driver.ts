/**
 * What the journeys need from a browser, the same for every engine: WebKit through its classic
 * WebDriver (engines/drivers/webkit.ts), Firefox through WebDriver BiDi (engines/drivers/firefox.ts).
 * Scripts are expressions in the page's own world; elements are opaque handles the driver made.
 */
/** The suite's engines, and Chromium, which only the engines bench drives this way. */
export type EngineName = 'webkit' | 'firefox' | 'chromium';

/** The engines the suite runs its journeys in. */
export type SuiteEngine = Exclude<EngineName, 'chromium'>;

export const ENGINE_NAMES: readonly SuiteEngine[] = ['webkit', 'firefox'];

/** An element the driver found: only the driver that made it can use it. */
export interface ElementHandle {
  readonly engine: EngineName;
}

export interface EngineDriver {
  readonly engine: EngineName;
  /** Engine and version, for the report ("WebKitGTK 2.50.6 (MiniBrowser)"). */
  readonly version: string;
  /** Where the browser saves downloads. */
  readonly downloadDir: string;

  /** Opens `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Evaluates `expression` in the page (awaiting a promise); the value comes back as JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** Runs `script` (statements) in the page once, for its effect. */
  inject(script: string): Promise<void>;
  /** Evaluates an expression that yields an element (or null). */
  elementOf(expression: string): Promise<ElementHandle | null>;
  /** Runs `body` in the page with the element as `element` (statements; may return JSON). */
  withElement<T>(handle: ElementHandle, body: string): Promise<T>;
  /** A pointer click in the middle of the element, scrolled into view first. */
  click(handle: ElementHandle): Promise<void>;
  /** Keys typed into whatever has focus. */
  type(text: string): Promise<void>;
  /** Chooses files in a file input, as the file picker does. */
  setFiles(handle: ElementHandle, paths: string[]): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Puts the page in the background (document.visibilityState 'hidden'), as the engine can. */
  hidePage(): Promise<void>;
  /** Brings it back. */
  showPage(): Promise<void>;
  close(): Promise<void>;
}
