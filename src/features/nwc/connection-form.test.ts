import { describe, expect, it } from 'vitest';
import {
  canSpend,
  EMPTY_NWC_FORM,
  expiresAtFor,
  presetOf,
  validateNwcForm,
} from './connection-form';
import { localMidnight } from '@/lib/nwc-budget';
import { DAY } from './test-connection';

describe('new connection form', () => {
  const now = new Date(2026, 10, 22, 15, 30, 0);

  it('starts a new connection within a 30-day budget and a year, never unlimited or endless', () => {
    const result = validateNwcForm({ ...EMPTY_NWC_FORM, name: 'App' }, now);
    expect(result).toEqual({
      ok: true,
      registration: {
        description: 'App',
        permissions: ['pay', 'invoice', 'lookup', 'history', 'balance', 'info'],
        expires_at: Math.floor(new Date(2027, 10, 22, 15, 30).getTime() / 1000),
        budgets: [
          { budget_msats: 10_000_000, refresh_window: 30 * DAY, created_at: localMidnight(now) },
        ],
      },
    });
    expect(presetOf(EMPTY_NWC_FORM.permissions)).not.toBe('read-only');
  });

  it('matches presets', () => {
    expect(presetOf(['info', 'balance', 'history', 'lookup'])).toBe('read-only');
    expect(presetOf(['invoice', 'info', 'balance', 'history', 'lookup'])).toBe('receive');
    expect(presetOf(['pay', 'invoice', 'info', 'balance', 'history', 'lookup'])).toBe('spend');
    expect(presetOf(['pay'])).toBe('custom');
  });

  it('builds a spend registration: budget in msat from local midnight, permissions in order', () => {
    const result = validateNwcForm(
      {
        ...EMPTY_NWC_FORM,
        name: '  Zapper ',
        permissions: ['info', 'pay', 'balance'],
        budget: '10000',
        renewal: 'daily',
        expiry: 'never',
      },
      now,
    );
    expect(result).toEqual({
      ok: true,
      registration: {
        description: 'Zapper',
        permissions: ['pay', 'balance', 'info'],
        expires_at: 0,
        budgets: [
          { budget_msats: 10_000_000, refresh_window: DAY, created_at: localMidnight(now) },
        ],
      },
    });
    expect(localMidnight(now)).toBe(Math.floor(new Date(2026, 10, 22).getTime() / 1000));
  });

  it('sends no budget without pay, or when "none" is chosen, and reads a custom amount', () => {
    const readOnly = validateNwcForm(
      { ...EMPTY_NWC_FORM, name: 'Reader', permissions: ['info', 'balance', 'history', 'lookup'] },
      now,
    );
    expect(readOnly.ok && readOnly.registration.budgets).toEqual([]);
    const custom = validateNwcForm(
      {
        ...EMPTY_NWC_FORM,
        name: 'x',
        permissions: ['pay'],
        budget: 'custom',
        customBudgetText: '2,500',
        renewal: 'never',
      },
      now,
    );
    expect(custom.ok && custom.registration.budgets[0]).toMatchObject({
      budget_msats: 2_500_000,
      refresh_window: 0,
    });
  });

  it('reports each problem', () => {
    const result = validateNwcForm(
      {
        ...EMPTY_NWC_FORM,
        name: ' ',
        permissions: [],
        expiry: 'custom',
        customExpiryDate: '2020-01-01',
      },
      now,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual([
      'expiry',
      'name',
      'permissions',
    ]);
    const badBudget = validateNwcForm(
      {
        ...EMPTY_NWC_FORM,
        name: 'x',
        permissions: ['pay'],
        budget: 'custom',
        customBudgetText: '1.5',
      },
      now,
    );
    expect(!badBudget.ok && badBudget.errors.budget).toMatch(/whole sats/);
    const tooBig = validateNwcForm(
      {
        ...EMPTY_NWC_FORM,
        name: 'x',
        permissions: ['pay'],
        budget: 'custom',
        customBudgetText: '10,000,000',
      },
      now,
    );
    expect(!tooBig.ok && tooBig.errors.budget).toMatch(/below/);
  });

  it('turns expiry presets into unix seconds', () => {
    const s = (d: Date) => Math.floor(d.getTime() / 1000);
    expect(expiresAtFor('never', '', now)).toBe(0);
    expect(expiresAtFor('month', '', now)).toBe(s(new Date(2026, 11, 22, 15, 30)));
    expect(expiresAtFor('year', '', now)).toBe(s(new Date(2027, 10, 22, 15, 30)));
    expect(expiresAtFor('custom', '2027-01-31', now)).toBe(s(new Date(2027, 0, 31, 23, 59, 59)));
    expect(expiresAtFor('custom', '', now)).toBeNull();
  });
});

describe('canSpend', () => {
  it('is true only for a connection that may pay: that one asks for the PIN first', () => {
    expect(canSpend({ permissions: ['info', 'balance', 'pay'] })).toBe(true);
    expect(canSpend({ permissions: ['info', 'balance', 'history', 'lookup', 'invoice'] })).toBe(
      false,
    );
  });
});
