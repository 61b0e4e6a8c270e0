import { t } from '@lingui/core/macro';

/**
 * What the balance button adds, unseen, after the words it shows: what a tap does. Its name
 * starts with the balance as shown ("5,000 sats ≈ $3.00"), so a person using voice control can
 * say what they see (WCAG 2.5.3); while hidden nothing of the amount is in it.
 */
export function balanceToggleHint(hidden: boolean): string {
  return hidden ? t`Balance hidden. Show balance` : t`Hide balance`;
}
