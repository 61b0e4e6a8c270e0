// Shared by the "<feature> in another language" component tests: what a person (or a screen
// reader) meets on a rendered screen, and which English of it is left in another language.
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { activateLocale } from './i18n';
import type { UiLocale } from './i18n';

/** Every text node and every label-like attribute a person (or a screen reader) meets. */
export function wordsOnScreen(root: HTMLElement): Set<string> {
  const words = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) {
      words.add(text);
    }
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)?.trim();
      if (value) {
        words.add(value);
      }
    }
  }
  return words;
}

/**
 * The English words of `ui` that are still on screen in `locale`: a message left out of Lingui
 * (or untranslated in the catalog) stays English and shows up here. `same` lists what is rightly
 * written alike (names, units, protocol words, what a service wrote).
 */
export async function untranslated(ui: () => ReactElement, locale: UiLocale, same: string[] = []) {
  const english = wordsOnScreen(render(ui()).container);
  cleanup();
  await activateLocale(locale);
  const translated = wordsOnScreen(render(ui()).container);
  return [...english].filter(
    (text) => /[A-Za-z]{2}/.test(text) && translated.has(text) && !same.includes(text),
  );
}
