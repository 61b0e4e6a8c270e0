import type { ReactNode } from 'react';

/** The h1 of a screen, with an optional line under it. */
export function ScreenHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="space-y-1 pt-2">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children && <p className="text-zinc-600 dark:text-zinc-400">{children}</p>}
    </header>
  );
}
