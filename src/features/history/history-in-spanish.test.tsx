// @vitest-environment happy-dom
// History in another language: every word a person reads on the list, the payment detail and in
// the CSV comes from the catalog, so nothing reads the same as in English but what never changes.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@/api/core';
import { paths } from '@/lib/paths';
import type { AppLocale } from '@/lib/locale';
import {
  activateLocale,
  addWallet,
  getWalletState,
  removeWallet,
  setActiveWallet,
} from '@/session';
import { buildPaymentsCsv } from './csv';
import { HistoryScreen } from './HistoryScreen';
import { PaymentDetailScreen } from './PaymentDetailScreen';
import { makePayment } from './test-payments';

const sent = makePayment({
  amount: -21_000_000,
  fee: -3_000,
  memo: 'coffee',
  // A note for me and the value then, as LNbits keeps them on a EUR wallet.
  extra: {
    internal_memo: 'office',
    wallet_fiat_currency: 'EUR',
    wallet_fiat_amount: 21,
    wallet_fiat_rate: 1_000,
  },
});
const request = makePayment({
  amount: 5_000_000,
  status: 'pending',
  memo: 'tips',
  bolt11: 'lnbc50u1',
  expiry: new Date(Date.now() + 3_600_000).toISOString(),
});
const PAYMENTS: Payment[] = [sent, request];

/**
 * The same in both languages on purpose: what the payments themselves say (a note quoted too:
 * Spanish quotes “so”, as English does).
 */
const SAME_IN_BOTH = new Set(['coffee', 'office', 'tips', 'Pocketbits', '“coffee”', '“tips”']);

/** Every text and every label a person (or a screen reader) meets in the rendered screen. */
function wordsOn(root: HTMLElement): Set<string> {
  const words = new Set<string>();
  for (const element of root.querySelectorAll('*')) {
    for (const node of element.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) {
        words.add(node.textContent?.trim() ?? '');
      }
    }
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      words.add(element.getAttribute(attribute)?.trim() ?? '');
    }
  }
  // Numbers, amounts in sats, hashes and punctuation read the same everywhere.
  // An invoice's text (under Details) is a code, the same in every language too.
  const sameEverywhere = /^([0-9a-f]+|[−+]?[\d.,\s]+ sats?|ln(bc|tb|bcrt)[0-9a-z]+)$/;
  return new Set(
    [...words].filter((word) => /[A-Za-z]{2,}/.test(word) && !sameEverywhere.test(word)),
  );
}

async function renderIn(
  locale: AppLocale,
  pathname: string,
  ready: () => void,
): Promise<Set<string>> {
  await act(() => activateLocale(locale));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container, unmount } = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[pathname]}>
        <Routes>
          <Route path={paths.history.path} element={<HistoryScreen />} />
          <Route path={paths.paymentDetail.path} element={<PaymentDetailScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await waitFor(ready);
  const words = wordsOn(container);
  unmount();
  return words;
}

/** The words a screen shows in English that it still shows in Spanish. */
async function leftInEnglish(pathname: string, ready: (locale: AppLocale) => () => void) {
  const english = await renderIn('en', pathname, ready('en'));
  const spanish = await renderIn('es', pathname, ready('es'));
  return { left: [...spanish].filter((w) => english.has(w) && !SAME_IN_BOTH.has(w)), spanish };
}

function answer(url: string): unknown {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/v1/rate/')) {
    return { rate: 1_000, price: 100_000 };
  }
  if (pathname === '/api/v1/payments/paginated') {
    return { data: PAYMENTS, total: PAYMENTS.length };
  }
  const hash = pathname.split('/').pop();
  const details = PAYMENTS.find((p) => p.payment_hash === hash);
  return { paid: details?.status === 'success', details };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = input instanceof Request ? input.url : String(input);
      return Response.json(answer(url));
    }),
  );
  const wallet = addWallet({
    serverUrl: 'https://lnbits.example.com',
    name: 'Coffee',
    key: 'a'.repeat(32),
    keyType: 'admin',
  });
  setActiveWallet(wallet.id);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  for (const { id } of getWalletState().connections) {
    removeWallet(id);
  }
  await activateLocale('en');
});

describe('History in Spanish', () => {
  it('the list, its filters and its end: nothing left in English', async () => {
    const { left, spanish } = await leftInEnglish(paths.history.getHref(), (locale) => () => {
      const end = locale === 'en' ? '1 payment and 1 request' : '1 pago y 1 solicitud';
      expect(screen.getByTestId('history-end').textContent).toBe(end);
    });
    expect(left).toEqual([]);
    expect(spanish.has('Historial')).toBe(true);
    expect(spanish.has('Filtros')).toBe(true);
  });

  it('a sent payment with a fee: nothing left in English', async () => {
    const { left, spanish } = await leftInEnglish(
      paths.paymentDetail.getHref(sent.payment_hash),
      () => () => expect(screen.getByTestId('payment-amount')).toBeTruthy(),
    );
    expect(left).toEqual([]);
    expect(spanish.has('Copiar hash del pago')).toBe(true);
    expect(spanish.has('Nota para mí · la otra parte no la ve')).toBe(true);
    // 21,003 sats (the fee too) at the 1,000 sats a euro kept then.
    // (Intl puts a no-break space before the euro sign.)
    expect([...spanish].some((word) => /^21,00\s€ en su momento$/.test(word))).toBe(true);
  });

  it('an unpaid request with its invoice: nothing left in English', async () => {
    const { left, spanish } = await leftInEnglish(
      paths.paymentDetail.getHref(request.payment_hash),
      () => () => expect(screen.getByRole('img')).toBeTruthy(),
    );
    expect(left).toEqual([]);
    expect(spanish.has('Esperando el pago')).toBe(true);
  });
});

describe('the CSV in German', () => {
  it('writes its header, directions and statuses in the language, the numbers as numbers', async () => {
    await activateLocale('de');
    const [header, sentRow, requestRow] = buildPaymentsCsv(PAYMENTS, {
      currency: 'USD',
      rate: 1_000,
    }).split('\r\n');
    expect(header).toBe(
      'zeit,richtung,status,betrag_sat,gebuehr_sat,betrag_msat,gebuehr_msat,beschreibung,notiz,meine_notiz,zahlungs_hash,preimage,fiat_wert_USD,fiat_kurs_von,art,andere_wallet',
    );
    expect(sentRow).toMatch(/^[^,]+,gesendet,abgeschlossen,21003,3,21003000,3000,coffee,/);
    expect(sentRow).toMatch(/,21\.00,heute,zahlung,$/);
    expect(requestRow).toMatch(/^[^,]+,anforderung,ausstehend,5000,/);
  });
});
