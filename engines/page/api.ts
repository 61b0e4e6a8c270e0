/**
 * What the runner asks of a page, in the page: find elements as a person does (role and accessible
 * name, label, visible text, test id, through Testing Library's queries and its accessibility
 * rules), describe them, and wait for what is on screen to change. Bundled into one script by
 * engines/page/bundle.ts and installed as `window.__pocketbitsEngines`; the same code runs in every
 * engine, so a difference in what it finds is the engine's.
 */
import {
  queryAllByLabelText,
  queryAllByRole,
  queryAllByTestId,
  type ByRoleMatcher,
  type Matcher,
} from '@testing-library/dom';
import { installCspWatch, takeViolations } from './csp-watch.ts';

/** A string matches the whole text (whitespace collapsed); a pattern matches anywhere in it. */
export type TextMatch = { exact: string } | { pattern: string; flags: string };

export type Query = (
  | { by: 'role'; role: string; name?: TextMatch; level?: number }
  | { by: 'label'; label: TextMatch }
  | { by: 'text'; text: TextMatch }
  | { by: 'testId'; testId: string }
) & {
  /** Look only inside the first visible match of this. */
  within?: Query;
  /** Keep only matches whose text matches. */
  hasText?: TextMatch;
  /** Which match the actions and the snapshot use (default the first). */
  nth?: number;
  /** Count hidden matches too (a file input drawn by its label). */
  includeHidden?: boolean;
};

/** What the runner reads of the matches of a query. */
export interface Snapshot {
  count: number;
  element: null | {
    text: string;
    value: string | null;
    enabled: boolean;
    checked: boolean | null;
    focused: boolean;
    attributes: Record<string, string>;
    /** Fully inside the viewport. */
    inViewport: boolean;
    box: { x: number; y: number; width: number; height: number };
  };
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function matcher(match: TextMatch): Matcher {
  if ('exact' in match) {
    const wanted = collapse(match.exact);
    return (content: string) => collapse(content) === wanted;
  }
  const pattern = new RegExp(match.pattern, match.flags);
  return (content: string) => pattern.test(collapse(content));
}

function matches(match: TextMatch, text: string): boolean {
  const test = matcher(match) as (content: string) => boolean;
  return test(text);
}

/** Drawn, with a box, and not hidden by CSS: what a person could see if scrolled to it. */
export function isVisible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) {
    return false;
  }
  const check = (element as Element & { checkVisibility?: (o: object) => boolean }).checkVisibility;
  if (check) {
    return check.call(element, { visibilityProperty: true });
  }
  return getComputedStyle(element).visibility !== 'hidden';
}

/** The elements whose own text matches: the smallest that hold it, as a person would point. */
function byText(container: Element, match: TextMatch): Element[] {
  const found: Element[] = [];
  const walk = (element: Element): boolean => {
    if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName)) {
      return false;
    }
    let childMatched = false;
    for (const child of Array.from(element.children)) {
      childMatched = walk(child) || childMatched;
    }
    if (!childMatched && matches(match, element.textContent ?? '')) {
      found.push(element);
      return true;
    }
    return childMatched;
  };
  for (const child of Array.from(container.children)) {
    walk(child);
  }
  return found;
}

export function findAll(query: Query): Element[] {
  let container: Element = document.body ?? document.documentElement;
  if (query.within) {
    const outer = findAll({ ...query.within, nth: undefined });
    const index = query.within.nth ?? 0;
    if (!outer[index]) {
      return [];
    }
    container = outer[index]!;
  }
  const hidden = Boolean(query.includeHidden);
  const scope = container as HTMLElement;
  let found: Element[];
  switch (query.by) {
    case 'role':
      found = queryAllByRole(scope, query.role as ByRoleMatcher, {
        hidden,
        ...(query.name ? { name: matcher(query.name) as (name: string) => boolean } : {}),
        ...(query.level ? { level: query.level } : {}),
      });
      break;
    case 'label':
      found = queryAllByLabelText(scope, matcher(query.label));
      break;
    case 'text':
      found = byText(scope, query.text);
      break;
    case 'testId':
      found = queryAllByTestId(scope, query.testId);
      break;
  }
  if (!hidden) {
    found = found.filter(isVisible);
  }
  if (query.hasText) {
    const wanted = query.hasText;
    found = found.filter((element) => matches(wanted, element.textContent ?? ''));
  }
  return found;
}

/** The element the actions use, or null. */
export function element(query: Query): Element | null {
  return findAll(query)[query.nth ?? 0] ?? null;
}

function isEnabled(element: Element): boolean {
  if ((element as HTMLButtonElement).disabled) {
    return false;
  }
  if (element.closest('fieldset:disabled')) {
    return false;
  }
  return element.closest('[aria-disabled="true"]') === null;
}

export function snapshot(query: Query): Snapshot {
  const all = findAll(query);
  const found = all[query.nth ?? 0];
  if (!found) {
    return { count: all.length, element: null };
  }
  const box = found.getBoundingClientRect();
  const attributes: Record<string, string> = {};
  for (const attribute of Array.from(found.attributes)) {
    if (attribute.name !== 'class' && attribute.name !== 'style') {
      attributes[attribute.name] = attribute.value;
    }
  }
  const input = found as HTMLInputElement;
  const checkable = found instanceof HTMLInputElement && /^(checkbox|radio)$/.test(input.type);
  const ariaChecked = found.getAttribute('aria-checked');
  return {
    count: all.length,
    element: {
      text: collapse(found.textContent ?? ''),
      value:
        found instanceof HTMLInputElement ||
        found instanceof HTMLTextAreaElement ||
        found instanceof HTMLSelectElement
          ? found.value
          : null,
      enabled: isEnabled(found),
      checked: checkable ? input.checked : ariaChecked === null ? null : ariaChecked === 'true',
      focused: document.activeElement === found,
      attributes,
      inViewport:
        box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
    },
  };
}

/** What a wait compares: all but the box, which an animation may move on every frame. */
export function snapshotKey(current: Snapshot): string {
  return JSON.stringify(current, (key, value: unknown) => (key === 'box' ? undefined : value));
}

/**
 * The snapshot (and its key, to pass back as `previous`: a driver may reorder the object's
 * fields on the way) once its key differs from `previous`, or as it is after `sliceMs`. Checked on
 * every change to the document, and every 100 ms for what moves no node (layout, a field's value),
 * so a change is seen as it happens without the runner asking again and again.
 */
export function nextSnapshot(
  query: Query,
  previous: string,
  sliceMs: number,
): Promise<{ key: string; snapshot: Snapshot }> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => check());
    const interval = setInterval(() => check(), 100);
    const timer = setTimeout(() => finish(snapshot(query)), sliceMs);
    const finish = (result: Snapshot) => {
      observer.disconnect();
      clearInterval(interval);
      clearTimeout(timer);
      resolve({ key: snapshotKey(result), snapshot: result });
    };
    const check = () => {
      const current = snapshot(query);
      if (snapshotKey(current) !== previous) {
        finish(current);
      }
    };
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    check();
  });
}

const nextFrame = () =>
  new Promise<void>((resolve) => {
    // A hidden page gets no animation frames.
    if (document.visibilityState === 'hidden') {
      setTimeout(() => resolve(), 16);
    } else {
      requestAnimationFrame(() => resolve());
    }
  });

const describeElement = (element: Element) =>
  `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}> "${collapse(element.textContent ?? '').slice(0, 60)}"`;

/**
 * Whether a tap in the middle of the element would reach it now, as Playwright checks before it
 * clicks: scrolled to the middle of the screen, in the same place two frames running (not moving
 * in an animation), and not under something else (a banner, a dialog).
 */
export async function readyToClick(query: Query): Promise<{ ready: boolean; why: string }> {
  const target = element(query);
  if (!target) {
    return { ready: false, why: 'it is not there' };
  }
  // An inert part of the page takes no tap, though it is drawn where the tap lands (an outcome's
  // actions, in the instant after it appears).
  if (target.closest('[inert]')) {
    return { ready: false, why: 'it takes no taps yet (inert)' };
  }
  target.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  const before = target.getBoundingClientRect();
  await nextFrame();
  await nextFrame();
  const after = target.getBoundingClientRect();
  if (
    before.x !== after.x ||
    before.y !== after.y ||
    before.width !== after.width ||
    before.height !== after.height
  ) {
    return { ready: false, why: 'it is moving' };
  }
  const x = after.left + after.width / 2;
  const y = after.top + after.height / 2;
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(hit === target || target.contains(hit) || hit.contains(target))) {
    return {
      ready: false,
      why: `${hit ? describeElement(hit) : 'nothing'} is where a tap on it would land`,
    };
  }
  return { ready: true, why: '' };
}

interface Timed {
  __pocketbitsTimer?: Promise<number>;
}

/**
 * Starts a clock in the page for the bench: from the first `click` (or the last `keydown`, for a
 * PIN typed on the keyboard) to the frame after `query` first matches. Read it with readTimer.
 */
export function startTimer(startOn: 'click' | 'keydown', query: Query): void {
  let startedAt = 0;
  document.addEventListener(
    startOn,
    () => {
      if (startOn === 'keydown' || startedAt === 0) {
        startedAt = performance.now();
      }
    },
    true,
  );
  (window as Timed).__pocketbitsTimer = new Promise((resolve) => {
    const check = () => {
      if (startedAt > 0 && findAll(query).length > 0) {
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - startedAt));
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

export function readTimer(): Promise<number> | null {
  return (window as Timed).__pocketbitsTimer ?? null;
}

/** The page's first paint (Paint Timing), in ms from the navigation's start; null without it. */
export function firstPaint(): { firstPaint: number | null; firstContentfulPaint: number | null } {
  const entry = (name: string) =>
    performance.getEntriesByType('paint').find((e) => e.name === name)?.startTime ?? null;
  return {
    firstPaint: entry('first-paint'),
    firstContentfulPaint: entry('first-contentful-paint'),
  };
}

/** Resolves at the document's next change, or after `sliceMs` without one. */
export function nextChange(sliceMs: number): Promise<null> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => finish());
    const timer = setTimeout(() => finish(), sliceMs);
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(null);
    };
    observer.observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** Puts `text` in a text field as a paste does: all of it in one input, replacing what was there. */
export function insertText(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.focus();
  field.select();
  if (text === '') {
    document.execCommand('delete');
  } else {
    document.execCommand('insertText', false, text);
  }
}

/** Picks the option shown as `label`, as a person choosing it in the list does. */
export function selectOption(select: HTMLSelectElement, label: string): void {
  const option = Array.from(select.options).find((o) => collapse(o.label) === label);
  if (!option) {
    throw new Error(
      `no option "${label}" in ${Array.from(select.options)
        .map((o) => o.label)
        .join(', ')}`,
    );
  }
  select.focus();
  select.value = option.value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Everything this origin keeps in the browser, as "clear site data" removes it. */
export async function wipeSiteData(): Promise<string[]> {
  const problems: string[] = [];
  localStorage.clear();
  sessionStorage.clear();
  const databases = await indexedDB.databases();
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name ?? '');
          request.onsuccess = () => resolve();
          request.onerror = () => {
            problems.push(`IndexedDB ${name}: ${request.error?.message ?? 'error'}`);
            resolve();
          };
          request.onblocked = () => problems.push(`IndexedDB ${name}: blocked by an open page`);
        }),
    ),
  );
  return problems;
}

/** What the runner reads about the page itself. */
export function pageState() {
  return {
    url: location.href,
    visibility: document.visibilityState,
    controlled: Boolean(navigator.serviceWorker?.controller),
    lang: document.documentElement.lang,
    title: document.title,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth,
    innerHeight,
  };
}

export const api = {
  findAll,
  element,
  snapshot,
  nextSnapshot,
  nextChange,
  readyToClick,
  startTimer,
  readTimer,
  firstPaint,
  insertText,
  selectOption,
  wipeSiteData,
  pageState,
  takeViolations,
};

installCspWatch();
(window as unknown as { __pocketbitsEngines: typeof api }).__pocketbitsEngines = api;
