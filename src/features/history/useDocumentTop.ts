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
    // Measured when the browser has laid the page out (a ResizeObserver reports each element it
    // starts observing once, after the next layout, and then its resizes): reading the position
    // mid-render, or in an effect that runs after other effects changed the page, would force a
    // layout of the whole page in the middle of a script.
    const measure = () => setTop(element.getBoundingClientRect().top + window.scrollY);
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
