import { useId, useReducer } from 'react';

/** A labelled on/off switch on its own row (a checkbox with role="switch"). */
export function SwitchField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  // A change the owner does not take (it asked for the PIN, which was cancelled) must not leave
  // the box flipped: Preact, unlike React, puts a controlled `checked` back only on a render.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
          rerender();
        }}
        className="size-5 accent-amber-500"
      />
    </div>
  );
}
