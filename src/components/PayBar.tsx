import type { ReactNode } from 'react';

/**
 * The pay (or continue) button's place: it sticks to the bottom of the screen, just above the
 * navigation bar, so it is never scrolled out of reach nor hidden under the bar. The height is the
 * BottomNav's (min-h-14 + its 1px border) plus the safe area it pads.
 */
export function PayBar({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="pay-bar"
      className="sticky bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-[5] -mx-4 space-y-2 bg-white/95 px-4 pt-3 pb-3 backdrop-blur dark:bg-zinc-950/95"
    >
      {children}
    </div>
  );
}
