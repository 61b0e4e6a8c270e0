import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { NwcRegistration } from '@/api/nwc';
import { validateNwcForm } from './connection-form';
import type { NwcFormErrors, NwcFormValues } from './connection-form';

/** A change to some fields, and the errors it answers (cleared as the person fixes them). */
export type UpdateConnectionForm = (
  patch: Partial<NwcFormValues>,
  clear: (keyof NwcFormErrors)[],
) => void;

/** The connection form's values and errors; on a valid submit, the registration to send. */
export function useConnectionForm(
  initial: NwcFormValues,
  onValid: (registration: NwcRegistration) => void,
  onValuesChange?: (values: NwcFormValues) => void,
) {
  const [values, setValues] = useState<NwcFormValues>(initial);
  const [errors, setErrors] = useState<NwcFormErrors>({});
  // Closed at first: a line says what the app may do, and the choices open on request.
  const [showCustom, setShowCustom] = useState(false);

  useEffect(() => {
    onValuesChange?.(values);
  }, [values, onValuesChange]);

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
