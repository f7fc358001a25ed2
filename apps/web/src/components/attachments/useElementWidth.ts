import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width of an element in whole CSS pixels, kept up to date as it resizes; null until it is
 * laid out. Measured before the first paint, so an image can be sized before it starts loading.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (w: number) => setWidth(w > 0 ? Math.ceil(w) : null);
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return width;
}
