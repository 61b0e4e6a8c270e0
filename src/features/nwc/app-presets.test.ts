import { describe, expect, it } from 'vitest';
import { observed } from '@/api/fixtures/lnbits-observed';
import { APP_PRESETS, appPresetById, appWalletFormValues, presetFormValues } from './app-presets';
import { localMidnight } from '@/lib/nwc-budget';
import { validateNwcForm } from './connection-form';
import { DAY } from './test-connection';

/** The permission ids a real nwcprovider v1.1.2 offers (GET /nwcprovider/api/v1/permissions). */
const SERVER_PERMISSIONS = Object.keys(JSON.parse(observed.nwcPermissions.body) as object);

describe('app presets → the registration sent to nwcprovider', () => {
  const now = new Date(2026, 10, 22, 15, 30, 0);
  const inAYear = Math.floor(new Date(2027, 10, 22, 15, 30, 0).getTime() / 1000);

  /** The registration of a preset's form, named as the person would ("Other app" starts blank). */
  const registrationOf = (id: string, name = 'Named') => {
    const values = presetFormValues(appPresetById(id), name);
    const result = validateNwcForm({ ...values, name: values.name || name }, now);
    if (!result.ok) {
      throw new Error(JSON.stringify(result.errors));
    }
    return result.registration;
  };

  it('asks only for permissions the server offers, in its order', () => {
    expect(SERVER_PERMISSIONS).toEqual(['pay', 'invoice', 'lookup', 'history', 'balance', 'info']);
    for (const preset of APP_PRESETS) {
      const { permissions } = registrationOf(preset.id);
      expect(
        permissions.every((id) => SERVER_PERMISSIONS.includes(id)),
        preset.id,
      ).toBe(true);
      expect(permissions).toEqual(SERVER_PERMISSIONS.filter((id) => permissions.includes(id)));
    }
  });

  it('gives a wallet app everything, 100,000 sats every 30 days, for a year', () => {
    expect(registrationOf('zeus', 'Zeus')).toEqual({
      description: 'Zeus',
      permissions: ['pay', 'invoice', 'lookup', 'history', 'balance', 'info'],
      expires_at: inAYear,
      budgets: [
        { budget_msats: 100_000_000, refresh_window: 30 * DAY, created_at: localMidnight(now) },
      ],
    });
  });

  it('lets a zapping app pay and read the balance only, 10,000 sats every 30 days', () => {
    expect(registrationOf('nostr-zaps')).toMatchObject({
      permissions: ['pay', 'balance', 'info'],
      expires_at: inAYear,
      budgets: [{ budget_msats: 10_000_000, refresh_window: 30 * DAY }],
    });
  });

  it('gives the browser extension 50,000 sats every 30 days', () => {
    expect(registrationOf('alby-extension')).toMatchObject({
      permissions: ['pay', 'invoice', 'lookup', 'history', 'balance', 'info'],
      budgets: [{ budget_msats: 50_000_000, refresh_window: 30 * DAY }],
    });
  });

  it('leaves "Other app" to be named, with the smallest budget; an unknown id is "Other app"', () => {
    expect(appPresetById('no-such-app').id).toBe('other');
    expect(appPresetById(null).id).toBe('other');
    const values = presetFormValues(appPresetById('other'), 'Other app');
    expect(values.name).toBe('');
    expect(validateNwcForm(values, now)).toMatchObject({ ok: false, errors: { name: /name/ } });
    expect(registrationOf('other').budgets).toMatchObject([{ budget_msats: 10_000_000 }]);
  });

  it('never leaves a preset that may pay without a budget or an expiry', () => {
    for (const preset of APP_PRESETS) {
      const registration = registrationOf(preset.id);
      if (registration.permissions.includes('pay')) {
        expect(registration.budgets, preset.id).toHaveLength(1);
      }
      expect(registration.expires_at, preset.id).toBeGreaterThan(0);
    }
  });
});

describe('the form for an app’s own wallet', () => {
  const base = presetFormValues(appPresetById('other'), 'Other app');

  it('names the connection after the app and budgets what was put in the wallet', () => {
    const values = appWalletFormValues(base, 'Damus', '2500');
    expect(values).toMatchObject({ name: 'Damus', budget: 'custom', customBudgetText: '2500' });
    expect(values.permissions).toEqual(base.permissions);
  });

  it('keeps the preset where the address says nothing usable', () => {
    expect(appWalletFormValues(base, null, 'x')).toEqual(base);
    expect(appWalletFormValues(base, '  ', '-3')).toEqual(base);
  });
});
