// Setup of both Vitest projects (vitest.config.ts): English is active, synchronously, before any
// test file loads (tests read the English text; a test that wants another language activates it
// with src/session/i18n/i18n.ts's activateLocale and restores English after). Testing Library's render
// and renderHook wrap what they render in Lingui's provider, as src/app/providers.tsx does in the
// app, so a component with <Trans> or useLingui renders in a test as it is.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { vi } from 'vitest';
import type * as TestingLibrary from '@testing-library/react';
import { SOURCE_LOCALE, setFormatLocale } from '../src/lib/locale.ts';
import { messages } from '../src/locales/en/messages.po';
import { FEATURE_CATALOGS, withCatalog } from '../src/session/i18n/i18n.ts';

i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages });
setFormatLocale(SOURCE_LOCALE);
// A test renders a feature's component without the route that loads its catalog: every feature
// counts as in use, so its English words are here and activateLocale('de') loads its German ones.
await Promise.all(FEATURE_CATALOGS.map((name) => withCatalog(name, async () => undefined)));

type Wrapper = ComponentType<{ children: ReactNode }>;

function withI18n(inner: Wrapper | undefined): Wrapper {
  return function I18nWrapper({ children }) {
    return createElement(
      I18nProvider,
      { i18n },
      inner ? createElement(inner, null, children) : children,
    );
  };
}

vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof TestingLibrary>();
  const render = (ui: ReactNode, options?: Parameters<typeof rtl.render>[1]) =>
    rtl.render(ui, { ...options, wrapper: withI18n(options?.wrapper) });
  const renderHook = <Result, Props>(
    callback: (props: Props) => Result,
    options?: Parameters<typeof rtl.renderHook<Result, Props>>[1],
  ) => rtl.renderHook(callback, { ...options, wrapper: withI18n(options?.wrapper) });
  return { ...rtl, render, renderHook };
});
