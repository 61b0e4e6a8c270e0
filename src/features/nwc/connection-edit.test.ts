import { describe, expect, it } from 'vitest';
import type { NwcConnection } from '@/api/nwc';
import { canEdit, formValuesOf, keepBudgetStart } from './connection-edit';
import { DAY, T0, connection } from './test-connection';

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
