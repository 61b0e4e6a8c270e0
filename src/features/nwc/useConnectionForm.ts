import { useState } from 'react';
import type { FormEvent } from 'react';
import type { NwcRegistration } from '@/api/nwc';
import { EMPTY_NWC_FORM, presetOf, validateNwcForm } from './connection-form';
import type { NwcFormErrors, NwcFormValues } from './connection-form';

/** A change to some fields, and the errors it answers (cleared as the person fixes them). */
export type UpdateConnectionForm = (
  patch: Partial<NwcFormValues>,
  clear: (keyof NwcFormErrors)[],
) => void;

/** The connection form's values and errors; on a valid submit, the registration to send. */
export function useConnectionForm(
  initial: NwcFormValues | undefined,
  onValid: (registration: NwcRegistration) => void,
) {
  const [values, setValues] = useState<NwcFormValues>(initial ?? EMPTY_NWC_FORM);
  const [errors, setErrors] = useState<NwcFormErrors>({});
  const [showCustom, setShowCustom] = useState(
    () => initial !== undefined && presetOf(initial.permissions) === 'custom',
  );

  const update: UpdateConnectionForm = (patch, clear) => {
    setValues((old) => ({ ...old, ...patch }));
    setErrors((old) => {
      const next = { ...old };
      for (const key of clear) {
        delete next[key];
      }
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateNwcForm(values, new Date());
    if (!result.ok) {
      setErrors(result.errors);
      if (result.errors.permissions) {
        // The problem is in the one-by-one list: open it.
        setShowCustom(true);
      }
      return;
    }
    setErrors({});
    onValid(result.registration);
  };

  return { values, errors, update, showCustom, setShowCustom, submit };
}
