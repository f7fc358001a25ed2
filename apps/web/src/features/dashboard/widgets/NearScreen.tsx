import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Draws its children once their place comes near the screen, and then in a transition, so that
 * React yields to the browser while it works them out. The dashboard's charts are the heaviest
 * thing it draws (MUI X Charts measures its box and draws again): a phone that opens the
 * dashboard with the charts below the fold neither loads their code nor draws them until the user
 * scrolls towards them, and a desktop draws them without holding the page. Until then the place
 * keeps the given height, so nothing moves when they arrive.
 */
export function NearScreen({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, the unit tests' DOM) everything is drawn at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = place.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return <Box ref={place} data-testid="widget-waiting" sx={{ minHeight }} />;
}
