// An optional field folded to one small control until wanted (a note on Send's amount step, a
// note for me on Receive and the review), so the screens it sits on fit a phone without
// scrolling. Opened by a tap, the field takes the focus; already filled in, it starts open.
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

export function useFoldedField<Field extends HTMLElement>(
  value: string,
): { open: boolean; field: RefObject<Field | null>; unfold: () => void } {
  const [open, setOpen] = useState(value !== '');
  const field = useRef<Field>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Focus only after a tap on the control, not when it starts open.
    if (open && opened.current) {
      field.current?.focus();
    }
  }, [open]);
  const unfold = () => {
    opened.current = true;
    setOpen(true);
  };
  return { open, field, unfold };
}
