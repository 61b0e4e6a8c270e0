// @vitest-environment happy-dom
// Receive in another language: every word a person reads (text, labels, aria-labels) comes from
// the catalog, amounts and examples follow the language's numbers, counts use its plural rules.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PayLink } from '@/api/lnurlp';
import { activateLocale, withCatalog } from '@/session';
import type { WalletConnection } from '@/session';
import { NameForm } from './address/AddressNameScreen';
import { InvoiceCode } from './amount/InvoiceCode';
import { InvoiceCopy, InvoiceText } from './amount/InvoiceCopy';
import { PayLinkDetail } from './paylinks/PayLinkDetail';
import { PayLinkForm } from './paylinks/PayLinkForm';
import { PayLinkQr } from './paylinks/PayLinkQr';
import { EXPIRY_OPTIONS, expiryLabel } from './amount/receive-options';
import { useReceiveForm } from './amount/useReceiveForm';
import { WithdrawOutcome, WithdrawSource } from './withdraw/WithdrawOutcome';
import { untranslated } from '@/session/i18n/untranslated-words';

// As the router does for Receive's screens: their words load with them.
beforeAll(() => withCatalog(['receive', 'receivemore'], () => Promise.resolve(null)));
afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

const LNURL =
  'LNURL1DP68GURN8GHJ7MRWW4EXCTNZD9NHXATW9EU8J730D3H82UNV94KX7EMFDCLHGCT884KX7EMFDCNXKVFAXVCRVDPEXUMNVDP4XSURJVMX2DPN';
const BOLT11 =
  'lnbcrt10u1pjv0h8dpp5q0jf2a0r9x5z7r8r6mwkz3x9a5j8q0n9k3v2n8f6y7r2z5w3qx0sdqqcqzzsxqyz5vq';

const link: PayLink = {
  id: 'L1',
  wallet: 'w1',
  description: 'Kaffee',
  min: 10,
  max: 100_000,
  comment_chars: 140,
  lnurl: LNURL,
  username: 'cafe',
  currency: null,
  fiat_base_multiplier: 100,
} as PayLink;

describe('Receive in another language', () => {
  it('shows a reusable link wholly in German, its delete step too', async () => {
    const detail = () => (
      <PayLinkDetail
        link={link}
        serverOrigin="https://pay.example"
        serverHost="pay.example"
        canDelete
        deleting={false}
        deleteError={null}
        onDelete={() => undefined}
        onBack={() => undefined}
      />
    );
    const same = ['Kaffee', 'cafe@pay.example', LNURL, 'LNURL'];
    expect(await untranslated(detail, 'de', same)).toEqual([]);
    expect(screen.getByTestId('paylink-range').textContent).toBe('10 – 100.000 sats');
    expect(
      screen.getByText(/^Zahlende können eine Notiz mit bis zu 140 Zeichen hinzufügen\./),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Löschen…' }));
    expect(
      screen.getByText(
        '„Kaffee“ löschen? QR-Code und Lightning-Adresse funktionieren dann für niemanden mehr.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link löschen' })).toBeTruthy();
  });

  it('checks the new link form in Spanish', async () => {
    const form = () => (
      <PayLinkForm
        serverHost="pay.example"
        busy={false}
        error={null}
        onSubmit={() => undefined}
        onCancel={() => undefined}
      />
    );
    expect(await untranslated(form, 'es', [])).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Crear enlace' }));
    expect(
      screen.getByText('Escribe una descripción: quien paga la ve en su billetera.'),
    ).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Nombre de usuario (opcional)'), {
      target: { value: 'Ana' },
    });
    expect(screen.getByText('Dirección Lightning: ana@pay.example')).toBeTruthy();
  });

  it('shows a waiting request and why a code is missing in Brazilian Portuguese', async () => {
    const textRef = { current: null };
    const detailsRef = { current: null };
    const invoice = () => (
      <>
        <InvoiceCode state="pending" bolt11={BOLT11} />
        <InvoiceCopy bolt11={BOLT11} invoiceText={{ ref: textRef, reveal: () => undefined }} />
        <InvoiceText bolt11={BOLT11} textRef={textRef} detailsRef={detailsRef} />
        <InvoiceCode state="expired" bolt11={BOLT11} />
        <PayLinkQr lnurl={null} label="" what="address" />
      </>
    );
    expect(await untranslated(invoice, 'pt-BR', [BOLT11])).toEqual([]);
    // The code is drawn in the task after the rest (useShownInNextTask).
    expect(await screen.findByRole('img', { name: 'Código QR do pedido' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar o pedido' })).toBeTruthy();
    expect(screen.getByText('Sem código QR para este endereço')).toBeTruthy();
  });

  it('shows where withdrawn sats come from, and that they are on their way, in Portuguese', async () => {
    const withdrawal = () => (
      <MemoryRouter>
        <WithdrawSource
          target={{
            url: 'https://faucet.example/w',
            domain: 'faucet.example',
            scanCode: 'LNURL1',
            onion: false,
            askFirst: false,
          }}
          request={{ defaultDescription: 'Faucet', currentBalanceMsat: 7_000_000 } as never}
        />
        <WithdrawOutcome received={false} amountSat={5} domain="faucet.example" />
      </MemoryRouter>
    );
    expect(await untranslated(withdrawal, 'pt-BR', ['faucet.example', 'Faucet', '5 sats'])).toEqual(
      [],
    );
    expect(screen.getByRole('status', { name: 'A caminho 5 sats' })).toBeTruthy();
  });

  it('offers the Lightning address in Spanish, with the limits in Spanish numbers', async () => {
    const wallet: WalletConnection = {
      id: 'w1',
      serverUrl: '',
      name: 'Café Ana',
      key: 'k'.repeat(32),
      keyType: 'admin',
    };
    const setup = () => (
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <NameForm wallet={wallet} link={null} host="pay.example" />
        </MemoryRouter>
      </QueryClientProvider>
    );
    expect(await untranslated(setup, 'es', [])).toEqual([]);
    expect(screen.getByText(/enviar de 1 sat hasta 10\.000\.000 sats por vez\./)).toBeTruthy();
    expect(screen.getByText('Tu dirección: cafe-ana@pay.example')).toBeTruthy();
  });

  it('explains a wrong amount in German, with a German example and plural', async () => {
    await activateLocale('de');
    const { result } = renderHook(() => useReceiveForm('EUR'));
    act(() => result.current.update({ unit: 'fiat', amountText: '1,234' }));
    act(() => void result.current.submit());
    expect(result.current.amountError).toBe(
      'Gib einen Betrag in EUR mit höchstens 2 Nachkommastellen ein, z. B. 1,50.',
    );
    act(() => result.current.update({ unit: 'sat', amountText: '1,5' }));
    act(() => void result.current.submit());
    expect(result.current.amountError).toBe('Gib eine ganze Zahl an Sats ein, z. B. 1.000.');
    expect(EXPIRY_OPTIONS.map((option) => expiryLabel(option))).toEqual([
      '10 Minuten',
      '1 Stunde',
      '24 Stunden',
    ]);
  });
});
