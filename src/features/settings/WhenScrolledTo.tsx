import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Shows `placeholder` until its place comes on screen, then `children`: a part of a long
 * screen whose code is loaded lazily is loaded when the person scrolls to it, not with the
 * screen's first render (the initial-JS budget counts what loads before the network is idle).
 */
export function WhenScrolledTo({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) {
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setShown(true);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return shown ? children : <div ref={ref}>{placeholder}</div>;
}
