import { plural, t } from '@lingui/core/macro';
import { useState } from 'react';
import type { CreateInvoiceInput } from '@/api/core';
import { fiatToSat, formatSat, parseSatInput } from '@/lib/amount';
import { fiatFractionDigits } from '@/lib/currency';
import { internalMemoExtra } from '@/lib/payment-extra';
import { fiatInputText, fiatMinorToAmount, parseFiatMinor } from './fiat-input';
import { DEFAULT_EXPIRY_SECONDS } from './receive-options';

export type AmountUnit = 'sat' | 'fiat';

export interface ReceiveFormValues {
  amountText: string;
  unit: AmountUnit;
  /** Uppercase ISO code used when `unit` is 'fiat'. */
  currency: string;
  memo: string;
  /** Kept on the server for this wallet only (LNbits' `internal_memo`); the payer never sees it. */
  privateNote: string;
  expirySeconds: number;
}

export type ParsedAmount =
  | { unit: 'sat'; amountSat: number }
  | { unit: 'fiat'; currency: string; amountFiatMinor: number; fractionDigits: number };

/** The amount as typed, or null when the text is not an amount in its unit. */
export function parseAmount(values: ReceiveFormValues): ParsedAmount | null {
  if (values.unit === 'sat') {
    const amountSat = parseSatInput(values.amountText);
    return amountSat === null ? null : { unit: 'sat', amountSat };
  }
  const fractionDigits = fiatFractionDigits(values.currency);
  const amountFiatMinor = parseFiatMinor(values.amountText, fractionDigits);
  return amountFiatMinor === null
    ? null
    : { unit: 'fiat', currency: values.currency, amountFiatMinor, fractionDigits };
}

/**
 * The memo sent when the person leaves it empty. LNbits replaces a missing or empty memo with its
 * site title (`memo = data.memo or settings.lnbits_site_title` in core/services/payments.py), so
 * the payer would read "LNbits" and so would the history. A single space is kept as it is: the
 * payer's wallet shows no description, and the app trims it away (lib/payment-counterparty, the request's note).
 */
export const BLANK_MEMO = ' ';

/** What LNbits is sent. A fiat amount goes as it is: LNbits converts it with its own rate. */
export function toInvoiceInput(
  values: ReceiveFormValues,
  amount: ParsedAmount,
): CreateInvoiceInput {
  const memo = values.memo.trim();
  const extra = internalMemoExtra(values.privateNote);
  return {
    amount:
      amount.unit === 'sat'
        ? amount.amountSat
        : fiatMinorToAmount(amount.amountFiatMinor, amount.fractionDigits),
    unit: amount.unit === 'sat' ? 'sat' : amount.currency,
    memo: memo || BLANK_MEMO,
    expiry: values.expirySeconds,
    ...(extra ? { extra } : {}),
  };
}

function amountProblem(values: ReceiveFormValues): string {
  if (values.amountText.trim() === '') {
    return t`Enter an amount.`;
  }
  if (values.unit === 'sat') {
    const example = formatSat(1_000);
    return t`Enter a whole number of sats, like ${example}.`;
  }
  const { currency } = values;
  const digits = fiatFractionDigits(currency);
  if (digits === 0) {
    return t`Enter a whole amount in ${currency}.`;
  }
  const example = fiatInputText(1.5, digits);
  return plural(digits, {
    one: `Enter an amount in ${currency} with at most # decimal, like ${example}.`,
    other: `Enter an amount in ${currency} with at most # decimals, like ${example}.`,
  });
}

/**
 * The Receive form's state. Values survive a failed request (nothing is cleared until the person
 * asks for a new invoice). Switching the unit converts what was typed when a rate is known.
 */
export function useReceiveForm(initialCurrency: string) {
  const [values, setValues] = useState<ReceiveFormValues>({
    amountText: '',
    unit: 'sat',
    currency: initialCurrency,
    memo: '',
    privateNote: '',
    expirySeconds: DEFAULT_EXPIRY_SECONDS,
  });
  const [amountError, setAmountError] = useState<string | undefined>();
  const amount = parseAmount(values);

  const update = (changes: Partial<ReceiveFormValues>) => {
    if ('amountText' in changes || 'unit' in changes || 'currency' in changes) {
      setAmountError(undefined);
    }
    setValues((old) => ({ ...old, ...changes }));
  };

  /**
   * Toggles between sats and the fiat currency, turning the typed amount into the other unit when
   * `satsPerUnit` (the currency's rate) is known; otherwise the text stays as it is.
   */
  const switchUnit = (unit: AmountUnit, satsPerUnit: number | null) => {
    if (unit === values.unit) {
      return;
    }
    let amountText = values.amountText;
    if (amount && satsPerUnit) {
      if (amount.unit === 'sat') {
        const digits = fiatFractionDigits(values.currency);
        amountText = fiatInputText(amount.amountSat / satsPerUnit, digits);
      } else {
        const fiat = fiatMinorToAmount(amount.amountFiatMinor, amount.fractionDigits);
        // The sats the server would make of this amount, as the preview shows them.
        if (Number.isSafeInteger(Math.trunc(fiat * satsPerUnit))) {
          amountText = String(fiatToSat(fiat, satsPerUnit));
        }
      }
    }
    update({ unit, amountText });
  };

  /** The request to send, or null (with the reason shown on the field). */
  const submit = (): CreateInvoiceInput | null => {
    if (!amount) {
      setAmountError(amountProblem(values));
      return null;
    }
    return toInvoiceInput(values, amount);
  };

  const reset = () => {
    setAmountError(undefined);
    setValues((old) => ({ ...old, amountText: '', memo: '', privateNote: '' }));
  };

  return { values, update, switchUnit, amount, amountError, submit, reset };
}
