// The folded state of an optional field (useFoldedField): one 44 px control that says what it adds.
import type { ReactNode } from 'react';

export function FoldedControl({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="min-h-11 w-full rounded-xl px-3 text-sm font-medium text-amber-800 hover:bg-zinc-100 dark:text-amber-300 dark:hover:bg-zinc-900"
    >
      {children}
    </button>
  );
}
