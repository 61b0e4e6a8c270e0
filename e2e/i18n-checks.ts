/**
 * Checks for e2e/i18n.spec.ts, run in the page on the screen as it is: words that came from no
 * catalog (with the pseudo-locale on), text cut off by its box, and anything wider than the
 * screen. Each returns the offending texts, so a failure lists them.
 */
import type { Page } from './fixtures.ts';

/**
 * Words that may stand unaccented on a screen in the pseudo-locale, each for a reason: units and
 * codes that are the same in every language (docs/i18n.md, "What stays English"), the brand, and
 * the words `Intl` writes for dates and times (the pseudo-locale formats in English underneath).
 * User data (a wallet's name, a memo) is passed per test, not listed here; currency codes
 * and whole currency names ("USD", "US Dollar") are `Intl`'s and recognised as such.
 */
export const WORDS_THE_SAME_IN_EVERY_LANGUAGE = [
  // Units (the server's currency codes, "USD", are added per test: serverCurrencyCodes).
  'sat',
  'sats',
  'Sats',
  'BTC',
  // The brand.
  'Pocketbits',
  // Intl's English dates and times.
  'AM',
  'PM',
  'ago',
  'Today',
  'Yesterday',
];

/** The currency codes the server offers (LNbits' list): the pickers show them as they are. */
export async function serverCurrencyCodes(serverUrl: string): Promise<string[]> {
  const response = await fetch(`${serverUrl}/api/v1/currencies`);
  return (await response.json()) as string[];
}

export interface ScreenText {
  /** The words in question, as the screen shows them. */
  text: string;
  /** Where: the element's tag, role or test id, for finding it. */
  where: string;
}

/**
 * Every piece of text a person meets on the screen (text nodes that are rendered, also those for
 * screen readers only, and the `aria-label`, `placeholder`, `title` and `alt` of rendered
 * elements) that has a word of two or more unaccented ASCII letters outside `allowedWords` and
 * `userData`. In the pseudo-locale every catalog letter is accented, so such a word came from no
 * catalog. Currency names as `Intl` writes them in the page's language count as data. Text in an element with a `lang` of its own (the language picker's names) is skipped:
 * it is in that language on purpose.
 */
export function findUnaccentedWords(
  page: Page,
  allowedWords: readonly string[],
  userData: readonly string[],
): Promise<ScreenText[]> {
  return page.evaluate(
    ({ allowedWords, userData }) => {
      const allowed = new Set(allowedWords);
      const describe = (element: Element) => {
        const id = element.closest('[data-testid]')?.getAttribute('data-testid');
        const role = element.getAttribute('role');
        return [element.tagName.toLowerCase(), role && `role=${role}`, id && `in ${id}`]
          .filter(Boolean)
          .join(' ');
      };
      const ownLanguage = (element: Element) =>
        element.closest('[lang]') !== document.documentElement;
      const shown = (element: Element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
      const currencies = new Intl.DisplayNames([document.documentElement.lang], {
        type: 'currency',
      });
      const currencyNames = Intl.supportedValuesOf('currency')
        .map((code) => currencies.of(code) ?? code)
        .filter((name) => name.length > 3)
        // Longest first, so "US Dollar" goes before a shorter name inside it could.
        .sort((a, b) => b.length - a.length);
      const badWords = (text: string) => {
        let rest = text;
        for (const data of [...userData, ...currencyNames]) {
          rest = rest.split(data).join(' ');
        }
        // Addresses and codes (URLs, Lightning addresses, hosts, invoices, hashes) are data, not
        // words.
        rest = rest
          .replace(/\bhttps?:\/\/\S+/g, ' ')
          .replace(/[\w.+-]+@[\w.-]+(?::\d+)?/g, ' ')
          .replace(/\b[\w.-]+:\d+\b/g, ' ')
          .replace(/\S*\d\S*/g, (token) => (token.length >= 12 ? ' ' : token));
        return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !allowed.has(word));
      };
      const found: Array<{ text: string; where: string }> = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!parent || text === '' || parent.closest('script, style, noscript, template')) {
          continue;
        }
        if (shown(parent) && !ownLanguage(parent) && badWords(text).length > 0) {
          found.push({ text, where: describe(parent) });
        }
      }
      for (const element of document.body.querySelectorAll(
        '[aria-label], [placeholder], [title], img[alt]',
      )) {
        if (!shown(element) || ownLanguage(element)) {
          continue;
        }
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const text = element.getAttribute(name)?.trim() ?? '';
          if (text !== '' && badWords(text).length > 0) {
            found.push({ text, where: `${describe(element)} [${name}]` });
          }
        }
      }
      return found;
    },
    { allowedWords, userData },
  );
}

export interface LayoutProblem {
  problem: 'clipped' | 'beyond the screen' | 'page scrolls sideways';
  text: string;
  where: string;
  /** How many pixels too wide. */
  px: number;
}

/**
 * What does not fit: (1) text cut off by its own box, an element whose `overflow` is not visible
 * (hidden, clip, or a scroll inside) or that ellipsises its text, and holds more than it shows,
 * unless all it holds is user data or a code (a long memo or address is cut on purpose); (2) any
 * rendered element whose right edge is past the screen's (or left edge before it), unless it sits
 * in a container that scrolls sideways on purpose; (3) the page itself wider than the screen.
 */
export function findLayoutProblems(
  page: Page,
  userData: readonly string[],
): Promise<LayoutProblem[]> {
  return page.evaluate((userData) => {
    const problems: Array<{
      problem: LayoutProblem['problem'];
      text: string;
      where: string;
      px: number;
    }> = [];
    const viewportWidth = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const id = element.closest('[data-testid]')?.getAttribute('data-testid');
      const role = element.getAttribute('role');
      return [element.tagName.toLowerCase(), role && `role=${role}`, id && `in ${id}`]
        .filter(Boolean)
        .join(' ');
    };
    const textOf = (element: Element) =>
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
    const onlyData = (text: string) => {
      let rest = text;
      for (const data of userData) {
        rest = rest.split(data).join(' ');
      }
      return rest.replace(/\S{20,}/g, ' ').replace(/[\s…·.,:]/g, '') === '';
    };
    const scrollsSideways = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflowX = getComputedStyle(up).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') {
          return true;
        }
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (
        !(element instanceof HTMLElement) ||
        !element.checkVisibility({ visibilityProperty: true }) ||
        element.closest('svg')
      ) {
        continue;
      }
      const style = getComputedStyle(element);
      const text = textOf(element);
      // A visually hidden label (Tailwind's sr-only: 1 px, clipped) is meant for screen readers.
      const screenReaderOnly = element.clientWidth <= 1 && style.position === 'absolute';
      // Not `visible`: the box cuts its text off, or hides it behind a sideways scroll.
      const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (
        hides &&
        !screenReaderOnly &&
        text !== '' &&
        element.scrollWidth > element.clientWidth + 1 &&
        !onlyData(text)
      ) {
        problems.push({
          problem: 'clipped',
          text,
          where: describe(element),
          px: element.scrollWidth - element.clientWidth,
        });
      }
      const box = element.getBoundingClientRect();
      if (
        box.width > 0 &&
        !screenReaderOnly &&
        (box.right > viewportWidth + 1 || box.left < -1) &&
        !scrollsSideways(element)
      ) {
        problems.push({
          problem: 'beyond the screen',
          text,
          where: describe(element),
          px: Math.round(Math.max(box.right - viewportWidth, -box.left)),
        });
      }
    }
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > window.innerWidth) {
      problems.push({
        problem: 'page scrolls sideways',
        text: '',
        where: 'html',
        px: pageWidth - window.innerWidth,
      });
    }
    return problems;
  }, userData);
}
