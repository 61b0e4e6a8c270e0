import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/**
 * The distance from the top of the document to the element `target` points at, re-measured when
 * the element `above` (whatever sits over it and may change height) is resized.
 */
export function useDocumentTop(
  target: RefObject<HTMLElement | null>,
  above: RefObject<HTMLElement | null>,
): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const element = target.current;
    const watched = above.current;
    if (!element || !watched) {
      return;
    }
    // Measured after the first paint and then on resizes, not in a layout effect: reading the
    // position mid-render would force a layout of the whole page before anything is shown.
    const measure = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(watched);
    return () => observer.disconnect();
  }, [target, above]);
  return top;
}

/** A ref for the list and one for what is above it, with the list's measured document top. */
export function useListTop() {
  const listRef = useRef<HTMLDivElement>(null);
  const aboveRef = useRef<HTMLDivElement>(null);
  const listTop = useDocumentTop(listRef, aboveRef);
  return { listRef, aboveRef, listTop };
}
