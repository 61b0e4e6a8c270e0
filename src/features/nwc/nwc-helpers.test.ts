import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import type { NwcConnection } from '@/api/nwc';
import {
  budgetUsage,
  canEdit,
  configRefusal,
  currentBudgetWindow,
  EMPTY_NWC_FORM,
  expiresAtFor,
  expiryText,
  formatRelative,
  formValuesOf,
  isExpired,
  keepBudgetStart,
  lastUsedText,
  localMidnight,
  permissionsText,
  presetOf,
  providerProblem,
  renewalLabel,
  renewsInText,
  validateNwcForm,
} from './nwc-helpers';

const DAY = 86_400;
const T0 = 1_795_305_600; // a budget's created_at
const http = (status: number, detail: string) => new ApiError({ kind: 'http', status, detail });

describe('currentBudgetWindow', () => {
  it('counts fixed windows from created_at', () => {
    const budget = { created_at: T0, refresh_window: DAY };
    expect(currentBudgetWindow(budget, T0)).toEqual({ start: T0, end: T0 + DAY });
    expect(currentBudgetWindow(budget, T0 + DAY - 1)).toEqual({ start: T0, end: T0 + DAY });
    // The boundary belongs to the next window.
    expect(currentBudgetWindow(budget, T0 + DAY)).toEqual({ start: T0 + DAY, end: T0 + 2 * DAY });
    expect(currentBudgetWindow(budget, T0 + 10 * DAY + 5)).toEqual({
      start: T0 + 10 * DAY,
      end: T0 + 11 * DAY,
    });
  });

  it('uses 30-day "months", not calendar months', () => {
    const budget = { created_at: T0, refresh_window: 30 * DAY };
    expect(currentBudgetWindow(budget, T0 + 45 * DAY)).toEqual({
      start: T0 + 30 * DAY,
      end: T0 + 60 * DAY,
    });
  });

  it('has no end for a budget that never renews', () => {
    expect(currentBudgetWindow({ created_at: T0, refresh_window: 0 }, T0 + 400 * DAY)).toEqual({
      start: T0,
      end: null,
    });
  });

  it('treats a created_at in the future as the first window', () => {
    expect(currentBudgetWindow({ created_at: T0, refresh_window: DAY }, T0 - 3600)).toEqual({
      start: T0,
      end: T0 + DAY,
    });
  });
});

describe('renewal and durations', () => {
  it('names the renewal windows LNbits offers', () => {
    expect(renewalLabel(DAY)).toBe('Daily budget');
    expect(renewalLabel(7 * DAY)).toBe('Weekly budget');
    expect(renewalLabel(30 * DAY)).toBe('Budget per 30 days');
    expect(renewalLabel(365 * DAY)).toBe('Yearly budget');
    expect(renewalLabel(0)).toBe('One-off budget (never renews)');
    expect(renewalLabel(2 * 3600)).toBe('Budget per 2 hours');
  });

  it('says when a budget renews', () => {
    const budget = { created_at: T0, refresh_window: DAY };
    expect(renewsInText(budget, T0 + 3600)).toBe('renews in 23 hours');
    expect(renewsInText(budget, T0 + DAY - 30)).toBe('renews in a moment');
    expect(renewsInText({ created_at: T0, refresh_window: 0 }, T0)).toBeNull();
  });

  it('formats relative times both ways', () => {
    expect(formatRelative(T0 + 30, T0)).toBe('just now');
    expect(formatRelative(T0 + 3 * DAY, T0)).toBe('in 3 days');
    expect(formatRelative(T0 - 5 * 60, T0)).toBe('5 minutes ago');
  });
});

describe('budgetUsage', () => {
  const base = { created_at: T0, refresh_window: 7 * DAY };

  it('shows used and left in sats with the window', () => {
    const usage = budgetUsage(
      { ...base, budget_msats: 100_000_000, used_budget_msats: 12_345_000 },
      T0 + DAY,
    );
    expect(usage).toMatchObject({ totalSat: 100_000, usedSat: 12_345, leftSat: 87_655 });
    expect(usage.usedText).toBe('12,345 of 100,000 sats used');
    expect(usage.leftText).toBe('87,655 sats left');
    expect(usage.windowText).toBe('Weekly budget · renews in 6 days');
    expect(usage.fraction).toBeCloseTo(0.12345);
  });

  it('rounds used up and left down, and never goes below zero', () => {
    const partial = budgetUsage({ ...base, budget_msats: 10_000, used_budget_msats: 1 }, T0);
    expect(partial).toMatchObject({ usedSat: 1, leftSat: 9 });
    const over = budgetUsage({ ...base, budget_msats: 10_000, used_budget_msats: 25_000 }, T0);
    expect(over).toMatchObject({ leftSat: 0, fraction: 1, leftText: '0 sats left' });
  });

  it('reads a missing used_budget_msats as nothing spent', () => {
    const usage = budgetUsage({ created_at: T0, refresh_window: 0, budget_msats: 1_000 }, T0);
    expect(usage).toMatchObject({
      usedSat: 0,
      leftText: '1 sat left',
      windowText: 'One-off budget (never renews)',
    });
  });
});

function connection(data: Partial<NwcConnection['data']> = {}): NwcConnection {
  return {
    data: {
      pubkey: 'ab'.repeat(32),
      wallet: 'w1',
      description: 'Zapper',
      expires_at: 0,
      permissions: 'pay invoice',
      created_at: T0,
      last_used: T0,
      ...data,
    },
    budgets: [],
  };
}

describe('connection rows', () => {
  it('says expiry in words, 0 being never', () => {
    expect(expiryText(0, T0)).toBe('Never expires');
    expect(expiryText(T0 + 6 * DAY, T0)).toBe('Expires in 6 days');
    expect(expiryText(T0 - 2 * 3600, T0)).toBe('Expired 2 hours ago');
    expect(isExpired(connection({ expires_at: T0 }), T0)).toBe(true);
    expect(isExpired(connection({ expires_at: 0 }), T0)).toBe(false);
  });

  it('says "never used" for 0 and for the registration stamp', () => {
    expect(lastUsedText(connection({ last_used: 0 }), T0)).toBe('Never used');
    expect(lastUsedText(connection(), T0 + 100)).toBe('Never used');
    expect(lastUsedText(connection({ last_used: T0 + 60 }), T0 + 60 + 300)).toBe(
      'Last used 5 minutes ago',
    );
  });

  it('names permissions briefly, unknown ones by the server’s name or id', () => {
    expect(permissionsText(['pay', 'invoice', 'balance'])).toBe('Send, Receive, Balance');
    expect(
      permissionsText(['sign'], { sign: { name: 'Sign messages', methods: [], default: true } }),
    ).toBe('Sign messages');
    expect(permissionsText([])).toBe('No permissions');
  });
});

describe('new connection form', () => {
  const now = new Date(2026, 10, 22, 15, 30, 0);

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
    const readOnly = validateNwcForm({ ...EMPTY_NWC_FORM, name: 'Reader' }, now);
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
    expect(expiresAtFor('week', '', now)).toBe(s(new Date(2026, 10, 29, 15, 30)));
    expect(expiresAtFor('month', '', now)).toBe(s(new Date(2026, 11, 22, 15, 30)));
    expect(expiresAtFor('year', '', now)).toBe(s(new Date(2027, 10, 22, 15, 30)));
    expect(expiresAtFor('custom', '2027-01-31', now)).toBe(s(new Date(2027, 0, 31, 23, 59, 59)));
    expect(expiresAtFor('custom', '', now)).toBeNull();
  });
});

describe('server answers', () => {
  it('knows a server without a provider', () => {
    expect(providerProblem(http(404, 'Not Found'))).toBe('missing');
    expect(providerProblem(http(403, "Extension 'nwcprovider' not enabled."))).toBe('disabled');
    expect(providerProblem(http(403, "User not authorized for extension 'nwcprovider'."))).toBe(
      'disabled',
    );
    expect(providerProblem(http(404, 'Wallet not found.'))).toBeNull();
    expect(providerProblem(http(403, 'Invalid adminkey.'))).toBeNull();
    expect(providerProblem(new ApiError({ kind: 'network', status: 0, detail: 'x' }))).toBeNull();
  });

  it('words refusals of the provider settings', () => {
    expect(configRefusal(http(401, 'Invalid credentials.'), 'sign-in')).toBe(
      'The server refused the sign-in: Invalid credentials.',
    );
    expect(configRefusal(http(404, 'Not Found'), 'sign-in')).toMatch(/does not offer account/);
    expect(configRefusal(http(403, 'User not authorized.'), 'config')).toMatch(
      /only an LNbits admin account/,
    );
    expect(configRefusal(http(500, 'boom'), 'config')).toBeNull();
  });
});

describe('editing', () => {
  const withBudget: NwcConnection = {
    ...connection({ permissions: 'pay info', expires_at: 0 }),
    budgets: [
      {
        id: 1,
        budget_msats: 25_000_000,
        refresh_window: 7 * DAY,
        created_at: T0,
        used_budget_msats: 5,
      },
    ],
  };

  it('fills the form with the current limits', () => {
    expect(formValuesOf(withBudget)).toMatchObject({
      name: 'Zapper',
      permissions: ['pay', 'info'],
      budget: 'custom',
      customBudgetText: '25,000',
      renewal: 'weekly',
      expiry: 'never',
    });
    const preset = formValuesOf({
      ...withBudget,
      budgets: [{ ...withBudget.budgets[0]!, budget_msats: 100_000_000 }],
    });
    expect(preset).toMatchObject({ budget: '100000', customBudgetText: '' });
    const dated = formValuesOf(connection({ expires_at: T0 + 3 * DAY }));
    expect(dated.expiry).toBe('custom');
    expect(dated.customExpiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(formValuesOf(connection()).budget).toBe('none');
  });

  it('keeps a budget’s start when its period is unchanged', () => {
    const edited = {
      permissions: ['pay'],
      description: 'Zapper',
      expires_at: 0,
      budgets: [{ budget_msats: 1_000, refresh_window: 7 * DAY, created_at: T0 + 99 * DAY }],
    };
    expect(keepBudgetStart(edited, withBudget).budgets[0]!.created_at).toBe(T0);
    const newPeriod = { ...edited, budgets: [{ ...edited.budgets[0]!, refresh_window: DAY }] };
    expect(keepBudgetStart(newPeriod, withBudget).budgets[0]!.created_at).toBe(T0 + 99 * DAY);
  });

  it('edits only what the form can show', () => {
    expect(canEdit(withBudget)).toBe(true);
    expect(
      canEdit({ ...withBudget, budgets: [withBudget.budgets[0]!, withBudget.budgets[0]!] }),
    ).toBe(false);
  });
});
