import { useState } from 'react';
import type { FormEvent } from 'react';
import type { PayLinkInput } from '@/api/lnurlp';
import { EMPTY_PAY_LINK_FORM, validatePayLinkForm } from './paylink-form';
import type { PayLinkFormErrors, PayLinkFormValues } from './paylink-form';

const FIELD_ERROR: Partial<Record<keyof PayLinkFormValues, keyof PayLinkFormErrors>> = {
  description: 'description',
  amountText: 'amount',
  minText: 'min',
  maxText: 'max',
  commentCharsText: 'commentChars',
  username: 'username',
};

/** The pay-link form's values and errors; on a valid submit, the body to create. */
export function usePayLinkForm(onSubmit: (input: PayLinkInput) => void) {
  const [values, setValues] = useState<PayLinkFormValues>(EMPTY_PAY_LINK_FORM);
  const [errors, setErrors] = useState<PayLinkFormErrors>({});
  /** The username last sent: the server's refusal of it shows until it is changed. */
  const [sentUsername, setSentUsername] = useState<string | null>(null);
  const update = (patch: Partial<PayLinkFormValues>) => {
    setValues((old) => ({ ...old, ...patch }));
    // An error goes away once its field is edited; the others stay until the next submit.
    setErrors((old) => {
      const next = { ...old };
      for (const field of Object.keys(patch) as (keyof PayLinkFormValues)[]) {
        const key = FIELD_ERROR[field];
        if (key) {
          delete next[key];
        }
      }
      return next;
    });
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePayLinkForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSentUsername(result.input.username ?? '');
    onSubmit(result.input);
  };

  return { values, errors, update, submit: handleSubmit, sentUsername };
}
