// @vitest-environment happy-dom
// The NWC screens in another language: every word a person reads (text, labels, aria-labels)
// comes from the catalog, and numbers and relative times follow the language.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NwcConnection } from '@/api/nwc';
import { NwcUriError } from '@/lib/nwc';
import { activateLocale } from '@/session';
import { budgetUsage } from './budget-window';
import { expiryText, lastUsedText } from './connection-text';
import { NwcConnectionCard } from './NwcConnectionCard';
import { NwcConnectionForm } from './NwcConnectionForm';
import { NwcErrorMessage } from './NwcErrorMessage';
import { NwcPairingResult } from './NwcPairingResult';
import { NwcProviderMissing } from './NwcProviderMissing';
import { DAY, T0, connection } from './test-connection';
import { untranslated } from '@/session/i18n/untranslated-words';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

const spender: NwcConnection = {
  ...connection({ description: 'Zap app', permissions: 'pay invoice', expires_at: T0 + 7 * DAY }),
  budgets: [
    {
      id: 1,
      budget_msats: 10_000_000,
      refresh_window: 7 * DAY,
      created_at: T0,
      used_budget_msats: 1_200_000,
    },
  ],
};
const NOW = T0 + DAY;
const PAIRING_URI = `nostr+walletconnect://${'b'.repeat(64)}?relay=wss%3A%2F%2Fr.example&secret=${'c'.repeat(64)}`;

describe('NWC screens in another language', () => {
  it('shows a connection card wholly in German, with German numbers and relative times', async () => {
    const card = () => (
      <NwcConnectionCard
        connection={spender}
        permissions={undefined}
        now={NOW}
        canDelete
        onEdit={() => undefined}
        deleting={false}
        deleteError={null}
        onDelete={() => undefined}
      />
    );
    // "Budgets" is German too.
    expect(await untranslated(card, 'de', ['Zap app', 'Budgets'])).toEqual([]);
    const article = screen.getByRole('article', { name: 'Zap app' });
    expect(article.textContent).toContain('Senden, Empfangen');
    expect(article.textContent).toContain('1.200 von 10.000 sats ausgegeben');
    expect(article.textContent).toContain('8.800 sats übrig');
    expect(article.textContent).toMatch(/Wochenbudget · erneuert sich am \d+\. \p{L}+\.?Läuft/u);
    expect(article.textContent).toContain('Läuft in 6 Tagen ab · Nie genutzt');
    fireEvent.click(screen.getByRole('button', { name: 'Zap app löschen…' }));
    expect(screen.getByRole('button', { name: 'Verbindung löschen' })).toBeTruthy();
  });

  it('shows the connection form in Spanish, budget presets in Spanish short numbers', async () => {
    const form = () => (
      <NwcConnectionForm
        id="nwc-form"
        label="Nueva conexión"
        permissions={undefined}
        initial={{
          name: '',
          permissions: ['pay', 'invoice', 'info', 'balance', 'history', 'lookup'],
          budget: '10000',
          customBudgetText: '',
          renewal: 'weekly',
          expiry: 'never',
          customExpiryDate: '',
        }}
        error={null}
        onSubmit={() => undefined}
      />
    );
    // The form's name is the caller's (the screen translates it).
    expect(await untranslated(form, 'es', ['Nueva conexión'])).toEqual([]);
    const shown = screen.getByRole('form', { name: 'Nueva conexión' });
    expect(screen.getByLabelText('10 mil')).toHaveProperty('checked', true);
    expect(screen.getByText(/^Hasta 10\.000 sats por semana\./)).toBeTruthy();
    expect(screen.getByLabelText('Se renueva')).toHaveProperty('value', 'weekly');
    // The one-by-one list, and an error from the form's own check.
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar permisos' }));
    expect(screen.getByLabelText('Enviar pagos')).toHaveProperty('type', 'checkbox');
    fireEvent.submit(shown);
    expect(
      screen.getByText('Ponle un nombre a la conexión para reconocerla después.'),
    ).toBeTruthy();
  });

  it('shows the pairing step and the missing provider in Brazilian Portuguese', async () => {
    const pairing = () => (
      <NwcPairingResult
        name="Zap app"
        pairingUri={PAIRING_URI}
        used={false}
        relays={['wss://r.example']}
        replaced={{ oldKeptBecause: null }}
      />
    );
    // The masked secret is the URI's start, not words.
    const masked = `${PAIRING_URI.slice(0, 28)}${'•'.repeat(24)}`;
    expect(await untranslated(pairing, 'pt-BR', [masked, 'wss://r.example'])).toEqual([]);
    expect(
      screen.getByRole('heading', { name: '“Zap app” foi salva: vincule o app de novo' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Esperando “Zap app” se conectar…');
    cleanup();
    await activateLocale('en');
    const missing = () => <NwcProviderMissing problem="disabled" onRetry={() => undefined} />;
    expect(await untranslated(missing, 'pt-BR', [])).toEqual([]);
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });

  it('words a pairing address the server got wrong from its code, in the language', async () => {
    await activateLocale('de');
    render(
      <NwcErrorMessage
        error={new NwcUriError('The server’s pairing address names no relay.', 'no-relay')}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Die Kopplungsadresse des Servers nennt kein Relay.',
    );
  });

  it('agrees the verb with the sats left where the language does', async () => {
    await activateLocale('es');
    const budget = { created_at: T0, refresh_window: 0, budget_msats: 10_000_000 };
    expect(budgetUsage({ ...budget, used_budget_msats: 9_999_000 }, T0).leftText).toBe(
      'Queda 1 sat',
    );
    expect(budgetUsage({ ...budget, used_budget_msats: 0 }, T0).leftText).toBe(
      'Quedan 10.000 sats',
    );
  });

  it('says times in the language’s own grammar, not a duration glued after a word', async () => {
    await activateLocale('de');
    // "vor 2 Stunden", "vor 3 Tagen": the dative a plain duration ("3 Tage") would miss.
    expect(expiryText(T0 - 2 * 3600, T0)).toBe('Abgelaufen vor 2 Stunden');
    expect(expiryText(T0 + 3 * DAY, T0)).toBe('Läuft in 3 Tagen ab');
    expect(lastUsedText(connection({ last_used: T0 + 60 }), T0 + 60 + 300)).toBe(
      'Zuletzt genutzt vor 5 Minuten',
    );
    await activateLocale('pt-BR');
    expect(expiryText(T0 - 3 * DAY, T0)).toBe('Expirou há 3 dias');
  });
});
